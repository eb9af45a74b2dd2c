//! What keeps the server's work bounded: heavy requests run on blocking threads, at
//! most `workers` at once, with at most `queue` more waiting; a request that finds the
//! queue full, or waits and computes longer than the budget, is answered 503.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Semaphore;

use super::error::ApiError;

/// The bounds of the server's work, shared by every request.
#[derive(Clone)]
pub struct Limits {
    /// A permit for each request computing or waiting to.
    slots: Arc<Semaphore>,
    /// A permit for each request computing.
    workers: Arc<Semaphore>,
    budget: Duration,
}

impl Limits {
    pub fn new(workers: usize, queue: usize, budget: Duration) -> Limits {
        Limits {
            slots: Arc::new(Semaphore::new(workers + queue)),
            workers: Arc::new(Semaphore::new(workers)),
            budget,
        }
    }

    /// Runs `job` off the async threads when there is room, within the budget.
    ///
    /// A job past its budget is answered 503 at once, but its thread cannot be stopped:
    /// it keeps its permits until it ends, so that no more work runs than the limits
    /// allow. The engine's steps each have a bounded cost, so it does end.
    pub async fn run<T, F>(&self, job: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce() -> Result<T, ApiError> + Send + 'static,
    {
        let slot =
            self.slots.clone().try_acquire_owned().map_err(|_| {
                ApiError::busy("the server is busy with other puzzles: try again in a moment")
            })?;
        let workers = self.workers.clone();
        let work = async move {
            let worker = workers
                .acquire_owned()
                .await
                .map_err(|_| ApiError::internal("the server is stopping"))?;
            tokio::task::spawn_blocking(move || {
                let _permits = (slot, worker);
                job()
            })
            .await
            .map_err(|e| ApiError::internal(format!("the work failed: {e}")))?
        };
        tokio::time::timeout(self.budget, work).await.unwrap_or_else(|_| {
            Err(ApiError::busy(format!(
                "the puzzle took longer than the server's budget of {} s",
                self.budget.as_secs()
            )))
        })
    }
}
