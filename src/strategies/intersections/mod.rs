//! Intersections: a digit confined to where a box and a line meet.

mod locked_candidates;

pub use locked_candidates::{LockedCandidatesClaiming, LockedCandidatesPointing};
