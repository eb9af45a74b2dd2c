//! The engine's settings: backtracking, the uniqueness check and strategies, and the
//! self-check.

/// Whether the engine may finish with the backtracking search when no strategy applies.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub enum Backtracking {
    /// Finish with the search, and say so in the trace (the default).
    #[default]
    Allowed,
    /// Stop and report [`SolveError::Stuck`](crate::SolveError::Stuck) instead.
    Off,
}

/// Whether [`Engine::solve`](crate::Engine::solve) first checks that the puzzle has exactly one solution.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub enum UniquenessCheck {
    /// Count the solutions first; refuse puzzles with none or several (the default).
    /// Uniqueness strategies run only after this check succeeds.
    #[default]
    Verify,
    /// Skip the check. The uniqueness strategies do not run, since nothing says the
    /// puzzle has one solution; a puzzle with several solutions gets one of them.
    Skip,
}

/// Whether the strategies that rely on a unique solution (unique rectangles, BUG+1) may run.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub enum UniquenessStrategies {
    /// They run on grids known to have one solution (the default).
    #[default]
    Allowed,
    /// They never run.
    Off,
}

/// Whether every step is checked against the known solution as it is taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
#[non_exhaustive]
pub enum SelfCheck {
    /// No check (the default).
    #[default]
    Off,
    /// Check each step against the puzzle's unique solution and fail with
    /// [`SolveError::UnsoundStep`](crate::SolveError::UnsoundStep) on the first one that contradicts it. Tests turn this on.
    On,
}
