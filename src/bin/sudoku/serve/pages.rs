//! The pages and their assets, embedded in the binary: no CDN, no build step.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

use super::error::ApiError;

/// `GET /`: the solver; `?puzzle=` is read by the page itself.
pub async fn solver() -> Html<&'static str> {
    Html(include_str!("assets/solver.html"))
}

/// `GET /play`: the player.
pub async fn player() -> Html<&'static str> {
    Html(include_str!("assets/play.html"))
}

/// The style sheets, scripts and icon the pages load, by name. The pictures' style is
/// served as a sheet of its own: the pages' policy allows no inline style, so the
/// `<style>` each picture carries is left out when a page shows it.
const ASSETS: &[(&str, &str, &str)] = &[
    ("app.css", "text/css", include_str!("assets/app.css")),
    ("picture.css", "text/css", crate::picture::STYLE),
    ("favicon.svg", "image/svg+xml", include_str!("assets/favicon.svg")),
    ("common.js", "text/javascript", include_str!("assets/common.js")),
    ("solver.js", "text/javascript", include_str!("assets/solver.js")),
    ("play.js", "text/javascript", include_str!("assets/play.js")),
];

/// `GET /favicon.ico`: the icon, for browsers that ask there before reading a page.
pub async fn favicon() -> Response {
    asset(Path("favicon.svg".to_string())).await
}

/// `GET /assets/NAME`.
pub async fn asset(Path(name): Path<String>) -> Response {
    match ASSETS.iter().find(|(n, _, _)| *n == name) {
        Some((_, kind, text)) => (StatusCode::OK, [(header::CONTENT_TYPE, *kind)], *text).into_response(),
        None => ApiError {
            status: StatusCode::NOT_FOUND,
            message: format!("there is no asset {name:?}"),
        }
        .into_response(),
    }
}
