//! The parallel map under every batch call: worker threads take puzzles one at a time
//! (so a slow puzzle holds up one thread, not a share of the batch), and the results
//! come back in input order as soon as each is ready, while the calling thread turns
//! the earlier ones into Python objects. A window bounds how far the workers run ahead
//! of the caller, so memory stays bounded however long the input is.
//!
//! Why not rayon's `par_iter().collect()`: it returns when the whole batch is done, so
//! converting the results to Python objects (on the one thread that holds the
//! interpreter) waited for the last puzzle, and everything stayed in memory at once.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// How many results per worker may wait for the caller before the workers pause.
const WINDOW_PER_THREAD: usize = 32;

/// What the workers and the caller share.
struct Shared<T> {
    state: Mutex<State<T>>,
    /// Signalled when the result the caller waits for is ready.
    ready: Condvar,
    /// Signalled when the caller took results (room in the window) or the stream stops.
    room: Condvar,
}

struct State<T> {
    /// The next item a worker will take.
    claimed: usize,
    /// The next result the caller will take.
    taken: usize,
    /// Results waiting for the caller: item `i` in slot `i % slots.len()`.
    slots: Vec<Option<T>>,
    /// Set when the caller stops early (an error raised, the stream dropped).
    stopped: bool,
}

/// Results of `work` over `items`, computed on worker threads and taken in input
/// order. Dropping it stops the workers after the item each is on (without waiting for
/// them: they own what they use, and the caller need not hold the interpreter that long).
pub struct Stream<T> {
    shared: Arc<Shared<T>>,
    len: usize,
}

/// What [`Stream::next_ready`] found.
pub enum Next<T> {
    /// The next results, in order (at least one).
    Ready(Vec<T>),
    /// None yet, after waiting a while: the caller may check for Ctrl-C and wait again.
    Waiting,
    /// Every result was taken.
    Done,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A worker that panicked left no half-made state (it holds the lock only to claim
    // an item or store a result), so the state stays usable.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl<T: Send + 'static> Stream<T> {
    /// Starts `threads` workers (at least one) on `items`.
    pub fn start<I, F>(items: Vec<I>, threads: usize, work: F) -> Stream<T>
    where
        I: Send + Sync + 'static,
        F: Fn(&I) -> T + Send + Sync + 'static,
    {
        let threads = threads.clamp(1, items.len().max(1));
        let len = items.len();
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                claimed: 0,
                taken: 0,
                slots: (0..threads * WINDOW_PER_THREAD).map(|_| None).collect(),
                stopped: false,
            }),
            ready: Condvar::new(),
            room: Condvar::new(),
        });
        let items = Arc::new(items);
        let work = Arc::new(work);
        for _ in 0..threads {
            let (shared, items, work) = (Arc::clone(&shared), Arc::clone(&items), Arc::clone(&work));
            std::thread::spawn(move || run_worker(&shared, &items, &*work));
        }
        Stream { shared, len }
    }

    /// How many items the stream has in all.
    pub fn len(&self) -> usize {
        self.len
    }

    /// The results that follow those taken so far, waiting at most `wait` for the first.
    pub fn next_ready(&mut self, wait: Duration) -> Next<T> {
        let mut state = lock(&self.shared.state);
        if state.taken == self.len {
            return Next::Done;
        }
        let size = state.slots.len();
        if state.slots[state.taken % size].is_none() {
            state = self
                .shared
                .ready
                .wait_timeout_while(state, wait, |s| s.slots[s.taken % size].is_none())
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        let mut results = Vec::new();
        while state.taken < self.len {
            let slot = state.taken % size;
            let Some(result) = state.slots[slot].take() else {
                break;
            };
            results.push(result);
            state.taken += 1;
        }
        drop(state);
        match results.is_empty() {
            true => Next::Waiting,
            false => {
                self.shared.room.notify_all();
                Next::Ready(results)
            }
        }
    }
}

impl<T> Stream<T> {
    /// Stops the workers after the item each is on, and drops the results not taken.
    pub fn stop(&mut self) {
        let mut state = lock(&self.shared.state);
        state.stopped = true;
        state.slots.iter_mut().for_each(|slot| *slot = None);
        drop(state);
        self.shared.room.notify_all();
    }
}

impl<T> Drop for Stream<T> {
    fn drop(&mut self) {
        self.stop();
    }
}

/// A worker: claims the next item while the window has room, works on it without the
/// lock, and stores its result.
fn run_worker<I, T>(shared: &Shared<T>, items: &[I], work: &dyn Fn(&I) -> T) {
    loop {
        let index = {
            let mut state = lock(&shared.state);
            let size = state.slots.len();
            state = shared
                .room
                .wait_while(state, |s| {
                    !s.stopped && s.claimed < items.len() && s.claimed >= s.taken + size
                })
                .unwrap_or_else(PoisonError::into_inner);
            if state.stopped || state.claimed >= items.len() {
                return;
            }
            state.claimed += 1;
            state.claimed - 1
        };
        let result = work(&items[index]);
        let mut state = lock(&shared.state);
        let size = state.slots.len();
        state.slots[index % size] = Some(result);
        let wanted = index == state.taken;
        drop(state);
        if wanted {
            shared.ready.notify_one();
        }
    }
}
