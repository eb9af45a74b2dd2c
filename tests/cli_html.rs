//! `sudoku explain --html`: one page with the picture of every step.

#![cfg(feature = "cli")]

use std::process::Command;

fn sudoku(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(args)
        .output()
        .expect("run sudoku")
}

/// A puzzle that needs more than singles, so that its steps remove candidates.
const PUZZLE: &str = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// Every candidate `step` removes is struck in the picture of its `article`.
fn assert_removals_struck(article: &str, step: &serde_json::Value, number: usize) {
    for e in step["eliminations"].as_array().unwrap() {
        let tag = format!(
            "<text class=\"cand removed\" data-cell=\"r{}c{}\" data-digit=\"{}\"",
            e["row"], e["col"], e["digit"]
        );
        assert!(article.contains(&tag), "step {number}: {tag}");
    }
}

#[test]
fn the_page_has_every_step_with_its_picture_and_what_it_removes_struck() {
    let path = std::env::temp_dir().join(format!("sudoku-html-test-{}.html", std::process::id()));
    let out = sudoku(&["explain", "--html", path.to_str().unwrap(), PUZZLE]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let page = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    // The same explanation as JSON, to compare with.
    let json = sudoku(&["explain", "--json", PUZZLE]);
    let explained: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let steps = explained["steps"].as_array().unwrap();
    assert!(page.starts_with("<!DOCTYPE html>") && page.trim_end().ends_with("</html>"));
    // Self-contained: nothing is fetched.
    assert!(!page.contains("<script") && !page.contains("<link") && !page.contains("src="));
    assert_eq!(page.matches("<article class=\"step").count(), steps.len());
    for (i, step) in steps.iter().enumerate() {
        let start = page.find(&format!("id=\"step-{}\"", i + 1)).unwrap();
        let end = page[start..].find("</article>").unwrap() + start;
        let article = &page[start..end];
        let text = step["text"].as_str().unwrap();
        let escaped = text
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        assert!(article.contains(&escaped), "step {}: {text}", i + 1);
        assert_removals_struck(article, step, i + 1);
        if step["proof"].is_null() {
            assert!(!article.contains("<details class=\"block\">"), "step {}", i + 1);
        } else {
            assert!(article.contains("<details class=\"proof\">"), "step {}", i + 1);
            // Each branch drawn alone, folded (the lemmas after them).
            let branches = step["proof"]["branches"].as_array().unwrap().len();
            assert!(article.matches("<details class=\"block\">").count() >= branches);
            for b in 1..=branches {
                let summary = format!("<summary>Picture: Branch {b}</summary>");
                assert!(article.contains(&summary), "step {}: {summary}", i + 1);
            }
        }
    }
    assert!(
        steps
            .iter()
            .any(|s| !s["eliminations"].as_array().unwrap().is_empty())
    );
}

#[test]
fn a_forcing_net_has_a_folded_picture_for_each_branch_and_lemma_with_only_its_arrows() {
    // A puzzle whose path has forcing nets (from top1465).
    let puzzle = "1...7........49...9.6.8..3.....9...7.2....5....846.12..618.....3.......8..5.....2";
    let path = std::env::temp_dir().join(format!("sudoku-html-net-{}.html", std::process::id()));
    let out = sudoku(&["explain", "--html", path.to_str().unwrap(), puzzle]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let page = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let mut nets = 0;
    for article in page.split("<article").skip(1) {
        if !article.contains("class=\"notation\">Forcing Net") {
            continue;
        }
        nets += 1;
        let whole = article.split("<div class=\"words\">").next().unwrap();
        let blocks: Vec<&str> = article.split("<details class=\"block\">").skip(1).collect();
        assert!(blocks[0].starts_with("<summary>Picture: Branch 1</summary>"));
        for block in &blocks {
            let block = block.split("</details>").next().unwrap();
            // One picture, its assumption ringed, no more arrows than the whole step.
            assert_eq!(block.matches("<svg").count(), 1);
            assert_eq!(block.matches("<text class=\"cand assume\"").count(), 1);
            assert!(
                block.matches("<path class=\"link ").count() <= whole.matches("<path class=\"link ").count()
            );
        }
    }
    assert!(nets > 0, "no forcing net in the path");
}

#[test]
fn html_and_json_do_not_go_together_and_an_unwritable_file_is_an_error() {
    let out = sudoku(&["explain", "--html", "x.html", "--json", PUZZLE]);
    assert_eq!(out.status.code(), Some(2));
    let out = sudoku(&["explain", "--html", "/nonexistent-folder/x.html", PUZZLE]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot write"));
}

/// A state whose next step is an ALS-XY-Wing with sets A and B sharing a cell (the
/// browser tests open it too).
const ALS_XY_WING: &str = include_str!("../fixtures/als-xy-wing.txt");

#[test]
fn each_almost_locked_set_has_its_own_colour_and_letter_and_the_legend_names_them() {
    let path = std::env::temp_dir().join(format!("sudoku-html-als-{}.html", std::process::id()));
    let out = sudoku(&["explain", "--html", path.to_str().unwrap(), ALS_XY_WING]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let page = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let json = sudoku(&["explain", "--json", ALS_XY_WING]);
    let explained: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let step = &explained["steps"][0];
    assert_eq!(step["technique"], "ALS-XY-Wing");
    let sets = step["pattern"]["sets"].as_array().unwrap();
    assert_eq!(sets.len(), 3);
    let start = page.find("id=\"step-1\"").unwrap();
    let article = &page[start..start + page[start..].find("</article>").unwrap()];
    let (picture, rest) = article.split_once("</svg>").unwrap();
    let legend = rest.split("<div class=\"words\">").next().unwrap();
    assert!(legend.contains("<div class=\"legend step-legend\">"));
    // The fill the page's style gives a set's cells.
    let fill = |class: &str| {
        let rule = format!("rect.{class}{{fill:");
        let at = page.find(&rule).unwrap_or_else(|| panic!("no {rule}")) + rule.len();
        page[at..at + 7].to_string()
    };
    let mut fills = Vec::new();
    for (i, set) in sets.iter().enumerate() {
        let letter = ["A", "B", "C"][i];
        let cells: Vec<String> = set["cells"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| format!("r{}c{}", c["row"], c["col"]))
            .collect();
        // Every cell of the set shaded in its colour, with its letter; no other cell.
        let colour = format!("set-{}", letter.to_lowercase());
        for cell in &cells {
            let shade = format!("class=\"set-cell {colour}\" data-set=\"{letter}\" data-cell=\"{cell}\"");
            assert_eq!(picture.matches(&shade).count(), 1, "{shade}");
            let mark = format!("class=\"set-letter {colour}\" data-set=\"{letter}\" data-cell=\"{cell}\"");
            assert_eq!(picture.matches(&mark).count(), 1, "{mark}");
        }
        assert_eq!(picture.matches(&format!(">{letter}</text>")).count(), cells.len());
        assert_eq!(
            picture.matches(&format!("data-set=\"{letter}\"")).count(),
            2 * cells.len()
        );
        // The legend names the set, its cells and digits.
        let digits: Vec<String> = set["digits"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.to_string())
            .collect();
        let words = format!("{letter}: {} {{{}}}", cells.join(","), digits.join(","));
        assert!(legend.contains(&format!(">{words}</text>")), "{words}");
        assert!(legend.contains(&format!("class=\"set-swatch {colour}\"")));
        fills.push(fill(&colour));
    }
    // Three sets, three fills, none of them the colour of a fin, a removal or a placement.
    assert_eq!(legend.matches("class=\"legend-text\" data-set=").count(), 3);
    assert!(!picture.contains("data-set=\"D\""));
    fills.sort();
    fills.dedup();
    assert_eq!(fills.len(), 3, "{fills:?}");
    for role in ["fin", "removed", "placement"] {
        let taken = format!(".ring.{role}{{fill:");
        let at = page.find(&taken).unwrap() + taken.len();
        assert!(!fills.contains(&page[at..at + 7].to_string()), "{role}");
    }
    // X and Z are ringed as the legend says: X where the links join the sets, Z in magenta.
    assert!(legend.contains("X: restricted common") && legend.contains("Z: in one of the sets"));
    assert!(picture.contains("<text class=\"cand restricted\""));
    assert!(picture.contains("<text class=\"cand fin\""));
    assert!(!legend.contains(">fin<"));
}

/// Sudoku Explainer's path as a page: every step drawn with its notation, a chain with
/// its links and the blocks of its proof.
#[test]
fn the_page_of_sudoku_explainers_path_draws_each_of_its_steps() {
    let puzzle = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...";
    let path = std::env::temp_dir().join(format!("sudoku-html-se-test-{}.html", std::process::id()));
    let out = sudoku(&[
        "explain",
        "--engine",
        "se",
        "--html",
        path.to_str().unwrap(),
        puzzle,
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let page = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let json = sudoku(&["explain", "--engine", "se", "--json", puzzle]);
    let explained: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let steps = explained["steps"].as_array().unwrap();
    assert!(page.contains("Sudoku Explainer&#39;s path: ") || page.contains("Sudoku Explainer's path: "));
    assert_eq!(page.matches("<article class=\"step").count(), steps.len());
    let (mut links, mut proofs) = (0, 0);
    for (i, step) in steps.iter().enumerate() {
        let start = page.find(&format!("id=\"step-{}\"", i + 1)).unwrap();
        let end = page[start..].find("</article>").unwrap() + start;
        let article = &page[start..end];
        let notation = step["notation"]
            .as_str()
            .unwrap()
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        assert!(article.contains(&notation), "step {}: {notation}", i + 1);
        assert_removals_struck(article, step, i + 1);
        let drawn = article.matches("<path class=\"link ").count();
        let own = step["pattern"]["links"].as_array().unwrap().len();
        if step["proof"].is_null() {
            assert_eq!(drawn, own, "step {}", i + 1);
        } else {
            // A chain's proof is drawn too, a block at a time, with its arrows.
            assert!(drawn > own && article.contains("Branch 1"), "step {}", i + 1);
            proofs += 1;
        }
        links += own;
    }
    assert!(links > 0 && proofs > 0, "the chains are drawn, with their proofs");
}
