//! Batches on every core, with the output in input order as soon as it is ready.
//!
//! Each thread takes the next few items from the one source, works on them, and hands
//! its results to the one writer; results that come early wait in a reorder window until
//! those before them are written. So there is no barrier between batches (a slow puzzle
//! holds back the output, not the other threads, until the window is full), the first
//! result is written as soon as it is made, and the memory is that of the window, not of
//! the input.
//!
//! Why not rayon: its ordered `collect` needs a whole batch before it writes anything
//! (each batch waits for its slowest puzzle), and `par_bridge` gives up the order.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use sudoku_strata::Entry;

use crate::Tally;
use crate::input::Input;
use crate::output::Out;

/// How many items may be taken beyond the last one written: the bound on the results
/// that wait for a slow one before them.
const WINDOW: usize = 4096;

/// The most items a thread takes at once.
const MOST_AT_ONCE: usize = 512;

/// How long a thread aims to work on the items it takes at once: long enough that
/// taking and handing over cost little beside the work, short enough that the threads
/// finish together and the output keeps flowing.
const SHARE: Duration = Duration::from_millis(1);

/// Runs `work` on every item of `source` on `jobs` threads (this one and `jobs - 1`
/// more), and gives each item with its result to `write` in the order of `source`.
///
/// `source` and `write` are each called by one thread at a time; `work` by all at once.
/// On one thread this is a plain loop.
pub fn run<T, R>(
    jobs: usize,
    source: impl FnMut() -> Option<T> + Send,
    work: impl Fn(&T) -> R + Sync,
    write: impl FnMut(T, R) + Send,
) where
    T: Send,
    R: Send,
{
    let shared = Shared {
        reading: Mutex::new(Reading {
            source,
            next: 0,
            done: false,
        }),
        room: Condvar::new(),
        writing: Mutex::new(Writing {
            write,
            waiting: BTreeMap::new(),
        }),
        written: AtomicUsize::new(0),
        stopped: AtomicBool::new(false),
    };
    std::thread::scope(|scope| {
        for _ in 1..jobs {
            scope.spawn(|| shared.worker(&work));
        }
        shared.worker(&work);
    });
}

/// Runs a batch command over the entries of `input` on `jobs` threads (see [`run`]):
/// `work` makes each entry's result, `write` writes it (to `out`, in input order, with
/// the name of the input for messages), and the progress bar and the flushing of `out`
/// follow.
pub fn entries<R: Send>(
    jobs: usize,
    input: &mut Input,
    out: &mut Out,
    work: impl Fn(&Entry) -> R + Sync,
    mut write: impl FnMut(&mut Out, &str, Entry, R) + Send,
) {
    let name = input.name.clone();
    let progress = out.progress();
    // A hidden bar (in a pipe, or a short input) is not worth its lock for every entry.
    let shown = !progress.is_hidden();
    let source = || {
        let entry = input.next();
        if shown {
            progress.set_position(input.bytes_read());
        }
        entry
    };
    run(jobs, source, work, |entry, result| {
        write(out, &name, entry, result);
        if shown {
            out.answered(1);
        }
        out.flush_if_due();
    });
}

/// Runs a batch command whose work on an entry gives an answer or a message (see
/// [`entries`]): `write` writes each answer, and a message is written as the entry's
/// failure (a JSON object when `json`). Flushes `out` at the end and returns how many
/// entries were answered and how many failed.
pub fn answer_each<A: Send>(
    jobs: usize,
    input: &mut Input,
    out: &mut Out,
    json: bool,
    work: impl Fn(&Entry) -> Result<A, String> + Sync,
    mut write: impl FnMut(&mut Out, &str, &Entry, A) + Send,
) -> Tally {
    let mut tally = Tally::default();
    entries(jobs, input, out, work, |out, name, entry, answer| match answer {
        Ok(answer) => {
            write(out, name, &entry, answer);
            tally.ok += 1;
        }
        Err(message) => {
            out.failure(name, &entry, &message, json);
            tally.failed += 1;
        }
    });
    out.finish();
    tally
}

/// The source and how far it has been read.
struct Reading<S> {
    source: S,
    /// The number of the next item.
    next: usize,
    /// Whether the source has no more items.
    done: bool,
}

/// The writer, and the results that wait for those before them, by the number of their
/// first item.
struct Writing<W, T, R> {
    write: W,
    waiting: BTreeMap<usize, Vec<(T, R)>>,
}

struct Shared<S, W, T, R> {
    reading: Mutex<Reading<S>>,
    /// Signalled, with `reading` taken, when the window moves on or a thread stops.
    room: Condvar,
    writing: Mutex<Writing<W, T, R>>,
    /// How many items have been written: the start of the window.
    written: AtomicUsize,
    /// Set when a thread panicked, so that the others stop instead of waiting for its
    /// results forever.
    stopped: AtomicBool,
}

impl<S, W, T, R> Shared<S, W, T, R>
where
    S: FnMut() -> Option<T>,
    W: FnMut(T, R),
{
    /// One thread's loop: take items, work, hand the results over, until the source is
    /// done.
    fn worker(&self, work: &(impl Fn(&T) -> R + Sync)) {
        let _stop_others = StopOnPanic(self);
        // Start with one item, so that the first result comes at once, then take as many
        // as fill `SHARE`.
        let mut at_once = 1;
        while let Some((first, items)) = self.take(at_once) {
            let started = Instant::now();
            let results: Vec<(T, R)> = items
                .into_iter()
                .map(|item| {
                    let result = work(&item);
                    (item, result)
                })
                .collect();
            at_once = next_share(results.len(), started.elapsed(), at_once);
            self.hand_over(first, results);
        }
    }

    /// The next `count` items (fewer at the end) and the number of the first, once the
    /// window has room for them; `None` when the source is done.
    fn take(&self, count: usize) -> Option<(usize, Vec<T>)> {
        let mut reading = lock(&self.reading);
        let room = loop {
            if reading.done || self.stopped.load(Ordering::Acquire) {
                return None;
            }
            let ahead = reading.next - self.written.load(Ordering::Acquire);
            if ahead < WINDOW {
                break WINDOW - ahead;
            }
            reading = self.room.wait(reading).unwrap_or_else(PoisonError::into_inner);
        };
        let count = count.min(room);
        let mut items = Vec::with_capacity(count);
        while items.len() < count {
            match (reading.source)() {
                Some(item) => items.push(item),
                None => {
                    reading.done = true;
                    break;
                }
            }
        }
        let first = reading.next;
        reading.next += items.len();
        (!items.is_empty()).then_some((first, items))
    }

    /// Writes `results`, the items from number `first` on, with every result after them
    /// that waited for them; or keeps them until those before are written.
    fn hand_over(&self, first: usize, results: Vec<(T, R)>) {
        let mut writing = lock(&self.writing);
        writing.waiting.insert(first, results);
        let mut written = self.written.load(Ordering::Acquire);
        let before = written;
        while let Some(entry) = writing.waiting.first_entry() {
            if *entry.key() != written {
                break;
            }
            let results = entry.remove();
            written += results.len();
            for (item, result) in results {
                (writing.write)(item, result);
            }
        }
        if written != before {
            self.written.store(written, Ordering::Release);
            drop(writing);
            self.wake();
        }
    }

    /// Wakes the threads waiting for room. Taking `reading` first means no thread is
    /// between its check of the window and its wait, so none misses this.
    fn wake(&self) {
        drop(lock(&self.reading));
        self.room.notify_all();
    }
}

/// How many items to take next, after `count` took `took`: as many as fill `SHARE` at
/// that pace, at most twice as many as before (a few quick items in a row do not make
/// one thread take a long run of slow ones), from 1 to `MOST_AT_ONCE`.
fn next_share(count: usize, took: Duration, before: usize) -> usize {
    let each = took.as_nanos() / count.max(1) as u128;
    let fill = SHARE.as_nanos().checked_div(each).unwrap_or(u128::MAX);
    let fill = usize::try_from(fill).unwrap_or(usize::MAX);
    fill.min(2 * before).clamp(1, MOST_AT_ONCE)
}

fn lock<V>(mutex: &Mutex<V>) -> MutexGuard<'_, V> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Stops the other threads when the one that holds this panics.
struct StopOnPanic<'a, S, W, T, R>(&'a Shared<S, W, T, R>)
where
    S: FnMut() -> Option<T>,
    W: FnMut(T, R);

impl<S, W, T, R> Drop for StopOnPanic<'_, S, W, T, R>
where
    S: FnMut() -> Option<T>,
    W: FnMut(T, R),
{
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stopped.store(true, Ordering::Release);
            self.0.wake();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Items of very different lengths, on several threads, come out in order.
    #[test]
    fn results_come_in_input_order_on_every_thread_count() {
        for jobs in [1, 2, 3, 8] {
            let mut items = 0..3 * WINDOW;
            let mut seen = Vec::new();
            run(
                jobs,
                || items.next(),
                |&i| {
                    if i % 997 == 0 {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    i * 2
                },
                |i, doubled| seen.push((i, doubled)),
            );
            let expected: Vec<(usize, usize)> = (0..3 * WINDOW).map(|i| (i, i * 2)).collect();
            assert_eq!(seen, expected, "{jobs} threads");
        }
    }

    /// A slow item holds back at most the window: the others never run further ahead.
    #[test]
    fn a_slow_item_holds_back_at_most_the_window() {
        let written = AtomicUsize::new(0);
        let furthest = AtomicUsize::new(0);
        let mut items = 0..3 * WINDOW;
        run(
            2,
            || items.next(),
            |&i| {
                if i == 0 {
                    std::thread::sleep(Duration::from_millis(50));
                }
                let ahead = i - written.load(Ordering::Acquire);
                furthest.fetch_max(ahead, Ordering::AcqRel);
            },
            |_, ()| {
                written.fetch_add(1, Ordering::AcqRel);
            },
        );
        assert_eq!(written.load(Ordering::Acquire), 3 * WINDOW);
        let furthest = furthest.load(Ordering::Acquire);
        assert!(furthest < WINDOW, "{furthest} items ahead of the output");
        assert!(furthest > 0, "the second thread worked while the first was slow");
    }

    #[test]
    fn an_empty_source_writes_nothing() {
        let mut calls = 0;
        run(2, || None::<u8>, |_| (), |_, ()| calls += 1);
        assert_eq!(calls, 0);
    }

    #[test]
    fn shares_grow_with_quick_items_and_shrink_with_slow_ones() {
        assert_eq!(next_share(1, Duration::from_micros(2), 1), 2);
        assert_eq!(next_share(64, Duration::from_micros(128), 64), 128);
        assert_eq!(next_share(500, Duration::from_micros(1000), 500), 500);
        assert_eq!(next_share(4, Duration::from_secs(1), 4), 1);
        assert_eq!(
            next_share(MOST_AT_ONCE, Duration::ZERO, MOST_AT_ONCE),
            MOST_AT_ONCE
        );
    }
}
