//! Tests of the implication engine.

use super::*;
use crate::strategies::test_support::{cells_holding, pencil};

fn lit(text: &str) -> Lit {
    let (cell, digit, on) = match text.split_once("<>") {
        Some((c, d)) => (c, d, false),
        None => {
            let (c, d) = text.split_once('=').unwrap();
            (c, d, true)
        }
    };
    let candidate = Candidate::new(cell.parse().unwrap(), Digit::new(digit.parse().unwrap()).unwrap());
    if on {
        Lit::on(candidate)
    } else {
        Lit::off(candidate)
    }
}

#[test]
fn literals_print_as_placements_and_eliminations() {
    assert_eq!(lit("r4c5=1").to_string(), "r4c5=1");
    assert_eq!(lit("r4c5<>1").to_string(), "r4c5<>1");
    assert_eq!(lit("r4c5=1").negated(), lit("r4c5<>1"));
    assert_eq!(lit("r9c9=9").candidate().to_string(), "(9)r9c9");
}

#[test]
fn a_true_candidate_clears_its_cell_and_its_peers() {
    let grid = pencil(&"123456789 ".repeat(81));
    let base = Base::new(&CandidateView::new(&grid));
    let mut p = Propagation::new(Reach::Chains, 1);
    assert_eq!(p.run(&base, lit("r1c1=5")), None);
    // 8 other digits in the cell and 20 peers.
    assert_eq!(p.facts().len(), 1 + 8 + 20);
    assert!(p.fact_of(lit("r1c9<>5")).is_some());
    assert!(p.fact_of(lit("r1c1<>4")).is_some());
    assert!(p.fact_of(lit("r2c4<>5")).is_none());
}

#[test]
fn chains_follow_bivalue_cells() {
    // r1c1 holds 1 and 2, r1c5 holds 2 and 3: r1c1<>1 => r1c1=2 => r1c5<>2 => r1c5=3.
    let grid = cells_holding(&[("r1c1", "12"), ("r1c5", "23")]);
    let base = Base::new(&CandidateView::new(&grid));
    let mut p = Propagation::new(Reach::Chains, 10);
    assert_eq!(p.run(&base, lit("r1c1<>1")), None);
    let on = p.fact_of(lit("r1c5=3")).unwrap();
    assert_eq!(p.facts()[on].depth, 3);
    let path: Vec<String> = p
        .path(on)
        .iter()
        .map(|&f| p.facts()[f].literal.to_string())
        .collect();
    assert_eq!(path, ["r1c1<>1", "r1c1=2", "r1c5<>2", "r1c5=3"]);
    // With a limit of two implications, r1c5=3 is out of reach.
    let mut short = Propagation::new(Reach::Chains, 2);
    short.run(&base, lit("r1c1<>1"));
    assert!(short.fact_of(lit("r1c5<>2")).is_some());
    assert!(short.fact_of(lit("r1c5=3")).is_none());
}

#[test]
fn nets_see_singles_that_appear_during_the_propagation() {
    // r1c1 holds 1,2,3. Assuming r1c2=1 and with r1c3 = [2] nothing is left
    // but 3 for r1c1 only in a net (two causes).
    let grid = cells_holding(&[("r1c1", "123"), ("r1c2", "12"), ("r2c1", "24")]);
    let base = Base::new(&CandidateView::new(&grid));
    for (reach, expected) in [(Reach::Chains, false), (Reach::Nets, true)] {
        let mut p = Propagation::new(reach, 20);
        // r1c2=1 => r1c1<>1; r1c2=1 => r1c2<>2 (no); r2c1=2 => r1c1<>2.
        // Start from r2c1<>4: r2c1=2 => r1c1<>2, r1c2<>2 => r1c2=1 => r1c1<>1.
        p.run(&base, lit("r2c1<>4"));
        assert_eq!(p.fact_of(lit("r1c1=3")).is_some(), expected, "{reach:?}");
        if let Some(f) = p.fact_of(lit("r1c1=3")) {
            assert_eq!(p.causes(f).len(), 2);
        }
    }
}

#[test]
fn nets_use_locked_candidates() {
    // In b1, 1 can go only in r1c1, r1c2 and r2c1 (which holds 1 and 2). Without 1 in
    // r2c1, the 1 of b1 is in r1: no other cell of r1 holds 1.
    let grid = cells_holding(&[("r1c3 r2c2 r2c3 r3c1 r3c2 r3c3", "2345"), ("r2c1", "12")]);
    let base = Base::new(&CandidateView::new(&grid));
    for (reach, expected) in [(Reach::Chains, false), (Reach::Nets, true)] {
        let mut p = Propagation::new(reach, 20);
        p.run(&base, lit("r2c1<>1"));
        let locked = p.fact_of(lit("r1c7<>1"));
        assert_eq!(locked.is_some(), expected, "{reach:?}");
        if let Some(f) = locked {
            let fact = p.facts()[f];
            assert_eq!(fact.cause, Cause::Locked(House::block(0)));
            assert_eq!(fact.depth, 1);
            assert_eq!(p.causes(f), [0]);
            assert_eq!(p.locked_cells(f).to_list(), "r1c1,r1c2");
        }
    }
    // A digit confined from the start derives nothing: 1 of b1 is already only in r1.
    let grid = cells_holding(&[("r2c1 r2c2 r2c3 r3c1 r3c2 r3c3", "2345")]);
    let base = Base::new(&CandidateView::new(&grid));
    let mut p = Propagation::new(Reach::Nets, 20);
    p.run(&base, lit("r1c3<>1"));
    assert!(
        p.facts()
            .iter()
            .all(|f| f.cause != Cause::Locked(House::block(0)))
    );
}

#[test]
fn nets_use_locked_pairs() {
    // Without 3 in r1c2, r1c1 and r1c2 hold only 1 and 2: a locked pair of r1 and b1.
    let grid = cells_holding(&[("r1c1", "12"), ("r1c2", "123")]);
    let base = Base::new(&CandidateView::new(&grid));
    for (reach, expected) in [(Reach::Chains, false), (Reach::Nets, true)] {
        let mut p = Propagation::new(reach, 20);
        p.run(&base, lit("r1c2<>3"));
        for target in ["r1c9<>1", "r1c5<>2", "r3c3<>1"] {
            let locked = p.fact_of(lit(target));
            assert_eq!(locked.is_some(), expected, "{reach:?} {target}");
            if let Some(f) = locked {
                let fact = p.facts()[f];
                assert_eq!(fact.cause, Cause::LockedPair([1, 0], 0b11), "{target}");
                assert_eq!((fact.depth, p.causes(f)), (1, &[0u16][..]), "{target}");
            }
        }
    }
    // The pair the grid has from the start derives nothing.
    let grid = cells_holding(&[("r1c1 r1c2", "12")]);
    let base = Base::new(&CandidateView::new(&grid));
    let mut p = Propagation::new(Reach::Nets, 20);
    p.run(&base, lit("r5c5<>1"));
    assert!(
        p.facts()
            .iter()
            .all(|f| !matches!(f.cause, Cause::LockedPair(..)))
    );
}

#[test]
fn contradictions_are_found() {
    // r1c1 and r1c2 hold only 1 and 2; r1c3 holds 1, 2 and 3. Taking r1c3=1 empties
    // nothing at once, but in a chain r1c3=1 => r1c1<>1 => r1c1=2 => r1c2<>2 =>
    // r1c2=1, while r1c3=1 => r1c2<>1.
    let grid = cells_holding(&[("r1c1 r1c2", "12"), ("r1c3", "123")]);
    let base = Base::new(&CandidateView::new(&grid));
    let mut p = Propagation::new(Reach::Chains, 20);
    let conflict = p.run(&base, lit("r1c3=1")).expect("a contradiction");
    let Contradiction::Both { on, off } = conflict else {
        panic!("{conflict:?}")
    };
    assert_eq!(
        p.facts()[on].literal.candidate(),
        p.facts()[off].literal.candidate()
    );
    // r1c3=3 is fine.
    assert_eq!(p.run(&base, lit("r1c3=3")), None);
}

#[test]
fn an_empty_cell_is_a_contradiction() {
    let grid = cells_holding(&[("r1c1", "12"), ("r1c2", "1"), ("r2c1", "2")]);
    let base = Base::new(&CandidateView::new(&grid));
    let mut p = Propagation::new(Reach::Nets, 20);
    // Nothing to assume really: r1c2 has one candidate. Assume it.
    let conflict = p.run(&base, lit("r1c2=1"));
    assert!(conflict.is_some(), "r1c2=1 and r2c1=2 would leave r1c1 empty");
}

#[test]
fn the_depth_limit_stops_derivations() {
    let grid = pencil(&"123456789 ".repeat(81));
    let base = Base::new(&CandidateView::new(&grid));
    let mut p = Propagation::new(Reach::Nets, 0);
    p.run(&base, lit("r1c1=5"));
    assert_eq!(p.facts().len(), 1);
}
