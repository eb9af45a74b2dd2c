//! Nested Forcing Net: a net with nets inside its branch.

/// Nested Forcing Net: a contradiction found by a net that runs nets inside its branch.
///
/// The outer net propagates its assumption with singles, as a [`ForcingNet`](super::ForcingNet)
/// does. Then, in the state it has reached, every candidate left is taken as true in turn
/// and followed by a plain (inner) net over that state; when the inner net runs into a
/// contradiction, the candidate is false in the branch, and the outer net goes on from
/// there, until it reaches a contradiction. A trial inside a trial: the engine tries it
/// only where no plain net applies, and it rates above them. It finds steps in the
/// hardest puzzles known, which otherwise need the search.
///
/// Of the candidates a nested net refutes, the one whose removal settles the most comes
/// first: the digits placed, then the candidates removed, once the singles, locked
/// pairs and locked candidates it leads to are followed. One well-chosen nested net
/// often opens the grid where another leaves the next net to do the rest (on
/// forum-hardest-1106 this order takes 5 nets per puzzle where cells with fewer
/// candidates first took 8).
///
/// The notation is a net's, with each candidate that an inner net removed and why:
/// `nested: r6c7<>9 since r6c7=9 => r6c1 empty`. The step's proof writes every inner net
/// out in full under the fact it proves ([`Rule::Nested`](crate::Rule::Nested)).
///
/// The nets nest one level ([`Limits::nesting_depth`](crate::Limits::nesting_depth) 0
/// turns them off); [`Limits::net_rounds`](crate::Limits::net_rounds) bounds each net,
/// counted in the outer net from the latest candidate an inner net removed. The search
/// gives up after a fixed number of inner nets (100,000) in one scan, leaving the grid
/// to the search: every step has a bounded cost.
///
/// # Example
///
/// ```
/// use sudoku_strata::{strategies::NestedForcingNet, GridSolver, LayerGrid};
///
/// // The open grid has no contradiction to find, and the search costs little.
/// assert!(NestedForcingNet.find(&LayerGrid::new()).is_none());
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct NestedForcingNet;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::forcing::implications::{Propagation, Reach};
    use crate::strategies::forcing::literal::Lit;
    use crate::strategies::forcing::nested::NestedNet;
    use crate::strategies::forcing::{Base, Scope, states};
    use crate::strategies::test_support::{assert_sound, pencil};
    use crate::{CandidateView, Grid, GridSolver, Limits};

    #[test]
    fn nested_nets_refute_what_plain_nets_cannot_and_stay_sound() {
        let grid = pencil(states::STATE_829);
        let solution: Grid = states::SOLUTION_829.parse().unwrap();
        let base = Base::new(&CandidateView::new(&grid));
        let mut plain = Propagation::new(Reach::Nets, 40);
        let mut nested = NestedNet::new(40);
        let mut only_nested = 0;
        for candidate in base.candidates() {
            let assumption = Lit::on(candidate);
            if nested.run(&base, assumption).is_none() {
                continue;
            }
            // A refuted candidate is never the solution's.
            assert_ne!(
                solution.get(candidate.cell),
                Some(candidate.digit),
                "{assumption}"
            );
            if plain.run(&base, assumption).is_none() {
                only_nested += 1;
            }
        }
        assert!(only_nested > 0);
    }

    #[test]
    fn nested_steps_say_what_the_inner_nets_removed() {
        let grid = pencil(states::STATE_829);
        let solution: Grid = states::SOLUTION_829.parse().unwrap();
        let view = CandidateView::new(&grid);
        let mut found = crate::strategies::Found::new(crate::strategies::FindMode::All, view.limits());
        let _ = crate::strategies::forcing::scan_nested(&view, &mut found, Scope::NESTED);
        let steps = found.into_steps();
        assert_sound(&grid, &steps, &solution);
        let step = steps
            .iter()
            .find(|s| s.to_string().starts_with("Nested Forcing Net: r3c3=1 "))
            .expect("a nested step refuting r3c3=1");
        assert_eq!(
            step.to_string(),
            "Nested Forcing Net: r3c3=1 => no 8 in r3 => r3c3<>1 [r3c3=1 => r1c7=1, r8c8=7, r3c7=7 => r3c2<>8, \
             r3c7<>8, r3c8<>8, r3c9<>8 (27 implications); nested: r8c8<>3 (lemma 1) since r8c8=3 => no 3 in \
             c7; r3c8<>8 (lemma 2) since r3c8=8 => r3c8 both 8 and not 8]"
        );
        // The proof writes each lemma once, numbered, and the branch cites it.
        let long = format!("{step:#}");
        assert!(long.contains("Lemma 1: r8c8 is not 3"), "{long}");
        assert!(long.contains("(lemma 1)"), "{long}");
    }

    #[test]
    fn the_nested_net_whose_elimination_leads_furthest_comes_first() {
        use crate::strategies::forcing::settled_by;

        let grid = pencil(states::STATE_829);
        let nets = NestedForcingNet.find_all(&grid);
        assert!(nets.len() > 1, "{}", nets.len());
        let base = Base::new(&CandidateView::new(&grid));
        let settles = |net: &crate::Step| {
            assert!(
                net.placements().is_empty() && net.eliminations().len() == 1,
                "a nested net removes one candidate: {net}"
            );
            settled_by(&base, net)
        };
        let first = settles(&nets[0]);
        assert!(
            first.0 > 0,
            "the first nested net leads to a placement: {}",
            nets[0]
        );
        let mut merits = vec![first];
        for net in &nets[1..] {
            let merit = settles(net);
            assert!(merit <= first, "{net} settles more than {}", nets[0]);
            merits.push(merit);
        }
        // Steps come in the order of what they settle, so the engine's one step is the best.
        assert!(merits.windows(2).all(|w| w[0] >= w[1]), "{merits:?}");
    }

    #[test]
    fn a_long_nested_step_gives_way_to_the_shortest_written_after_it() {
        use crate::strategies::forcing::{LONG_PROBES, by_merit, shorter_nested, step, sweep::Sweep};

        let grid = pencil(states::STATE_829);
        let solution: Grid = states::SOLUTION_829.parse().unwrap();
        let view = CandidateView::new(&grid);
        let base = Base::new(&view);
        let mut net = NestedNet::new(Scope::NESTED.max_depth(&view));
        let mut scratch = step::Scratch::new(Reach::Nets, Scope::NESTED.max_depth(&view));
        let order = by_merit(&base, &mut Sweep::new(Reach::Nets, usize::MAX));
        let first = (order.iter())
            .position(|&c| net.run(&base, Lit::on(c)).is_some())
            .expect("a refuted candidate");
        let further = &order[first + 1..];
        // Under no bound, the window's best is a sound step on a candidate of the window.
        let (i, shorter) = shorter_nested(&base, &mut net, &mut scratch, Scope::NESTED, further, usize::MAX)
            .expect("a second nested net");
        assert_sound(&grid, std::slice::from_ref(&shorter), &solution);
        assert_eq!(shorter.eliminations(), [further[i]], "{shorter}");
        // Of the candidates written out, it has the shortest proof: none estimated below
        // its own is shorter.
        (net.run_within(&base, Lit::on(further[i]), LONG_PROBES)).expect("refuted again");
        let estimate = net.estimate_under(&base, usize::MAX);
        if let Some((_, other)) =
            shorter_nested(&base, &mut net, &mut scratch, Scope::NESTED, further, estimate)
        {
            assert!(proof_size(&other) >= proof_size(&shorter), "{other}");
        }
        // Nothing is estimated below nothing: a bound of 0 finds no replacement.
        assert!(shorter_nested(&base, &mut net, &mut scratch, Scope::NESTED, further, 0).is_none());
    }

    fn proof_size(step: &crate::Step) -> usize {
        step.proof().map_or(0, crate::Proof::size)
    }

    #[test]
    fn nesting_depth_zero_turns_the_nested_nets_off() {
        let grid = pencil(states::STATE_829);
        assert!(NestedForcingNet.find(&grid).is_some());
        let plain = CandidateView::new(&grid).with_limits(Limits::default().with_nesting_depth(0));
        assert!(NestedForcingNet.find_in(&plain).is_none());
    }
}
