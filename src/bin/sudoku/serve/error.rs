//! The API's errors, each a status with a JSON body `{"error": "..."}`, and the
//! extractor that reads a request's JSON body with the same kind of answer.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::BODY_LIMIT;
use super::limits::Limits;

/// A request the server could not answer, with the status and the words to say why.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
}

impl ApiError {
    /// Bad input: a puzzle that does not parse, a field of the wrong kind.
    pub fn bad(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            message: message.into(),
        }
    }

    /// The server has no room for more work now, or the work ran past its budget.
    pub fn busy(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::SERVICE_UNAVAILABLE,
            message: message.into(),
        }
    }

    /// Something on the server's side failed.
    pub fn internal(message: impl Into<String>) -> ApiError {
        ApiError {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            message: message.into(),
        }
    }
}

/// A JSON answer with `status`.
pub fn json_response(status: StatusCode, value: &Value) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        value.to_string(),
    )
        .into_response()
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = json_response(self.status, &crate::json::page::error(&self.message));
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            // A client may try again soon.
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
        }
        response
    }
}

/// A request body read as JSON into `T`. Unlike axum's `Json` it asks for no content
/// type (a plain `curl -d` works) and answers every failure as an [`ApiError`]:
/// 413 for a body over [`BODY_LIMIT`], 408 for one that does not arrive within the
/// server's time, 400 for anything else.
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned> FromRequest<Limits> for JsonBody<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, limits: &Limits) -> Result<Self, ApiError> {
        let timeout = limits.body_timeout();
        let read = tokio::time::timeout(timeout, Bytes::from_request(request, limits))
            .await
            .map_err(|_| ApiError {
                status: StatusCode::REQUEST_TIMEOUT,
                message: format!("the request body did not arrive within {} s", timeout.as_secs()),
            })?;
        let bytes = read.map_err(|rejection| {
            let status = rejection.status();
            let message = if status == StatusCode::PAYLOAD_TOO_LARGE {
                format!("the request body is larger than {} KiB", BODY_LIMIT / 1024)
            } else {
                rejection.body_text()
            };
            ApiError { status, message }
        })?;
        serde_json::from_slice(&bytes)
            .map(JsonBody)
            .map_err(|e| ApiError::bad(format!("the body is not the JSON this route takes: {e}")))
    }
}

/// Any path that is no route.
pub async fn not_found(uri: Uri) -> ApiError {
    ApiError {
        status: StatusCode::NOT_FOUND,
        message: format!("there is nothing at {}", uri.path()),
    }
}

/// A route asked with a method it does not take (the pages take GET, the API POST).
pub async fn method_not_allowed(uri: Uri) -> ApiError {
    let allowed = if uri.path().starts_with("/api/") {
        "POST"
    } else {
        "GET"
    };
    ApiError {
        status: StatusCode::METHOD_NOT_ALLOWED,
        message: format!("{} takes {allowed} only", uri.path()),
    }
}
