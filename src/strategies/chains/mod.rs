//! Chains: X-Chains, XY-Chains, alternating inference chains (AICs) and nice loops, on
//! single candidates and with grouped nodes.
//!
//! Every chain strategy walks one shared [`LinkGraph`] of strong and weak links. The
//! graph of a grid state is kept in the state's [`CandidateView`], so the strategies
//! that the engine tries one after another on the same state build it once; the
//! shortest chain of each technique found by one search is kept with it, so that the
//! nice-loop and AIC strategies, which share a search, run it once per state too.
//!
//! The search walks breadth first from each candidate (see [`search`]): a chain found
//! is the shortest from its start to its end, and each strategy reports its shortest
//! chain first. The classification follows HoDoKu's, so that the same puzzles give the
//! same techniques:
//! - **X-Chain**: one digit, strong links of conjugate pairs and weak links between
//!   cells; the digit goes from every cell that sees both ends.
//! - **XY-Chain**: bivalue cells linked on a shared digit, starting and ending on the
//!   same digit; that digit goes from every cell that sees both ends.
//! - **AIC**: any alternating chain that starts and ends with a strong link and is not
//!   one of the above; every candidate that sees both ends (or shares a cell with one
//!   end and sees the other on its digit) goes.
//! - **Discontinuous Nice Loop**: a loop from a candidate back to itself, weak at both
//!   ends (the candidate goes) or strong at both ends (it is placed; the step removes
//!   the other candidates of its cell, as HoDoKu does).
//! - **Continuous Nice Loop**: a loop whose links alternate all the way round; every
//!   weak link becomes strong, so the cell of a weak link inside a cell loses its other
//!   candidates, and each cell outside the loop that sees both ends of a weak link loses
//!   that digit.
//! - The **grouped** forms are the same chains using at least one grouped node: a digit
//!   in two or three cells of a box that share a row or column, or an almost locked set
//!   (`n` cells of a house with `n + 1` digits), as HoDoKu's grouped chains do. A set
//!   is entered by a weak link on one digit `x` (a true `x` that sees every `x` of the
//!   set) and is then locked: each other digit `z` is in it, which is a weak link to
//!   every `z` outside that sees all its `z`s. It is written `(x=...)cells` with the
//!   digits it keeps, for example `(5)r6c9-(5=389)r4c79,r6c9-(3)r4c5`. A continuous
//!   loop through a set holds one of its two linked digits there either way round, so
//!   the set's other digits are locked and leave every cell that sees all their places.
//!
//! Every elimination of an AIC is also a discontinuous loop (through the eliminated
//! candidate), so the default order tries AICs before discontinuous loops: the AIC is
//! the shorter chain and makes all its eliminations at once.
//!
//! The sets come from the ALS index of the state that the ALS strategies share; as in
//! HoDoKu only sets of two cells or more are nodes (a bivalue cell is two candidates
//! already), and at most a few hundred of them, smaller sets first.

mod aic;
mod als_nodes;
mod chain;
mod graph;
mod groups;
mod loop_effect;
mod nice_loop;
mod node;
mod proof;
mod remote_pair;
mod search;
mod x_chain;
mod xy_chain;

use std::cell::OnceCell;
use std::ops::ControlFlow;

pub use aic::{Aic, AlsAic, GroupedAic};
pub use nice_loop::{
    AlsContinuousNiceLoop, AlsDiscontinuousNiceLoop, ContinuousNiceLoop, DiscontinuousNiceLoop,
    GroupedContinuousNiceLoop, GroupedDiscontinuousNiceLoop,
};
pub use remote_pair::RemotePair;
pub use x_chain::XChain;
pub use xy_chain::XyChain;

use self::chain::{Chain, ChainSearch};
pub(crate) use self::graph::LinkGraph;
use super::{FindMode, Found};
use crate::{CandidateView, Technique};

/// The link graph of one candidate state and the chains found in it, kept in the
/// state's [`CandidateView`].
pub(crate) struct ChainState {
    graph: LinkGraph,
    /// Per [`ChainSearch`], the shortest chain of each of its techniques (when searched).
    shortest: [OnceCell<Vec<Option<Chain>>>; 5],
    /// Per [`ChainSearch`], every chain with a distinct effect, shortest first (when
    /// listed).
    every: [OnceCell<Vec<Chain>>; 5],
}

/// The chains of the state `view` shows: its graph, built when first asked for.
fn state<'v>(view: &'v CandidateView<'_>) -> &'v ChainState {
    view.chain_cell().get_or_init(|| ChainState {
        graph: LinkGraph::new(view),
        shortest: Default::default(),
        every: Default::default(),
    })
}

/// The link graph of the state `view` shows, for the strategies of other families that
/// follow the same links (forcing chains).
pub(crate) fn graph<'v>(view: &'v CandidateView<'_>) -> &'v LinkGraph {
    &state(view).graph
}

/// Reports the chains of `technique` in the state `view` shows: the shortest one, or
/// every one with a distinct effect, shortest first.
fn scan(view: &CandidateView<'_>, technique: Technique, found: &mut Found) -> ControlFlow<()> {
    let Some(search) = ChainSearch::of(technique) else {
        return ControlFlow::Continue(());
    };
    let state = state(view);
    match found.mode() {
        FindMode::First => {
            let shortest = state.shortest[search.index()]
                .get_or_init(|| chain::search(&state.graph, search, FindMode::First).into_chains());
            let slot = search.techniques().iter().position(|&t| t == technique);
            if let Some(Some(chain)) = slot.and_then(|i| shortest.get(i)) {
                found.push(chain.to_step(view.grid()))?;
            }
        }
        FindMode::All => {
            let chains = state.every[search.index()].get_or_init(|| {
                let all = chain::search(&state.graph, search, FindMode::All).into_chains();
                all.into_iter().flatten().collect()
            });
            for chain in chains.iter().filter(|c| c.technique == technique) {
                let step = chain.to_step(view.grid());
                found.push_new(step)?;
            }
        }
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use crate::{
        ChainNode, Engine, Grid, GridSolver, House, LayerGrid, Link, LinkKind, Technique, strategies,
    };

    /// Whether the grid has the link, checked from its candidates alone; `via_set` says
    /// that the chain passes an almost locked set, whose two digits are strongly linked
    /// even in one cell.
    fn holds(grid: &LayerGrid, link: &Link, via_set: bool, forcing: bool) -> bool {
        let (a, b) = (link.from, link.to);
        let single = |n: ChainNode| n.cells.single_cell();
        // A digit of an almost locked set and a cell that the set's lock leaves with one
        // candidate (the set itself is not in the link: only its ends are checked).
        if forcing
            && link.kind == LinkKind::Strong
            && !a.cells.intersects(b.cells)
            && a.cells.is_subset(grid.candidates(a.digit))
            && b.cells.is_subset(grid.candidates(b.digit))
            && [a, b]
                .iter()
                .any(|n| single(*n).is_some_and(|c| grid.cell_candidates(c).len() >= 3))
        {
            return true;
        }
        if a.digit != b.digit {
            // Two digits of one cell: weak, or strong when they are its only two.
            return match (single(a), single(b)) {
                (Some(x), Some(y)) if x == y => {
                    let digits = grid.cell_candidates(x);
                    link.kind == LinkKind::Weak || digits.len() == 2 || via_set
                }
                // Two digits of an almost locked set: strong. (Its places of the two
                // digits lie in one house and are candidates.)
                _ => {
                    let both = a.cells | b.cells;
                    link.kind == LinkKind::Strong
                        && a.cells.is_subset(grid.candidates(a.digit))
                        && b.cells.is_subset(grid.candidates(b.digit))
                        && House::ALL.iter().any(|h| both.is_subset(h.cells()))
                }
            };
        }
        let both = a.cells | b.cells;
        let d = a.digit;
        if a.cells.intersects(b.cells) || !both.is_subset(grid.candidates(d)) {
            return false;
        }
        match link.kind {
            LinkKind::Weak => a.cells.iter().all(|x| b.cells.iter().all(|y| x.sees(y))),
            LinkKind::Strong => House::ALL.iter().any(|h| grid.candidates_in(d, *h) == both),
        }
    }

    /// On every state along the engine's solutions of the hard fixtures, `find` gives
    /// the first step that `find_all` lists, and every link of every chain listed is a
    /// link of the grid.
    #[test]
    fn chains_are_made_of_the_grids_links_and_find_comes_first() {
        let engine = Engine::default();
        let chains: Vec<Box<dyn GridSolver>> = Technique::ALL
            .iter()
            // Remote Pair is a chain too, but lives in its own file with its own search.
            .filter(|t| t.family() == crate::Family::Chains && **t != Technique::RemotePair)
            .filter_map(|&t| strategies::for_technique(t))
            .collect();
        assert_eq!(chains.len(), 11);
        let fixtures = include_str!("../../../fixtures/puzzles.tsv");
        let mut compared = 0;
        for line in fixtures.lines().filter(|l| l.starts_with("hard")) {
            let puzzle: Grid = line.split('\t').nth(1).unwrap().parse().unwrap();
            let mut grid = LayerGrid::from_grid(&puzzle);
            while let Some(step) = engine.next_step(&grid) {
                for strategy in &chains {
                    let all = strategy.find_all(&grid);
                    let first = strategy.find(&grid).map(|s| s.to_string());
                    assert_eq!(first, all.first().map(|s| s.to_string()), "{}", strategy.name());
                    for found in &all {
                        let links = &found.pattern().links;
                        // Chains through almost locked sets (`(5=18)r34c4`) have links
                        // inside a set and from a set to a cell its lock forces.
                        let via_set = found.technique().name().starts_with("ALS");
                        let forcing = via_set;
                        assert!(links.len() >= 3, "{found}");
                        for link in links {
                            assert!(holds(&grid, link, via_set, forcing), "{found}: {link:?}");
                        }
                        for pair in links.windows(2) {
                            assert_eq!(pair[0].to, pair[1].from, "{found}");
                        }
                    }
                    compared += all.len();
                }
                grid.apply(&step).unwrap();
            }
        }
        assert!(compared > 100, "only {compared} chains checked");
    }
}
