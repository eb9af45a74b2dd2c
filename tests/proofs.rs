//! Every proof the engine writes replays in a checker of its own (tests/common/
//! proof_check.rs), which shares no code with the strategies: on our fixtures, on
//! samples of the shared sets, and on states made to fail.

mod common {
    pub mod datasets;
    pub mod proof_check;
}

use common::proof_check;
use sudoku_strata::{
    Cell, Digit, End, Engine, Fact, Family, Grid, GridSolver, LayerGrid, Literal, Proof, Rule, SelfCheck,
    Step, Technique, strategies::KrakenFish,
};

/// Walks the engine over `puzzle`, checking the proof of every step in the state it was
/// found in; returns how many proofs were checked.
fn walk(engine: &Engine, puzzle: &Grid) -> usize {
    let solution = engine.solve(puzzle).unwrap_or_else(|e| panic!("{puzzle}: {e}"));
    let mut grid = LayerGrid::from_grid(puzzle);
    grid.assume_unique_solution();
    let mut proofs = 0;
    for step in solution.steps() {
        if let Err(e) = proof_check::check(&grid, step) {
            panic!("{puzzle}: {e}\n{grid}");
        }
        if let Some(proof) = step.proof() {
            lemma_headers_cite_written_facts(&proof.to_string());
            proofs += 1;
        }
        grid.apply(step)
            .unwrap_or_else(|e| panic!("{puzzle}: {step}: {e}"));
    }
    proofs
}

/// Each fact a lemma's header names (`Lemma 2: r1c6 is not 4 (using r8c4<>4 by r8c9=4,
/// r6c9<>4 of this branch):`) can be found above it: as a fact's line, as a premise
/// written with what it sees, as the assumption (`Suppose r8c9=4:`), as an earlier
/// lemma, or in an earlier header.
fn lemma_headers_cite_written_facts(text: &str) {
    for (n, line) in text.lines().enumerate() {
        let Some(using) = line.split(" (using ").nth(1) else {
            continue;
        };
        let Some(using) = using.strip_suffix(" of this branch):") else {
            continue;
        };
        let above: Vec<&str> = text.lines().take(n).collect();
        for premise in using.split(", ") {
            let literal = premise.split(" by ").next().unwrap();
            // A lemma's conclusion: `Lemma 1: r1c5 is not 4`.
            let lemma = literal
                .split_once("<>")
                .map(|(cell, digit)| format!(": {cell} is not {digit} "));
            let written = premise.contains(" by ")
                || above.iter().any(|l| {
                    l.trim_start().starts_with(&format!("{literal} ("))
                        || l.contains(&format!("{literal} by "))
                        || l.trim_start().starts_with(&format!("so {literal} ("))
                        || l.ends_with(&format!(" {literal}:"))
                        || lemma
                            .as_ref()
                            .is_some_and(|lemma| l.contains("Lemma ") && l.contains(lemma.as_str()))
                });
            assert!(
                written,
                "{literal} of {line:?} is written nowhere above it:\n{text}"
            );
        }
    }
}

#[test]
fn every_proof_on_the_fixtures_replays() {
    let engine = Engine::default().with_self_check(SelfCheck::On);
    let mut proofs = 0;
    for line in include_str!("../fixtures/puzzles.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
    {
        let puzzle: Grid = line
            .split('\t')
            .nth(1)
            .expect("a puzzle")
            .parse()
            .expect("a puzzle");
        proofs += walk(&engine, &puzzle);
    }
    // 3D Medusa steps (colouring, which carries no proof) take a few of the steps that
    // chains took on these puzzles; the shared sets below replay many more proofs.
    assert!(proofs > 5, "only {proofs} steps with a proof on the fixtures");
}

#[test]
fn every_proof_on_samples_of_the_shared_sets_replays() {
    let Some(folder) = common::datasets::folder_or_skip("proof check") else {
        return;
    };
    let engine = Engine::default().with_self_check(SelfCheck::On);
    for (set, size) in [
        ("top1465", 120),
        ("forum-hardest-1106", 12),
        ("forum-hardest-1905-11plus", 12),
    ] {
        let puzzles = common::datasets::sample(&common::datasets::puzzles(&folder, set), size);
        let proofs: usize = puzzles
            .iter()
            .map(|line| walk(&engine, &line.parse().expect("a puzzle")))
            .sum();
        assert!(proofs >= size, "{set}: only {proofs} proofs in {size} puzzles");
    }
}

/// Every forcing step carries a proof.
#[test]
fn forcing_steps_carry_proofs() {
    let engine = Engine::default();
    let hard = ".3......28.6....1.....4...3..1..6.7....7..3.4.6.3.5.......87..9..9..2...7.....2..";
    let solution = engine.solve(&hard.parse().expect("a puzzle")).expect("solved");
    let forcing: Vec<&Step> = solution
        .steps()
        .iter()
        .filter(|s| s.technique().family() == Family::ForcingChains)
        .collect();
    for step in &forcing {
        assert!(step.proof().is_some(), "{step}");
    }
}

fn lit(cell: &str, digit: u8, holds: bool) -> Literal {
    Literal::new(cell.parse::<Cell>().unwrap(), Digit::new(digit).unwrap(), holds)
}

/// r1c1 holds 1 or 2, r1c5 1 or 5, r5c1 2 or 5; every other cell all nine digits.
fn gadget() -> LayerGrid {
    let text: String = Cell::ALL
        .iter()
        .map(|c| match c.to_string().as_str() {
            "r1c1" => "[12] ",
            "r1c5" => "[15] ",
            "r5c1" => "[25] ",
            _ => "123456789 ",
        })
        .collect();
    text.parse().expect("a pencil-mark grid")
}

/// The checker refuses proofs that skip or bend a rule: it can fail.
#[test]
fn the_checker_refuses_bad_proofs() {
    let grid = gadget();
    let good = Proof::contradiction(
        lit("r5c5", 5, true),
        vec![
            Fact::new(
                lit("r1c5", 5, false),
                Rule::Sees {
                    by: lit("r5c5", 5, true),
                },
            ),
            Fact::new(lit("r1c5", 1, true), Rule::NakedSingle).resting_on(vec![lit("r1c5", 5, false)]),
            Fact::new(
                lit("r1c1", 1, false),
                Rule::Sees {
                    by: lit("r1c5", 1, true),
                },
            ),
            Fact::new(
                lit("r5c1", 5, false),
                Rule::Sees {
                    by: lit("r5c5", 5, true),
                },
            ),
            Fact::new(lit("r5c1", 2, true), Rule::NakedSingle).resting_on(vec![lit("r5c1", 5, false)]),
            Fact::new(
                lit("r1c1", 2, false),
                Rule::Sees {
                    by: lit("r5c1", 2, true),
                },
            ),
        ],
        End::NoCandidate {
            cell: "r1c1".parse().unwrap(),
        },
    );
    let r5c5 = "r5c5".parse::<Cell>().unwrap();
    let five = Digit::new(5).unwrap();
    let step = Step::builder(Technique::ForcingChainContradiction)
        .eliminate(r5c5, five)
        .prove(good.clone())
        .build();
    assert_eq!(proof_check::check(&grid, &step), Ok(()));

    // A fact whose premise is missing.
    let mut skipped = good.clone();
    skipped.branches[0].facts.remove(0);
    let step = Step::builder(Technique::ForcingChainContradiction)
        .eliminate(r5c5, five)
        .prove(skipped)
        .build();
    assert!(
        proof_check::check(&grid, &step)
            .unwrap_err()
            .contains("its premise r1c5<>5 is not established before it")
    );

    // A fact that lists too few premises for its rule.
    let mut short = good.clone();
    short.branches[0].facts[1].from.clear();
    let step = Step::builder(Technique::ForcingChainContradiction)
        .eliminate(r5c5, five)
        .prove(short)
        .build();
    assert!(
        proof_check::check(&grid, &step)
            .unwrap_err()
            .contains("r1c5 may still hold 5 (with its listed premises alone)")
    );
    let mut wrong = good.clone();
    wrong.branches[0].facts[1].from = vec![lit("r5c5", 5, true)];
    let step = Step::builder(Technique::ForcingChainContradiction)
        .eliminate(r5c5, five)
        .prove(wrong)
        .build();
    assert!(
        proof_check::check(&grid, &step)
            .unwrap_err()
            .contains("r1c5 may still hold 5 (with its listed premises alone)")
    );

    // A proof of something else than the step's effect.
    let step = Step::builder(Technique::ForcingChainContradiction)
        .eliminate("r9c9".parse().unwrap(), five)
        .prove(good.clone())
        .build();
    assert!(
        proof_check::check(&grid, &step)
            .unwrap_err()
            .contains("does not remove r9c9<>5")
    );

    // A contradiction that is not one.
    let mut open = good;
    open.branches[0].facts.pop();
    let step = Step::builder(Technique::ForcingChainContradiction)
        .eliminate(r5c5, five)
        .prove(open)
        .build();
    assert!(
        proof_check::check(&grid, &step)
            .unwrap_err()
            .contains("still has a candidate")
    );

    // A forcing step without a proof.
    let bare = Step::builder(Technique::ForcingNet).eliminate(r5c5, five).build();
    assert!(proof_check::check(&grid, &bare).unwrap_err().contains("no proof"));
}

/// A state of a top1465 puzzle whose simplest step is an ALS loop,
/// `(5)r8c8-(5)r8c1=(5)r4c1-(3)r4c1=(3)r4c3-(3)r7c3=(5=1378)r8c1235-(5)r8c8`: its last
/// strong link puts 5 in the set r8c1235 because r7c3, once not 3, would be left empty.
const ALS_LOOP_STATE: &str = "1.3..6..9..34....912...6.....34..............12......9..........2.456...1..45...............34................34.6....234.....12...6...12.........................1....6..9...4..7.912...67....................12......9..........2.4.6...1..4.6.....3.5...............34......2.4.6.8...........2...6....2.45..................6.8......6..9..............6.8..........1..4..............1..4...................6.89.............5..89...4.6.8......6.8.12.4..............12.45....12...6...1....6..9...........3.5..8.1.3....8.1.3....................................45..8...345....1.3.5......3.5.78.1.....7.............3.5......................1...5..8.....................................12........23.5......................1...5....1.3.5....";

/// Chains and loops through almost locked sets prove each link as a fact of their one
/// branch ("5 is in the almost locked set", the `almost locked set` rule), with no net
/// inside, and the proofs replay.
#[test]
fn als_chains_prove_their_sets_as_facts_with_no_net_inside() {
    let mut grid: LayerGrid = ALS_LOOP_STATE.parse().unwrap();
    grid.assume_unique_solution();
    let (mut steps, mut in_set) = (0, 0);
    for technique in [
        Technique::AlsDiscontinuousNiceLoop,
        Technique::AlsAic,
        Technique::AlsContinuousNiceLoop,
    ] {
        let strategy = sudoku_strata::strategies::for_technique(technique).expect("built in");
        for step in strategy.find_all(&grid) {
            let proof = step.proof().expect("a chain carries a proof");
            if let Err(e) = proof_check::check(&grid, &step) {
                panic!("{step}: {e}\n{proof}");
            }
            let facts: Vec<&Fact> = proof.branches.iter().flat_map(|b| &b.facts).collect();
            assert!(
                !facts.iter().any(|f| matches!(f.rule, Rule::Nested { .. })),
                "{step} nests a proof:\n{proof}"
            );
            in_set += facts
                .iter()
                .filter(|f| matches!(f.rule, Rule::AlmostLockedSet { .. }))
                .count();
            steps += 1;
        }
    }
    assert!(steps > 0, "no ALS chain in the state");
    assert!(in_set > 0, "no proof states a digit in an almost locked set");
}

/// The checker replays the `almost locked set` rule and refuses it bent: r1c1 and r1c2
/// hold 1, 2 or 3, so were r1c9 3, they would hold 1 and 2 and leave r2c3 (1, 2 or 4)
/// only 4.
#[test]
fn the_checker_replays_an_almost_locked_set_and_refuses_broken_ones() {
    let text: String = Cell::ALL
        .iter()
        .map(|c| match c.to_string().as_str() {
            "r1c1" | "r1c2" => "[123] ",
            "r2c3" => "[124] ",
            "r1c9" => "[34] ",
            _ => "123456789 ",
        })
        .collect();
    let grid: LayerGrid = text.parse().expect("a pencil-mark grid");
    let assume = lit("r2c9", 4, true);
    let set = |cells: &[&str], digits: &[u8], forced: &str| Rule::AlmostLockedSet {
        cells: cells.iter().map(|c| c.parse::<Cell>().unwrap()).collect(),
        digits: digits.iter().map(|&d| Digit::new(d).unwrap()).collect(),
        forced: forced.parse().unwrap(),
    };
    let proof = |rule: Rule, from: Vec<Literal>| {
        Proof::contradiction(
            assume,
            vec![
                Fact::new(lit("r2c3", 4, false), Rule::Sees { by: assume }),
                Fact::new(lit("r1c9", 4, false), Rule::Sees { by: assume }),
                Fact::new(lit("r1c9", 3, false), rule).resting_on(from),
            ],
            End::NoCandidate {
                cell: "r1c9".parse().unwrap(),
            },
        )
    };
    let check = |proof: Proof| {
        let step = Step::builder(Technique::ForcingChainContradiction)
            .eliminate("r2c9".parse().unwrap(), Digit::new(4).unwrap())
            .prove(proof)
            .build();
        proof_check::check(&grid, &step)
    };
    let good = set(&["r1c1", "r1c2"], &[1, 2, 3], "r2c3");
    assert_eq!(check(proof(good.clone(), vec![lit("r2c3", 4, false)])), Ok(()));
    for (rule, from, error) in [
        (
            good,
            vec![],
            "r2c3 may still hold 4, which the set without 3 does not take",
        ),
        (
            set(&["r1c1", "r1c2"], &[1, 2, 3], "r2c4"),
            vec![lit("r2c3", 4, false)],
            "r2c4 may still hold 1",
        ),
        (
            set(&["r1c1", "r1c2"], &[1, 2, 3, 4], "r2c3"),
            vec![lit("r2c3", 4, false)],
            "is no almost locked set",
        ),
        (
            set(&["r1c1"], &[1, 2], "r2c3"),
            vec![lit("r2c3", 4, false)],
            "the set holds 1,2,3, not only 1,2",
        ),
    ] {
        let refused = check(proof(rule, from)).unwrap_err();
        assert!(refused.contains(error), "{refused}");
    }
}

/// A puzzle whose path takes a Kraken fish (9 in columns 2 and 8, three fins).
/// A state of a forum-hardest puzzle where a Kraken fish is the simplest step (pencil
/// marks, so that the test does not depend on the engine's path to it).
const KRAKEN_STATE: &str = "1..4.6..91.3.....9...4.6..9...456.89...456.89......7..1...56...1.3.56....2..........4.67...23...7.........8..2.456...1.........2.456...........9..3.567....3..67......5....12....7...2...67.9.2...6..9.2...6..9..3......1....67.....4............8....4..78..2....78..2.45....1.........2.456.8.........9..3.......2..567.....4.67..1..4..7.9.....6....2.45.7.9.2.45......3.......2.45....12.45.7.........8.1..4..7.91..4...8912.....89..3............7...2.456.8..2.456.8..2.4.....12..56..91..4.6..9.....6789...4..........67.9.23..6.89.2...6.8912...6.8.12...67..123..67.9....5......3..........5....1.........2.4.6..9......7...2.4.6..........8..2...6..9...4.6..9.2.............789.....67.9..3456.89...456.891..456.8.1..4.67..1.3..67.91.34.67.9";

#[test]
fn the_checker_replays_a_kraken_fish_and_refuses_broken_ones() {
    let mut grid: LayerGrid = KRAKEN_STATE.parse().unwrap();
    grid.assume_unique_solution();
    let step = KrakenFish.find(&grid).expect("a Kraken fish");
    assert_eq!(proof_check::check(&grid, &step), Ok(()));
    let proof = step.proof().unwrap().clone();
    let fish = proof.fish.clone().unwrap();
    let with = |proof: Proof| step.clone().into_builder().prove(proof).build();

    // A fin left out: the branches are no longer every fin.
    let mut missing = proof.clone();
    missing.branches.pop();
    let error = proof_check::check(&grid, &with(missing)).unwrap_err();
    assert!(error.contains("not every fin"), "{error}");

    // Cover lines that are not the fish's: other fins, so the branches do not match.
    let mut other_cover = proof.clone();
    let mut moved = fish.clone();
    moved.cover = moved
        .cover
        .iter()
        .map(|h| sudoku_strata::House::row((h.index() % 9 + 1) % 9))
        .collect();
    other_cover.fish = Some(moved);
    assert!(proof_check::check(&grid, &with(other_cover)).is_err());

    // A house both base and cover is no fish.
    let mut same_houses = proof.clone();
    let mut shared = fish.clone();
    shared.cover = shared.base.clone();
    same_houses.fish = Some(shared);
    let error = proof_check::check(&grid, &with(same_houses)).unwrap_err();
    assert!(error.contains("none of them both"), "{error}");

    // Fewer cover houses than base houses is no fish.
    let mut short = proof.clone();
    let mut fewer = fish.clone();
    fewer.cover.pop();
    short.fish = Some(fewer);
    let error = proof_check::check(&grid, &with(short)).unwrap_err();
    assert!(error.contains("as many distinct base houses"), "{error}");

    // An effect the fish without fins would not remove is not established, even when
    // every branch concludes it: here, the first fin itself is claimed false.
    let first_fin = proof.branches[0].assume;
    let claim = Step::builder(Technique::KrakenFish)
        .eliminate(first_fin.cell(), first_fin.digit())
        .prove(proof.clone())
        .build();
    assert!(
        proof_check::check(&grid, &claim)
            .unwrap_err()
            .contains("does not remove")
    );

    // And a Kraken fish without its proof.
    let bare = Step::builder(Technique::KrakenFish)
        .eliminate(step.eliminations()[0].cell, step.eliminations()[0].digit)
        .build();
    assert!(proof_check::check(&grid, &bare).unwrap_err().contains("no proof"));
}

/// Kraken fish with boxes among their houses, on the paths of two puzzles of top1465:
/// each proof replays, and a fin dropped from a branch is refused.
#[test]
fn the_checker_replays_franken_kraken_fish() {
    let puzzles = [
        "..2..583.7...2...........4...12.7.........9...8.1.34...9.8.....6...5...8.3.7....6",
        "..6..3....97..513..2..91.8........7.6.........41.....9...5..8.....3.47....4.16..5",
    ];
    for line in puzzles {
        let puzzle: Grid = line.parse().unwrap();
        let solution = Engine::default().solve(&puzzle).unwrap();
        let mut grid = LayerGrid::from_grid(&puzzle);
        grid.assume_unique_solution();
        let mut checked = 0;
        for step in solution.steps() {
            let fish = step.proof().and_then(|p| p.fish.clone());
            if let Some(fish) = fish
                && fish
                    .base
                    .iter()
                    .chain(&fish.cover)
                    .any(|h| h.kind() == sudoku_strata::HouseKind::Box)
            {
                assert_eq!(proof_check::check(&grid, step), Ok(()), "{step}");
                let mut missing = step.proof().unwrap().clone();
                missing.branches.pop();
                let error = proof_check::check(&grid, &step.clone().into_builder().prove(missing).build())
                    .unwrap_err();
                assert!(error.contains("not every fin"), "{error}");
                checked += 1;
            }
            grid.apply(step).unwrap();
        }
        assert!(checked > 0, "no Kraken fish with a box on the path of {line}");
    }
}

/// Every instance that the chain and forcing strategies list in the states of our
/// technique cases, not only the step the engine takes, carries a proof that replays.
#[test]
fn every_listed_chain_and_forcing_instance_proves_its_effect() {
    let mut checked = std::collections::BTreeMap::new();
    for line in include_str!("../fixtures/techniques.tsv").lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        if line.starts_with('#') || fields.len() < 2 {
            continue;
        }
        let technique: Technique = fields[0].trim_start_matches('!').parse().expect("a technique");
        if !proof_check::needs_proof(technique.family()) {
            continue;
        }
        let mut grid: LayerGrid = fields[1].parse().expect("a state");
        grid.assume_unique_solution();
        let strategy = sudoku_strata::strategies::for_technique(technique).expect("built in");
        for step in strategy.find_all(&grid) {
            if let Err(e) = proof_check::check(&grid, &step) {
                let proof = step.proof().map(ToString::to_string).unwrap_or_default();
                panic!("{e}\n{grid}\n{proof}");
            }
            *checked.entry(technique.name()).or_insert(0) += 1;
        }
    }
    // The deep nets' instance is a state of a set read by path, which the fixtures do not
    // copy: `a_deep_net_replays_and_no_fact_of_it_can_be_left_out` checks it.
    for technique in Technique::ALL
        .iter()
        .filter(|t| proof_check::needs_proof(t.family()) && **t != Technique::DeepForcingNet)
    {
        assert!(
            checked.contains_key(technique.name()),
            "no instance of {technique} checked"
        );
    }
}

/// Every fact of a printed proof is needed: deleting any one of them (in a branch or in
/// a lemma) makes the checker refuse the proof; the sample holds long branches cut into
/// stages (a lemma refuting a fact of its own branch) and no block over 60 facts.
#[test]
fn no_fact_of_a_proof_can_be_left_out() {
    let Some(folder) = common::datasets::folder_or_skip("pruned proofs") else {
        return;
    };
    let engine = Engine::default();
    let (mut deleted, mut stages) = (0, 0);
    for (set, size) in [("forum-hardest-1106", 4), ("top1465", 20)] {
        for line in common::datasets::sample(&common::datasets::puzzles(&folder, set), size) {
            let puzzle: Grid = line.parse().expect("a puzzle");
            let solution = engine.solve(&puzzle).expect("solved");
            let mut grid = LayerGrid::from_grid(&puzzle);
            grid.assume_unique_solution();
            for step in solution.steps() {
                if let Some(proof) = step.proof() {
                    stages += staged(proof);
                    let largest = largest_block(proof);
                    assert!(largest <= 60, "{step}: a block of {largest} facts\n{proof}");
                    for path in fact_paths(proof) {
                        let mut cut = proof.clone();
                        remove_fact(&mut cut, &path);
                        let checked =
                            proof_check::check(&grid, &step.clone().into_builder().prove(cut).build());
                        assert!(
                            checked.is_err(),
                            "{step}: the proof holds without fact {path:?}\n{proof}"
                        );
                        deleted += 1;
                    }
                }
                grid.apply(step).expect("a sound step");
            }
        }
    }
    assert!(deleted > 1000, "only {deleted} facts deleted");
    assert!(stages > 0, "no branch cut into stages in the sample");
}

/// How many lemmas of `proof` refute a fact of their own branch (the assumption or an
/// earlier fact): the stages of a long branch.
fn staged(proof: &Proof) -> usize {
    let mut stages = 0;
    for branch in &proof.branches {
        for (i, fact) in branch.facts.iter().enumerate() {
            if let Rule::Nested { proof: inner } = &fact.rule {
                let refuted = fact.literal.negated();
                stages += usize::from(
                    branch.assume == refuted || branch.facts[..i].iter().any(|f| f.literal == refuted),
                );
                stages += staged(inner);
            }
        }
    }
    stages
}

/// The most facts a block of `proof` (a branch or a lemma) has of its own.
fn largest_block(proof: &Proof) -> usize {
    proof
        .branches
        .iter()
        .map(|branch| {
            let inner = branch.facts.iter().filter_map(|f| match &f.rule {
                Rule::Nested { proof } => Some(largest_block(proof)),
                _ => None,
            });
            inner.chain([branch.facts.len()]).max().unwrap_or(0)
        })
        .max()
        .unwrap_or(0)
}

/// Where each fact of a proof is: branch, fact, then the same inside a nested proof.
fn fact_paths(proof: &Proof) -> Vec<Vec<usize>> {
    let mut paths = Vec::new();
    for (b, branch) in proof.branches.iter().enumerate() {
        for (f, fact) in branch.facts.iter().enumerate() {
            paths.push(vec![b, f]);
            if let Rule::Nested { proof: inner } = &fact.rule {
                for inner_path in fact_paths(inner) {
                    paths.push([vec![b, f], inner_path].concat());
                }
            }
        }
    }
    paths
}

fn remove_fact(proof: &mut Proof, path: &[usize]) {
    let facts = &mut proof.branches[path[0]].facts;
    if path.len() == 2 {
        facts.remove(path[1]);
    } else if let Rule::Nested { proof: inner } = &mut facts[path[1]].rule {
        remove_fact(inner, &path[2..]);
    }
}

/// A deep net's proof (lemmas proven by nested nets with lemmas of their own) replays,
/// and deleting any one of its facts, at any depth, makes the checker refuse it: on
/// puzzle 25360 of the Monhard list of puzzles that need trial and error three deep.
#[test]
fn a_deep_net_replays_and_no_fact_of_it_can_be_left_out() {
    let Some(folder) = common::datasets::folder_or_skip("deep net proofs") else {
        return;
    };
    let lines = std::fs::read_to_string(folder.join("te3-monhard.txt")).expect("the T&E(3) set");
    let line = lines
        .lines()
        .find(|l| l.ends_with(" #25360"))
        .expect("puzzle 25360");
    let puzzle: Grid = line
        .split_whitespace()
        .next()
        .expect("a puzzle")
        .parse()
        .expect("a puzzle");
    // Without the Tridagon Forcing Net, which solves this puzzle with no deep net.
    let engine = Engine::default()
        .without(&[Technique::TridagonForcingNet])
        .with_self_check(SelfCheck::On);
    let solution = engine.solve(&puzzle).expect("solved");
    assert!(!solution.used_backtracking());
    let mut grid = LayerGrid::from_grid(&puzzle);
    grid.assume_unique_solution();
    let mut deep = 0;
    for step in solution.steps() {
        assert_eq!(proof_check::check(&grid, step), Ok(()), "{step}");
        if step.technique() == Technique::DeepForcingNet {
            let proof = step.proof().expect("a proof");
            let paths = fact_paths(proof);
            assert!(
                paths.iter().any(|p| p.len() >= 6),
                "a lemma inside a lemma: {proof}"
            );
            for path in paths {
                let mut cut = proof.clone();
                remove_fact(&mut cut, &path);
                let checked = proof_check::check(&grid, &step.clone().into_builder().prove(cut).build());
                assert!(checked.is_err(), "{step}: the proof holds without fact {path:?}");
            }
            deep += 1;
        }
        grid.apply(step).expect("a sound step");
    }
    assert!(deep > 0, "no deep net on puzzle 25360");
}

/// Puzzle 3240 of mith's list of T&E(3) puzzles, on whose path the engine takes a
/// Tridagon Forcing Net.
const MITH_3240: &str = "123.5......6.89.......3....26.......3.7.62..1..4.73...63....21.7..6...43.4.3..6.7";

/// The first Tridagon Forcing Net on the path of [`MITH_3240`], and the state it was
/// found in.
fn first_tridagon_net() -> (LayerGrid, Step) {
    let puzzle: Grid = MITH_3240.parse().unwrap();
    let solution = Engine::default().solve(&puzzle).unwrap();
    let mut grid = LayerGrid::from_grid(&puzzle);
    grid.assume_unique_solution();
    for step in solution.steps() {
        if step.technique() == Technique::TridagonForcingNet {
            return (grid, step.clone());
        }
        grid.apply(step).unwrap();
    }
    panic!("no Tridagon Forcing Net on the path of {MITH_3240}");
}

#[test]
fn the_checker_replays_a_tridagon_net_and_refuses_broken_ones() {
    let (grid, step) = first_tridagon_net();
    assert_eq!(proof_check::check(&grid, &step), Ok(()), "{step}");
    let proof = step.proof().unwrap().clone();
    let tridagon = proof.tridagon.expect("a tridagon basis");
    let with = |proof: Proof| step.clone().into_builder().prove(proof).build();

    // A guardian left out: the branches are no longer every guardian.
    let mut missing = proof.clone();
    missing.branches.pop();
    let error = proof_check::check(&grid, &with(missing)).unwrap_err();
    assert!(error.contains("not every guardian"), "{error}");

    // Another digit in place of one of the three: other guardians, or other cells.
    let mut other_digits = proof.clone();
    let first = tridagon.digits.iter().next().unwrap();
    let other = Digit::ALL
        .into_iter()
        .find(|d| !tridagon.digits.contains(*d))
        .unwrap();
    let mut digits = tridagon.digits;
    digits.remove(first);
    digits.insert(other);
    other_digits.tridagon = Some(sudoku_strata::TridagonPattern::new(digits, tridagon.cells));
    assert!(proof_check::check(&grid, &with(other_digits)).is_err());

    // One cell moved to an open cell beside it in its row: two cells of its box share a
    // column, so this is no tridagon.
    let mut moved = proof.clone();
    let beside = |cell: Cell| {
        Cell::from_row_col(
            cell.row_index() as u8 + 1,
            (cell.col_index() / 3 * 3 + (cell.col_index() + 1) % 3) as u8 + 1,
        )
        .unwrap()
    };
    let cell = tridagon
        .cells
        .iter()
        .find(|&c| grid.value(beside(c)).is_none())
        .expect("a cell with an open cell beside it");
    let beside = beside(cell);
    let mut cells = tridagon.cells;
    cells.remove(cell);
    cells.insert(beside);
    moved.tridagon = Some(sudoku_strata::TridagonPattern::new(tridagon.digits, cells));
    let error = proof_check::check(&grid, &with(moved)).unwrap_err();
    assert!(error.contains("different rows and columns"), "{error}");

    // A guardian's branch that ends in conclusions it does not reach.
    let mut bent = proof.clone();
    if let End::Conclusions(ends) = &mut bent.branches[0].end {
        ends.push(lit("r1c1", 1, false).negated());
    }
    assert!(proof_check::check(&grid, &with(bent)).is_err());
}

/// Every proof on the paths of a few T&E(3) puzzles (the hardest known, each needing
/// three levels of trial and error) replays, Tridagon Forcing Nets among them.
#[test]
fn every_proof_on_a_sample_of_the_t_e_3_list_replays() {
    let Some(folder) = common::datasets::folder_or_skip("T&E(3) proof check") else {
        return;
    };
    let engine = Engine::default().with_self_check(SelfCheck::On);
    let puzzles = common::datasets::sample(&common::datasets::puzzles(&folder, "te3-monhard"), 8);
    let proofs: usize = puzzles
        .iter()
        .map(|line| walk(&engine, &line.parse().expect("a puzzle")))
        .sum();
    assert!(proofs >= 8, "only {proofs} proofs in 8 puzzles");
}
