//! `sudoku serve`: a local web server with the solver and player pages and the JSON API
//! they use (feature `web`).
//!
//! This file starts the server and names its routes; what it lets in (connections,
//! hosts, sizes, and the headers of every answer) is in `connections`, the API's
//! handlers in `api`, what bounds their work in `limits`, their errors in `error`, the
//! pages in `pages` and opening a browser in `browser`.

mod api;
mod browser;
mod connections;
mod error;
mod limits;
mod pages;

use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use sudoku_strata::ReadLimits;

use crate::Tally;
pub use limits::Limits;

#[derive(clap::Args)]
pub struct Args {
    /// The address to listen on; `0.0.0.0` lets other machines of the network in
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// The port to listen on; 0 takes any free port (the address is printed)
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// Open the solver page in a browser, when one is there
    #[arg(long)]
    open: bool,
    /// How many requests may compute at once [default: the number of cores]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    workers: Option<u16>,
    /// How many more requests may wait for a worker; beyond that the server answers 503
    #[arg(long, value_name = "N", default_value_t = 32)]
    queue: u16,
    /// The most seconds a request may wait and compute before it is answered with 503
    #[arg(long, value_name = "SECONDS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..))]
    budget: u64,
    /// The most connections open at once; when they are all open, the one idle the
    /// longest is closed to make room
    #[arg(long, value_name = "N", default_value_t = connections::DEFAULT_CONNECTIONS, value_parser = clap::value_parser!(u16).range(1..))]
    connections: u16,
    /// The seconds a client has to send a request's head (from connecting or from its
    /// last answer: an idle connection is closed then) and, once more, its body
    #[arg(long, value_name = "SECONDS", default_value_t = connections::Bounds::DEFAULT.head_timeout.as_secs(), value_parser = clap::value_parser!(u64).range(1..))]
    timeout: u64,
}

/// The largest request body taken, in bytes: the reader's limit for a text of one
/// puzzle ([`ReadLimits::ONE_PUZZLE`]), so that the two cannot drift apart. A puzzle
/// with its candidates is well under 2 KiB, so this leaves room for any layout without
/// letting a client fill memory.
pub const BODY_LIMIT: usize = ReadLimits::ONE_PUZZLE.max_input() as usize;

/// The server's routes: the pages, their assets and the API, each with its one method.
pub fn router(limits: Limits) -> Router {
    Router::new()
        .route("/", get(pages::solver))
        .route("/play", get(pages::player))
        .route("/assets/{name}", get(pages::asset))
        .route("/favicon.ico", get(pages::favicon))
        .route("/api/explain", post(api::explain))
        .route("/api/next-step", post(api::next_step))
        .route("/api/rate", post(api::rate))
        .route("/api/count", post(api::count))
        .route("/api/validate", post(api::validate))
        .route("/api/generate", post(api::generate))
        .fallback(error::not_found)
        .method_not_allowed_fallback(error::method_not_allowed)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(limits)
}

pub fn run(args: Args) -> Result<Tally, String> {
    let workers = args.workers.map_or_else(
        || std::thread::available_parallelism().map_or(2, usize::from),
        usize::from,
    );
    let limits = Limits::new(workers, usize::from(args.queue), Duration::from_secs(args.budget))
        .with_body_timeout(Duration::from_secs(args.timeout));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        // The async threads only move bytes; the work runs on the blocking threads,
        // which the limits keep to `workers` at a time (plus any past their budget).
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the server's threads: {e}"))?;
    let served = runtime.block_on(serve(args, limits));
    // Work past its budget may still run on a blocking thread after Ctrl-C: its answer
    // has no one to go to, so the server does not wait long for it.
    runtime.shutdown_timeout(Duration::from_secs(1));
    served
}

async fn serve(args: Args, limits: Limits) -> Result<Tally, String> {
    let listener = tokio::net::TcpListener::bind((args.host.as_str(), args.port))
        .await
        .map_err(|e| format!("cannot listen on {}:{}: {e}", args.host, args.port))?;
    let address = listener
        .local_addr()
        .map_err(|e| format!("cannot read the address listened on: {e}"))?;
    let url = format!("http://{}/", connections::page_address(address));
    // One line on standard output, flushed, so that a script can read the address.
    println!("sudoku serve: listening on {url}");
    use std::io::Write;
    let _ = std::io::stdout().flush();
    if args.open {
        browser::open(&url);
    }
    let bounds = connections::Bounds {
        connections: usize::from(args.connections),
        head_timeout: Duration::from_secs(args.timeout),
    };
    let shutdown = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    connections::serve(
        listener,
        router(limits),
        connections::Hosts::new(&args.host),
        bounds,
        shutdown,
    )
    .await;
    Ok(Tally::default())
}
