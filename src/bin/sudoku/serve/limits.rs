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
    /// How long a request's body may take to arrive once its head has.
    body_timeout: Duration,
}

impl Limits {
    pub fn new(workers: usize, queue: usize, budget: Duration) -> Limits {
        Limits {
            slots: Arc::new(Semaphore::new(workers + queue)),
            workers: Arc::new(Semaphore::new(workers)),
            budget,
            body_timeout: Duration::from_secs(10),
        }
    }

    /// The same limits with `timeout` for a request's body to arrive.
    pub fn with_body_timeout(self, timeout: Duration) -> Limits {
        Limits {
            body_timeout: timeout,
            ..self
        }
    }

    /// How long a request's body may take to arrive once its head has.
    pub fn body_timeout(&self) -> Duration {
        self.body_timeout
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

#[cfg(test)]
mod tests {
    use std::sync::mpsc;
    use std::time::Duration;

    use axum::http::StatusCode;

    use super::Limits;

    fn runtime() -> tokio::runtime::Runtime {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap()
    }

    #[test]
    fn a_request_that_finds_no_room_is_refused_and_the_next_one_after_is_served() {
        runtime().block_on(async {
            let limits = Limits::new(1, 1, Duration::from_secs(60));
            // One job computing and one waiting fill the limits; each holds until told.
            let (release, hold) = mpsc::channel::<()>();
            let hold = std::sync::Arc::new(std::sync::Mutex::new(hold));
            let (started, running) = mpsc::channel::<()>();
            let mut jobs = Vec::new();
            for _ in 0..2 {
                let (limits, hold, started) = (limits.clone(), hold.clone(), started.clone());
                jobs.push(tokio::spawn(async move {
                    limits
                        .run(move || {
                            let _ = started.send(());
                            let _ = hold.lock().unwrap().recv();
                            Ok(1)
                        })
                        .await
                }));
            }
            // The first job runs and the second waits: no slot is left.
            tokio::task::spawn_blocking(move || running.recv().unwrap())
                .await
                .unwrap();
            while limits.slots.available_permits() > 0 {
                tokio::time::sleep(Duration::from_millis(5)).await;
            }
            let refused = limits.run(|| Ok(0)).await.unwrap_err();
            assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
            assert!(refused.message.contains("busy"), "{}", refused.message);
            release.send(()).unwrap();
            release.send(()).unwrap();
            for job in jobs {
                assert_eq!(job.await.unwrap().unwrap(), 1);
            }
            assert_eq!(limits.run(|| Ok(2)).await.unwrap(), 2);
        });
    }

    #[test]
    fn a_job_past_its_budget_is_answered_503_and_keeps_its_worker_until_it_ends() {
        runtime().block_on(async {
            let limits = Limits::new(1, 0, Duration::from_millis(200));
            let (release, hold) = mpsc::channel::<()>();
            let late = limits.run(move || {
                let _ = hold.recv();
                Ok(())
            });
            let error = late.await.unwrap_err();
            assert_eq!(error.status, StatusCode::SERVICE_UNAVAILABLE);
            assert!(error.message.contains("budget"), "{}", error.message);
            // Its thread still holds the one worker: no room for another.
            let busy = limits.run(|| Ok(())).await.unwrap_err();
            assert!(busy.message.contains("busy"), "{}", busy.message);
            release.send(()).unwrap();
        });
    }
}
