//! What the server lets in, before any route runs: a bounded number of connections,
//! each with a time limit to send its request's head; a `Host` that names this server
//! (so that a page of another site cannot reach the API through DNS rebinding); a body
//! announced over the limit refused at once; and the security headers on every answer.
//!
//! Connections are served by hyper directly (axum's `serve` has no time limits or
//! connection limit). When the limit is reached, the connection that has waited longest
//! without a request in progress is closed to make room, as busy servers drop idle
//! keep-alive connections, so a crowd of idle connections never locks others out.

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderValue, Request, Response, StatusCode, header};
use axum::response::IntoResponse;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::task::AbortHandle;

use super::BODY_LIMIT;
use super::error::ApiError;

/// The most connections `sudoku serve` keeps open by default.
pub const DEFAULT_CONNECTIONS: u16 = 128;

/// The bounds of the connections the server keeps.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// The most connections open at once.
    pub connections: usize,
    /// How long a client has to send a request's head, from its connection or the end
    /// of its last answer: an idle connection is closed when it is over.
    pub head_timeout: Duration,
}

impl Bounds {
    /// The bounds `sudoku serve` runs with: room for many browser tabs, well under the
    /// usual limit of 1024 open files (256 on some systems), and ten seconds to ask.
    pub const DEFAULT: Bounds = Bounds {
        connections: DEFAULT_CONNECTIONS as usize,
        head_timeout: Duration::from_secs(10),
    };
}

/// The headers every answer carries. The pages load their scripts, style and pictures
/// from this server only and run no inline script or style; nothing may frame them,
/// and no address of theirs is sent on to another site.
const SECURITY_HEADERS: &[(header::HeaderName, &str)] = &[
    (
        header::CONTENT_SECURITY_POLICY,
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
         connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    ),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::X_FRAME_OPTIONS, "DENY"),
    (header::REFERRER_POLICY, "no-referrer"),
];

/// The names a request may give in its `Host` header.
#[derive(Clone, Debug)]
pub struct Hosts {
    /// The name or address given with `--host`.
    bound: String,
    /// Bound to every address (`0.0.0.0` or `::`): any IP address names the server.
    any_address: bool,
}

impl Hosts {
    /// The names of a server listening on `host` (the `--host` argument): `localhost`
    /// and the loopback addresses always, `host` itself, and any IP address when `host`
    /// is a wildcard address. A name that is none of these is what a rebinding attack
    /// sends, so it is refused.
    pub fn new(host: &str) -> Hosts {
        let bound = host.trim_matches(['[', ']']).to_ascii_lowercase();
        let any_address = bound.parse::<IpAddr>().is_ok_and(|ip| ip.is_unspecified());
        Hosts { bound, any_address }
    }

    /// Whether `host`, a `Host` header's value (a name or address, maybe with a port),
    /// names this server.
    pub fn allows(&self, host: &str) -> bool {
        let name = match host.rsplit_once(':') {
            // An IPv6 address in brackets, with or without a port.
            _ if host.starts_with('[') => host[1..].split(']').next().unwrap_or(""),
            Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) && !name.contains(':') => name,
            _ => host,
        };
        let name = name.trim_end_matches('.').to_ascii_lowercase();
        if name == "localhost" || name == self.bound {
            return true;
        }
        match name.parse::<IpAddr>() {
            Ok(ip) => ip.is_loopback() || self.any_address,
            Err(_) => false,
        }
    }
}

/// One open connection, as the limit sees it.
struct Connection {
    /// Requests in progress on it.
    busy: Arc<AtomicUsize>,
    /// When it last became idle (accepted, or answered).
    idle_since: Arc<Mutex<Instant>>,
    abort: AbortHandle,
}

/// The open connections, by number.
#[derive(Default)]
struct Open {
    next: u64,
    connections: BTreeMap<u64, Connection>,
}

impl Open {
    /// Closes the connection idle the longest, if there is one; says whether it did.
    fn close_longest_idle(&mut self) -> bool {
        let idle = self
            .connections
            .iter()
            .filter(|(_, c)| c.busy.load(Ordering::Acquire) == 0)
            .min_by_key(|(_, c)| *c.idle_since.lock().unwrap_or_else(|e| e.into_inner()))
            .map(|(&id, _)| id);
        match idle.and_then(|id| self.connections.remove(&id)) {
            Some(connection) => {
                connection.abort.abort();
                true
            }
            None => false,
        }
    }
}

/// Serves `router` on `listener` within `bounds` until `shutdown` resolves.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    hosts: Hosts,
    bounds: Bounds,
    shutdown: impl std::future::Future<Output = ()>,
) {
    let open = Arc::new(Mutex::new(Open::default()));
    let hosts = Arc::new(hosts);
    tokio::pin!(shutdown);
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut shutdown => return,
        };
        match accepted {
            Ok((stream, _)) => admit(stream, &open, &router, &hosts, bounds),
            // Out of file descriptors or another passing failure: wait, then go on, as
            // the connections closing free what is short.
            Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
}

/// Takes a new connection in, making room if the limit is reached.
fn admit(stream: TcpStream, open: &Arc<Mutex<Open>>, router: &Router, hosts: &Arc<Hosts>, bounds: Bounds) {
    let _ = stream.set_nodelay(true);
    let mut guard = open.lock().unwrap_or_else(|e| e.into_inner());
    if guard.connections.len() >= bounds.connections && !guard.close_longest_idle() {
        drop(guard);
        tokio::spawn(refuse_busy(stream));
        return;
    }
    let busy = Arc::new(AtomicUsize::new(0));
    let idle_since = Arc::new(Mutex::new(Instant::now()));
    let service = {
        let (busy, idle_since) = (busy.clone(), idle_since.clone());
        let (router, hosts) = (TowerToHyperService::new(router.clone()), hosts.clone());
        hyper::service::service_fn(move |request: Request<Incoming>| {
            busy.fetch_add(1, Ordering::AcqRel);
            let (busy, idle_since, router, hosts) =
                (busy.clone(), idle_since.clone(), router.clone(), hosts.clone());
            async move {
                let answer = answer(request, &router, &hosts).await;
                *idle_since.lock().unwrap_or_else(|e| e.into_inner()) = Instant::now();
                busy.fetch_sub(1, Ordering::AcqRel);
                answer
            }
        })
    };
    let id = guard.next;
    guard.next += 1;
    let task = {
        let open = open.clone();
        tokio::spawn(async move {
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(bounds.head_timeout);
            let _ = http.serve_connection(TokioIo::new(stream), service).await;
            open.lock()
                .unwrap_or_else(|e| e.into_inner())
                .connections
                .remove(&id);
        })
    };
    // The task removes itself under the lock held here, so it is in the map first.
    guard.connections.insert(
        id,
        Connection {
            busy,
            idle_since,
            abort: task.abort_handle(),
        },
    );
}

/// Every connection has a request in progress: this one is told so and closed.
async fn refuse_busy(mut stream: TcpStream) {
    let body = r#"{"error":"the server has no room for another connection: try again in a moment"}"#;
    let answer = format!(
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nRetry-After: 1\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), stream.write_all(answer.as_bytes())).await;
}

/// The answer to one request: refused here when its host or its size is wrong, else
/// the router's; with the security headers either way.
async fn answer(
    request: Request<Incoming>,
    router: &TowerToHyperService<Router>,
    hosts: &Hosts,
) -> Result<Response<Body>, std::convert::Infallible> {
    let mut response = match refusal(&request, hosts) {
        Some(error) => {
            let mut response = error.into_response();
            // The body was not read: the connection cannot be used again.
            response
                .headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
            response
        }
        None => hyper::service::Service::call(router, request).await?,
    };
    let headers = response.headers_mut();
    for (name, value) in SECURITY_HEADERS {
        headers.insert(name.clone(), HeaderValue::from_static(value));
    }
    Ok(response)
}

/// Why a request is refused before any route sees it, if it is: a `Host` that does not
/// name this server (421), or a body announced larger than the limit (413).
fn refusal(request: &Request<Incoming>, hosts: &Hosts) -> Option<ApiError> {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .or_else(|| request.uri().authority().map(|a| a.as_str()));
    match host {
        None => {
            return Some(ApiError {
                status: StatusCode::BAD_REQUEST,
                message: "the request has no Host header".into(),
            });
        }
        Some(host) if !hosts.allows(host) => {
            return Some(ApiError {
                status: StatusCode::MISDIRECTED_REQUEST,
                message: format!(
                    "this server does not answer for {host:?}: use localhost or its address \
                     (sudoku serve --host NAME lets NAME in)"
                ),
            });
        }
        Some(_) => {}
    }
    let announced = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    match announced {
        Some(length) if length > BODY_LIMIT as u64 => Some(ApiError {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            message: format!("the request body is larger than {} KiB", BODY_LIMIT / 1024),
        }),
        _ => None,
    }
}

/// The address a browser should open for a server bound to `address`: a wildcard
/// address is reached through loopback.
pub fn page_address(address: SocketAddr) -> SocketAddr {
    let mut address = address;
    if address.ip().is_unspecified() {
        address.set_ip(match address {
            SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
            SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
        });
    }
    address
}

#[cfg(test)]
mod tests {
    use super::Hosts;

    #[test]
    fn a_host_names_the_server_by_loopback_or_by_the_name_it_was_given() {
        let local = Hosts::new("127.0.0.1");
        for ok in [
            "localhost",
            "localhost:8080",
            "127.0.0.1:8080",
            "[::1]:8080",
            "[::1]",
            "LOCALHOST.",
        ] {
            assert!(local.allows(ok), "{ok}");
        }
        for refused in [
            "evil.example:8080",
            "evil.example",
            "192.168.1.5:8080",
            "localhost.evil.example",
            "",
        ] {
            assert!(!local.allows(refused), "{refused}");
        }
        let named = Hosts::new("box.lan");
        assert!(named.allows("box.lan:8080"));
        assert!(!named.allows("other.lan:8080"));
        // Bound to every address: any address names it, a name still does not.
        let wide = Hosts::new("0.0.0.0");
        assert!(wide.allows("192.168.1.5:8080"));
        assert!(wide.allows("[fe80::1]:8080"));
        assert!(!wide.allows("evil.example:8080"));
    }
}
