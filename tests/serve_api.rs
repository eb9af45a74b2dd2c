//! `sudoku serve`: every route of the API over loopback, with bad bodies, wrong
//! methods, oversized bodies and many requests at once.

#![cfg(feature = "web")]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

use serde_json::{Value, json};

/// A puzzle that needs more than singles, so that its steps remove candidates.
const PUZZLE: &str = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// A server on a free loopback port, stopped when dropped.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    fn start(extra: &[&str]) -> Server {
        Server::start_with(extra, &[])
    }

    /// A server with `env` set in its environment.
    fn start_with(extra: &[&str], env: &[(&str, &str)]) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_sudoku"));
        command
            .args(["serve", "--port", "0"])
            .args(extra)
            .envs(env.iter().copied());
        Server::run(command)
    }

    /// A server started by `command`, which ends in `sudoku serve --port 0`.
    fn run(mut command: Command) -> Server {
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start sudoku serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let address = line
            .trim()
            .strip_prefix("sudoku serve: listening on http://")
            .and_then(|rest| rest.strip_suffix('/'))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_string();
        Server { child, address }
    }

    /// The next line the server writes on standard error.
    fn stderr_line(&mut self) -> String {
        let mut line = String::new();
        if let Some(stderr) = self.child.stderr.as_mut() {
            let mut byte = [0; 1];
            while stderr.read(&mut byte).unwrap_or(0) == 1 && byte[0] != b'\n' {
                line.push(char::from(byte[0]));
            }
        }
        line
    }

    /// One request, its connection closed after the answer: the status and the body.
    fn request(&self, method: &str, path: &str, body: &[u8]) -> (u16, String) {
        let mut stream = TcpStream::connect(&self.address).unwrap();
        stream
            .set_read_timeout(Some(std::time::Duration::from_secs(120)))
            .unwrap();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            self.address,
            body.len()
        );
        stream.write_all(head.as_bytes()).unwrap();
        // A body over the limit may be refused before it is all sent.
        let _ = stream.write_all(body);
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        let answer = String::from_utf8_lossy(&answer).into_owned();
        let status = answer
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no status in {answer:?}"));
        let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b).to_string();
        (status, body)
    }

    fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        let (status, text) = self.request("POST", path, body.to_string().as_bytes());
        let value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}: {text:?}"));
        (status, value)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn sudoku_json(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn explain_answers_the_command_lines_json_with_a_picture_of_each_step() {
    let server = Server::start(&[]);
    let (status, answer) = server.post("/api/explain", &json!({"puzzle": PUZZLE}));
    assert_eq!(status, 200, "{answer}");
    let cli = sudoku_json(&["explain", "--json", PUZZLE]);
    for key in ["puzzle", "solution", "backtracking", "rating"] {
        assert_eq!(answer[key], cli[key], "{key}");
    }
    let steps = answer["steps"].as_array().unwrap();
    let cli_steps = cli["steps"].as_array().unwrap();
    assert_eq!(steps.len(), cli_steps.len());
    for (step, cli_step) in steps.iter().zip(cli_steps) {
        assert_eq!(step["text"], cli_step["text"]);
        assert_eq!(step["eliminations"], cli_step["eliminations"]);
        let svg = step["svg"].as_str().unwrap();
        assert!(svg.starts_with("<svg"));
        for e in step["eliminations"].as_array().unwrap() {
            let tag = format!(
                "class=\"cand removed\" data-cell=\"r{}c{}\" data-digit=\"{}\"",
                e["row"], e["col"], e["digit"]
            );
            assert!(svg.contains(&tag), "{}: {tag}", step["text"]);
        }
        // A step with a proof has each branch drawn alone, first; one without, none.
        let blocks = step["blocks"].as_array().unwrap();
        match step["proof"]["branches"].as_array() {
            Some(branches) => {
                assert!(blocks.len() >= branches.len(), "{}", step["text"]);
                assert_eq!(blocks[0]["name"], "Branch 1");
                assert!(blocks[0]["svg"].as_str().unwrap().starts_with("<svg"));
            }
            None => assert!(blocks.is_empty(), "{}", step["text"]),
        }
    }
}

/// With `"engine": "se"`, Sudoku Explainer's path as `explain --engine se --json`
/// writes it, each step drawn.
#[test]
fn explain_answers_sudoku_explainers_path_with_a_picture_of_each_step() {
    let server = Server::start(&[]);
    let (status, answer) = server.post("/api/explain", &json!({"puzzle": PUZZLE, "engine": "se"}));
    assert_eq!(status, 200, "{answer}");
    let cli = sudoku_json(&["explain", "--engine", "se", "--json", PUZZLE]);
    for key in [
        "puzzle",
        "engine",
        "er",
        "ep",
        "ed",
        "er_technique",
        "er_complete",
    ] {
        assert_eq!(answer[key], cli[key], "{key}");
    }
    let steps = answer["steps"].as_array().unwrap();
    let cli_steps = cli["steps"].as_array().unwrap();
    assert_eq!(steps.len(), cli_steps.len());
    for (step, cli_step) in steps.iter().zip(cli_steps) {
        for key in ["technique", "difficulty", "notation", "eliminations", "pattern"] {
            assert_eq!(step[key], cli_step[key], "{key}");
        }
        let svg = step["svg"].as_str().unwrap();
        let links = step["pattern"]["links"].as_array().unwrap().len();
        assert_eq!(
            svg.matches("<path class=\"link ").count(),
            links,
            "{}",
            step["notation"]
        );
        assert!(step["state"].as_str().is_some(), "{}", step["notation"]);
    }
    assert!(answer["start_svg"].as_str().unwrap().starts_with("<svg"));
}

#[test]
fn rate_count_validate_and_generate_answer_as_their_commands_do() {
    let server = Server::start(&[]);
    let (status, rated) = server.post("/api/rate", &json!({"puzzle": PUZZLE}));
    assert_eq!(status, 200, "{rated}");
    let cli = sudoku_json(&["rate", "--json", "--explainer", PUZZLE]);
    assert_eq!(rated, cli);

    let (status, counted) = server.post("/api/count", &json!({"puzzle": PUZZLE, "limit": 10}));
    assert_eq!(status, 200);
    assert_eq!(
        counted,
        sudoku_json(&["count", "--json", "--limit", "10", PUZZLE])
    );
    // Two givens fewer: more than one solution, counted up to the limit.
    let open = format!("..{}", &PUZZLE[2..]).replacen('8', ".", 1);
    let (_, counted) = server.post("/api/count", &json!({"puzzle": open, "limit": 3}));
    assert_eq!(counted["count"], 3);
    assert_eq!(counted["at_limit"], true);

    let (status, valid) = server.post("/api/validate", &json!({"puzzle": PUZZLE}));
    assert_eq!(status, 200);
    assert_eq!(valid["unique"], true);
    assert_eq!(valid["solution"], rated_solution(&server));
    let clash = format!("44{}", &PUZZLE[2..]);
    let (status, invalid) = server.post("/api/validate", &json!({"puzzle": clash}));
    assert_eq!(status, 200);
    assert_eq!(invalid["unique"], false);
    assert!(invalid["conflict"].as_str().unwrap().contains('4'), "{invalid}");

    let (status, made) = server.post("/api/generate", &json!({"difficulty": "hard", "seed": 7}));
    assert_eq!(status, 200, "{made}");
    let cli = sudoku_json(&["generate", "--json", "--difficulty", "hard", "--seed", "7"]);
    assert_eq!(made["puzzle"], cli["puzzle"]);
    assert_eq!(made["level"], "hard");
    let (_, check) = server.post("/api/validate", &json!({"puzzle": made["puzzle"]}));
    assert_eq!(check["solution"], made["solution"]);
}

fn rated_solution(server: &Server) -> Value {
    let (_, explained) = server.post("/api/explain", &json!({"puzzle": PUZZLE}));
    explained["solution"].clone()
}

#[test]
fn next_step_goes_on_from_the_candidates_given_and_refuses_a_mistake() {
    let server = Server::start(&[]);
    let (status, first) = server.post("/api/next-step", &json!({"puzzle": PUZZLE}));
    assert_eq!(status, 200, "{first}");
    let (_, explained) = server.post("/api/explain", &json!({"puzzle": PUZZLE}));
    let steps = explained["steps"].as_array().unwrap();
    assert_eq!(first["step"]["text"], steps[0]["text"]);
    // From the state of a later step, the hint is that step.
    let later = steps
        .iter()
        .rposition(|s| !s["eliminations"].as_array().unwrap().is_empty())
        .unwrap();
    let state = steps[later]["state"].as_str().unwrap();
    let (status, hint) = server.post("/api/next-step", &json!({"puzzle": PUZZLE, "candidates": state}));
    assert_eq!(status, 200, "{hint}");
    assert_eq!(hint["step"]["text"], steps[later]["text"]);
    assert!(hint["svg"].as_str().unwrap().contains("cand removed"));
    // A digit the solution does not have is a mistake, said as such.
    let solution = explained["solution"].as_str().unwrap();
    let empty = PUZZLE.find('.').unwrap();
    let wrong = (solution.as_bytes()[empty] - b'0') % 9 + 1;
    let mut marks: Vec<String> = PUZZLE
        .chars()
        .map(|c| {
            if c == '.' {
                "123456789".to_string()
            } else {
                c.to_string()
            }
        })
        .collect();
    marks[empty] = format!("+{wrong}");
    let text: String = marks.chunks(9).map(|row| row.join(" ") + "\n").collect();
    let (status, refused) = server.post("/api/next-step", &json!({"puzzle": PUZZLE, "candidates": text}));
    assert_eq!(status, 400, "{refused}");
    assert!(
        refused["error"].as_str().unwrap().contains("mistake"),
        "{refused}"
    );
}

/// With `"engine": "se"`, the next step is Sudoku Explainer's from the candidates given:
/// the step its path takes there (a chain with its proof), written as a step of
/// `explain --engine se --json`.
#[test]
fn next_step_on_sudoku_explainers_path_is_its_step() {
    let server = Server::start(&[]);
    let hard = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...";
    let (status, path) = server.post("/api/explain", &json!({"puzzle": hard, "engine": "se"}));
    assert_eq!(status, 200, "{path}");
    let steps = path["steps"].as_array().unwrap();
    let chain = steps.iter().position(|s| !s["proof"].is_null()).expect("a chain");
    for k in [0, chain] {
        let state = steps[k]["state"].as_str().unwrap();
        let body = json!({"puzzle": hard, "candidates": state, "engine": "se"});
        let (status, hint) = server.post("/api/next-step", &body);
        assert_eq!(status, 200, "{hint}");
        for field in [
            "technique",
            "difficulty",
            "notation",
            "text",
            "eliminations",
            "proof",
            "proof_text",
        ] {
            assert_eq!(hint["step"][field], steps[k][field], "step {k}: {field}");
        }
        assert_eq!(hint["blocks"], steps[k]["blocks"], "step {k}");
    }
    // Our own step from the chain's state is another.
    let state = steps[chain]["state"].as_str().unwrap();
    let (_, ours) = server.post("/api/next-step", &json!({"puzzle": hard, "candidates": state}));
    assert!(
        ours["step"]["technique"].is_string() && ours["step"]["notation"].is_null(),
        "{ours}"
    );
}

#[test]
fn bad_requests_get_a_4xx_with_a_message() {
    let server = Server::start(&[]);
    let typo = format!("{}a{}", &PUZZLE[..40], &PUZZLE[41..]);
    let cases: Vec<(&str, &str, Vec<u8>, u16, &str)> = vec![
        (
            "POST",
            "/api/explain",
            json!({"puzzle": typo}).to_string().into(),
            400,
            "column 41",
        ),
        (
            "POST",
            "/api/explain",
            json!({"puzzle": PUZZLE, "engine": "hodoku"}).to_string().into(),
            400,
            "neither \"ours\" nor \"se\"",
        ),
        (
            "POST",
            "/api/explain",
            json!({"puzzle": ".".repeat(81), "engine": "se"})
                .to_string()
                .into(),
            400,
            "solution",
        ),
        (
            "POST",
            "/api/rate",
            json!({"puzzle": "123"}).to_string().into(),
            400,
            "81",
        ),
        ("POST", "/api/count", b"{\"puzzle\":".to_vec(), 400, "JSON"),
        (
            "POST",
            "/api/validate",
            json!({"puzle": PUZZLE}).to_string().into(),
            400,
            "puzle",
        ),
        (
            "POST",
            "/api/next-step",
            json!({"puzzle": 5}).to_string().into(),
            400,
            "JSON",
        ),
        (
            "POST",
            "/api/next-step",
            json!({"puzzle": PUZZLE, "engine": "sukaku"}).to_string().into(),
            400,
            "neither \"ours\" nor \"se\"",
        ),
        (
            "POST",
            "/api/generate",
            json!({"difficulty": "fiendish"}).to_string().into(),
            400,
            "fiendish",
        ),
        (
            "POST",
            "/api/count",
            json!({"puzzle": PUZZLE, "limit": 1_000_000}).to_string().into(),
            400,
            "limit",
        ),
        (
            "POST",
            "/api/count",
            json!({"puzzle": PUZZLE, "limit": 0}).to_string().into(),
            400,
            "the limit of a count is at least 1",
        ),
        ("POST", "/api/explain", vec![b' '; 65 * 1024], 413, "64 KiB"),
        ("GET", "/api/explain", Vec::new(), 405, "POST"),
        ("PUT", "/api/generate", Vec::new(), 405, "POST"),
        ("POST", "/", Vec::new(), 405, "GET"),
        ("GET", "/api/solve", Vec::new(), 404, "/api/solve"),
        ("GET", "/assets/none.js", Vec::new(), 404, "none.js"),
    ];
    for (method, path, body, expected, words) in cases {
        let (status, text) = server.request(method, path, &body);
        assert_eq!(status, expected, "{method} {path}: {text}");
        let answer: Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{method} {path}: {e}: {text}"));
        let message = answer["error"].as_str().unwrap_or_else(|| panic!("{text}"));
        assert!(message.contains(words), "{method} {path}: {message}");
    }
    // A picture over several lines: the error says the line and column in the text.
    let mut rows: Vec<String> = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|row| String::from_utf8(row.to_vec()).unwrap())
        .collect();
    rows[2].replace_range(4..5, "a");
    let text = format!("\n{}\n", rows.join("\n"));
    let (status, answer) = server.post("/api/rate", &json!({"puzzle": text}));
    assert_eq!(status, 400, "{answer}");
    assert!(
        answer["error"].as_str().unwrap().contains("line 4, column 5"),
        "{answer}"
    );
    // Unsolvable: two solutions.
    let open = format!("..{}", &PUZZLE[2..]).replacen('8', ".", 1);
    let (status, answer) = server.post("/api/explain", &json!({"puzzle": open}));
    assert_eq!(status, 400, "{answer}");
}

#[test]
fn the_pages_and_their_assets_are_served() {
    let server = Server::start(&[]);
    for (path, words) in [
        ("/", "<script src=\"/assets/solver.js\""),
        (&format!("/?puzzle={PUZZLE}"), "solver.js"),
        ("/play", "<script src=\"/assets/play.js\""),
        ("/assets/app.css", ".board"),
        ("/assets/common.js", "fetch("),
        // The pictures' style as a sheet of its own, and the icon.
        ("/assets/picture.css", ".sudoku-board"),
        ("/favicon.ico", "<svg"),
        ("/assets/favicon.svg", "<svg"),
    ] {
        let (status, body) = server.request("GET", path, b"");
        assert_eq!(status, 200, "{path}");
        assert!(body.contains(words), "{path}");
    }
}

#[test]
fn many_requests_at_once_are_each_answered_and_the_server_stays_up() {
    // Two workers and a queue of two: most of forty requests at once find no room.
    let server = Server::start(&["--workers", "2", "--queue", "2"]);
    let server = std::sync::Arc::new(server);
    let threads: Vec<_> = (0..40)
        .map(|_| {
            let server = server.clone();
            std::thread::spawn(move || server.post("/api/explain", &json!({"puzzle": PUZZLE})))
        })
        .collect();
    let answers: Vec<(u16, Value)> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let served = answers.iter().filter(|(status, _)| *status == 200).count();
    let refused: Vec<&Value> = answers
        .iter()
        .filter(|(status, _)| *status == 503)
        .map(|(_, v)| v)
        .collect();
    assert_eq!(served + refused.len(), answers.len(), "only 200 or 503");
    assert!(served >= 1);
    assert!(
        refused
            .iter()
            .all(|v| v["error"].as_str().unwrap().contains("busy"))
    );
    for (status, answer) in &answers {
        if *status == 200 {
            assert_eq!(answer["solution"].as_str().unwrap().len(), 81);
        }
    }
    // Still up, and answering.
    let (status, _) = server.post("/api/validate", &json!({"puzzle": PUZZLE}));
    assert_eq!(status, 200);
}

#[test]
fn open_without_a_browser_says_where_to_point_one_and_leaves_no_process_behind() {
    // No opener on the path: the server says where to point a browser, and serves.
    let mut server = Server::start_with(&["--open"], &[("PATH", "")]);
    let (status, body) = server.request("GET", "/", b"");
    assert_eq!(status, 200);
    assert!(body.contains("solver.js"));
    let said = server.stderr_line();
    assert!(said.contains("no browser opened"), "{said}");
    assert!(
        said.contains(&format!("open http://{}/ in a browser", server.address)),
        "{said}"
    );

    // An opener that runs and ends: waited for, so no zombie is left.
    #[cfg(target_os = "linux")]
    {
        let bin = std::env::temp_dir().join(format!("sudoku-opener-{}", std::process::id()));
        std::fs::create_dir_all(&bin).unwrap();
        let opener = bin.join("xdg-open");
        std::fs::write(&opener, "#!/bin/sh\nexit 0\n").unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&opener, std::fs::Permissions::from_mode(0o755)).unwrap();
        let path = format!("{}:/bin:/usr/bin", bin.display());
        let server = Server::start_with(&["--open"], &[("PATH", path.as_str())]);
        let mut children = Vec::new();
        for _ in 0..50 {
            std::thread::sleep(std::time::Duration::from_millis(100));
            children = zombie_children(server.child.id());
            if children.is_empty() {
                break;
            }
        }
        assert_eq!(children, Vec::<String>::new(), "zombie children of the server");
        assert_eq!(server.request("GET", "/", b"").0, 200);
        std::fs::remove_dir_all(&bin).unwrap();
    }
}

/// The children of process `pid` that have ended and not been waited for.
#[cfg(target_os = "linux")]
fn zombie_children(pid: u32) -> Vec<String> {
    let mut zombies = Vec::new();
    for task in std::fs::read_dir(format!("/proc/{pid}/task")).unwrap().flatten() {
        let children = std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
        for child in children.split_whitespace() {
            let stat = std::fs::read_to_string(format!("/proc/{child}/stat")).unwrap_or_default();
            // The state follows the command's name in parentheses.
            if stat
                .rsplit_once(") ")
                .is_some_and(|(_, rest)| rest.starts_with('Z'))
            {
                zombies.push(stat);
            }
        }
    }
    zombies
}

/// The headers of an answer, lower-cased names.
fn headers(answer: &str) -> Vec<(String, String)> {
    answer
        .split("\r\n\r\n")
        .next()
        .unwrap_or("")
        .lines()
        .skip(1)
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
        .collect()
}

/// Sends `head` (and `body`) on a connection of its own and reads the whole answer.
fn raw(address: &str, head: &str, body: &[u8]) -> String {
    let mut stream = TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(20)))
        .unwrap();
    stream.write_all(head.as_bytes()).unwrap();
    let _ = stream.write_all(body);
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}

#[test]
fn every_answer_carries_the_security_headers() {
    let server = Server::start(&[]);
    for (method, path) in [
        ("GET", "/"),
        ("GET", "/play"),
        ("GET", "/assets/solver.js"),
        ("GET", "/no/such/page"),
        ("POST", "/api/validate"),
        ("GET", "/api/validate"),
    ] {
        let body = format!("{{\"puzzle\": \"{PUZZLE}\"}}");
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            server.address,
            body.len()
        );
        let answer = raw(&server.address, &head, body.as_bytes());
        let headers = headers(&answer);
        let get = |name: &str| {
            headers
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
                .unwrap_or_else(|| panic!("{path}: no {name} in {answer:?}"))
        };
        let policy = get("content-security-policy");
        assert!(policy.contains("script-src 'self'"), "{policy}");
        assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
        assert!(!policy.contains("unsafe-inline"), "{policy}");
        assert_eq!(get("x-content-type-options"), "nosniff");
        assert_eq!(get("x-frame-options"), "DENY");
        assert_eq!(get("referrer-policy"), "no-referrer");
    }
}

#[test]
fn a_host_that_does_not_name_the_server_is_refused() {
    let server = Server::start(&[]);
    let port = server.address.rsplit(':').next().unwrap().to_string();
    let ask = |host: &str| {
        let head = format!("GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
        let answer = raw(&server.address, &head, b"");
        answer.split(' ').nth(1).unwrap_or("").to_string()
    };
    for host in [
        format!("localhost:{port}"),
        format!("127.0.0.1:{port}"),
        "localhost".into(),
    ] {
        assert_eq!(ask(&host), "200", "{host}");
    }
    // A name a rebinding page would send, and an address the server is not bound to.
    for host in [format!("evil.example:{port}"), format!("192.168.1.5:{port}")] {
        assert_eq!(ask(&host), "421", "{host}");
    }
    let head = "GET / HTTP/1.0\r\n\r\n";
    assert!(raw(&server.address, head, b"").starts_with("HTTP/1.0 400"));

    // --host widens it: a wildcard address lets any address in, a name itself.
    let wide = Server::start(&["--host", "0.0.0.0"]);
    let head = format!("GET / HTTP/1.1\r\nHost: 192.168.1.5:{port}\r\nConnection: close\r\n\r\n");
    assert!(raw(&wide.address, &head, b"").starts_with("HTTP/1.1 200"));
    let head = "GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n";
    assert!(raw(&wide.address, head, b"").starts_with("HTTP/1.1 421"));
}

#[test]
fn a_body_announced_over_the_limit_is_refused_before_it_arrives() {
    let server = Server::start(&[]);
    let mut stream = TcpStream::connect(&server.address).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(5)))
        .unwrap();
    let head = format!(
        "POST /api/rate HTTP/1.1\r\nHost: {}\r\nContent-Length: 1000000000\r\n\r\n",
        server.address
    );
    stream.write_all(head.as_bytes()).unwrap();
    // Not a byte of the body is sent: the answer comes at once.
    let mut answer = vec![0; 4096];
    let n = stream.read(&mut answer).unwrap();
    let answer = String::from_utf8_lossy(&answer[..n]);
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("larger than 64 KiB"), "{answer}");
}

#[test]
fn slow_and_idle_clients_are_given_up_on() {
    let server = Server::start(&["--timeout", "1"]);
    let started = std::time::Instant::now();
    // An idle connection is closed.
    let mut idle = TcpStream::connect(&server.address).unwrap();
    idle.set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    let mut buffer = [0; 64];
    assert_eq!(idle.read(&mut buffer).unwrap_or(0), 0);
    // A head sent halfway, then nothing.
    let mut slow = TcpStream::connect(&server.address).unwrap();
    slow.set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    slow.write_all(b"POST /api/rate HTTP/1.1\r\nHost: loc").unwrap();
    let mut answer = Vec::new();
    let _ = slow.read_to_end(&mut answer);
    // A body that stops short is answered 408.
    let head = format!(
        "POST /api/rate HTTP/1.1\r\nHost: {}\r\nContent-Length: 100\r\n\r\n",
        server.address
    );
    let mut stream = TcpStream::connect(&server.address).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(b"{\"puzzle\": ").unwrap();
    let mut answer = vec![0; 4096];
    let n = stream.read(&mut answer).unwrap();
    let answer = String::from_utf8_lossy(&answer[..n]);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(9),
        "{:?}",
        started.elapsed()
    );
}

#[cfg(unix)]
#[test]
fn three_hundred_idle_connections_do_not_lock_out_a_new_client() {
    // As in the report: a file limit of 256, and more idle connections than that.
    let mut command = Command::new("sh");
    command
        .arg("-c")
        .arg("ulimit -n 256 && exec \"$0\" serve --port 0")
        .arg(env!("CARGO_BIN_EXE_sudoku"));
    let server = Server::run(command);
    let address = server.address.clone();
    let idle: Vec<TcpStream> = (0..300).map(|_| TcpStream::connect(&address).unwrap()).collect();
    // Let the server take them all in.
    std::thread::sleep(std::time::Duration::from_millis(500));
    let started = std::time::Instant::now();
    let head = format!("GET / HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    let answer = raw(&address, &head, b"");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer:?}");
    // Answered at once, not after the idle ones time out.
    assert!(
        started.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    drop(idle);
}

/// Grids at the edges of what the server is asked: the empty grid, one and two clues,
/// a contradiction, no solution, 61 solutions, and a proper 17-clue puzzle.
const EDGES: [(&str, &str); 7] = [
    (
        "empty",
        ".................................................................................",
    ),
    (
        "one clue",
        "5................................................................................",
    ),
    (
        "two clues",
        "5.......................................................................3........",
    ),
    (
        "contradiction",
        "55...............................................................................",
    ),
    (
        "no solution",
        "2................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.",
    ),
    (
        "61 solutions",
        "...............8.1.....2.3.....1...4..3.5.....26....7.1....8...5........7....6.2.",
    ),
    (
        "17 clues",
        ".................1.....2.3......45....1.6.....4......7....8.4....9...2..3.61...9.",
    ),
];

#[test]
fn every_route_answers_the_edge_grids_within_the_budget() {
    // The stated bound: each answer within the server's default budget of 30 s.
    let bound = std::time::Duration::from_secs(30);
    let server = Server::start(&[]);
    for (name, puzzle) in EDGES {
        let proper = name == "17 clues";
        let plain = |route| (route, json!({"puzzle": puzzle}));
        let se = |route| (route, json!({"puzzle": puzzle, "engine": "se"}));
        for (route, body) in [
            plain("/api/explain"),
            plain("/api/rate"),
            plain("/api/next-step"),
            se("/api/explain"),
            se("/api/next-step"),
        ] {
            let started = std::time::Instant::now();
            let (status, answer) = server.post(route, &body);
            assert!(
                started.elapsed() < bound,
                "{route} {name}: {:?}",
                started.elapsed()
            );
            let expected = if proper { 200 } else { 400 };
            assert_eq!(status, expected, "{route} {name}: {answer}");
            if !proper {
                assert!(answer["error"].is_string(), "{route} {name}: {answer}");
            }
        }
        let started = std::time::Instant::now();
        let (status, counted) = server.post("/api/count", &json!({"puzzle": puzzle, "limit": 100}));
        assert!(started.elapsed() < bound, "count {name}: {:?}", started.elapsed());
        match name {
            "contradiction" => assert_eq!(status, 400, "{counted}"),
            _ => {
                assert_eq!(status, 200, "{name}: {counted}");
                let expected = match name {
                    "no solution" => 0,
                    "61 solutions" => 61,
                    "17 clues" => 1,
                    _ => 100,
                };
                assert_eq!(counted["count"], expected, "{name}: {counted}");
                assert_eq!(counted["at_limit"], expected == 100, "{name}: {counted}");
            }
        }
        let (status, checked) = server.post("/api/validate", &json!({"puzzle": puzzle}));
        assert_eq!(status, 200, "{name}: {checked}");
        assert_eq!(checked["unique"], proper, "{name}: {checked}");
    }
}

#[test]
fn a_puzzle_comes_in_any_layout_the_reader_reads() {
    let server = Server::start(&[]);
    let grid: sudoku_strata::Grid = PUZZLE.parse().unwrap();
    let marks = sudoku_strata::LayerGrid::from_grid(&grid);
    for text in [
        format!("{PUZZLE} ED=9.0/1.2/1.2"),
        format!("{PUZZLE}\t9.0/1.2/1.2"),
        format!("# from a list\n{PUZZLE} # a comment"),
        format!("{grid:#}"),
        marks.to_string(),
        marks.pencil_line(),
        csv_rows(',', "\n"),
        csv_rows(';', "\r\n"),
        csv_rows('\t', "\n"),
    ] {
        let (status, answer) = server.post("/api/validate", &json!({"puzzle": text}));
        assert_eq!(status, 200, "{text}: {answer}");
        assert_eq!(answer["puzzle"], PUZZLE, "{text}");
    }
    // A row missing is an error that names the grid's line, not a puzzle of 80 cells.
    let rows = csv_rows(',', "\n");
    let eight_rows: Vec<&str> = rows.lines().take(8).collect();
    let (status, answer) = server.post("/api/validate", &json!({"puzzle": eight_rows.join("\n")}));
    assert_eq!(status, 400, "{answer}");
    assert!(
        answer["error"].as_str().is_some_and(|e| e.contains("line 1")),
        "{answer}"
    );
}

/// The puzzle as a spreadsheet saves it: nine rows of nine fields, 0 for an empty cell.
fn csv_rows(separator: char, newline: &str) -> String {
    let rows: Vec<String> = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&b| {
                    if b == b'.' {
                        "0".to_string()
                    } else {
                        char::from(b).to_string()
                    }
                })
                .collect();
            cells.join(&separator.to_string())
        })
        .collect();
    rows.join(newline)
}
