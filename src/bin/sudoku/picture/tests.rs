//! The pictures of known steps: the states of the technique cases, and the step the
//! engine takes there.

use super::*;
use sudoku_strata::{Engine, LinkKind, Technique};

const CASES: &str = include_str!("../../../../fixtures/techniques.tsv");

/// The state of the first case of `technique` where it is the engine's next step, and
/// that step.
fn case(technique: Technique) -> (LayerGrid, Step) {
    let name = technique.name();
    let line = CASES
        .lines()
        .find(|line| line.starts_with(&format!("{name}\t")) && line.ends_with("the engine's next step"))
        .unwrap_or_else(|| panic!("no case of {name}"));
    let state: LayerGrid = line.split('\t').nth(1).unwrap().parse().unwrap();
    let step = Engine::default().next_step(&state).expect("a step");
    assert_eq!(step.technique(), technique);
    (state, step)
}

/// The start tags of the elements of `svg` with `class` and `data-*` attributes for
/// the candidate `c` (`class` the whole attribute).
fn tags<'s>(svg: &'s str, element: &str, class: &str, c: Candidate) -> Vec<&'s str> {
    let start = format!(
        "<{element} class=\"{class}\" data-cell=\"{}\" data-digit=\"{}\"",
        c.cell, c.digit
    );
    svg.match_indices(&start)
        .map(|(i, _)| &svg[i..i + start.len()])
        .collect()
}

#[test]
fn the_candidates_an_x_wing_removes_are_struck_in_red_and_its_own_ringed_in_blue() {
    let (state, step) = case(Technique::XWing);
    let svg = board(&state, Some(&step));
    assert!(!step.eliminations().is_empty());
    for &c in step.eliminations() {
        assert_eq!(tags(&svg, "text", "cand removed", c).len(), 1, "{c:?}");
        assert_eq!(tags(&svg, "line", "strike", c).len(), 1, "{c:?}");
    }
    for &c in &step.pattern().candidates {
        assert_eq!(tags(&svg, "text", "cand pattern", c).len(), 1, "{c:?}");
    }
    // No more struck than removed, and no more rings than marked candidates.
    assert_eq!(svg.matches("class=\"strike\"").count(), step.eliminations().len());
    assert_eq!(
        svg.matches("<circle class=\"ring ").count(),
        step.eliminations().len() + step.pattern().candidates.len()
    );
    // The pattern's cells are shaded, and nothing is placed.
    assert_eq!(
        svg.matches("class=\"pattern-cell\"").count(),
        step.pattern().cells.len()
    );
    assert!(!svg.contains("ring placement"));
}

#[test]
fn givens_placed_digits_and_candidates_are_told_apart() {
    let (state, _) = case(Technique::XWing);
    let svg = board(&state, None);
    let givens = state.givens().len();
    let placed = state.solved_cells().len() - givens;
    assert!(givens > 0 && placed > 0);
    assert_eq!(svg.matches("<text class=\"given\"").count(), givens);
    assert_eq!(svg.matches("<text class=\"placed\"").count(), placed);
    assert_eq!(
        svg.matches("<text class=\"cand\"").count(),
        state.candidate_count()
    );
    // Without a step nothing is marked.
    assert!(!svg.contains("<circle") && !svg.contains("class=\"strike\"") && !svg.contains("<path"));
}

#[test]
fn fins_are_marked_apart_from_the_pattern() {
    let (state, step) = case(Technique::FinnedXWing);
    let svg = board(&state, Some(&step));
    assert!(!step.pattern().fins.is_empty());
    for &c in &step.pattern().fins {
        assert_eq!(tags(&svg, "text", "cand fin", c).len(), 1, "{c:?}");
    }
    for &c in step.eliminations() {
        assert_eq!(tags(&svg, "text", "cand removed", c).len(), 1, "{c:?}");
    }
}

#[test]
fn a_chain_draws_every_link_strong_solid_and_weak_dashed() {
    for technique in [Technique::XChain, Technique::Aic] {
        let (state, step) = case(technique);
        let svg = board(&state, Some(&step));
        let links = &step.pattern().links;
        assert!(!links.is_empty(), "{technique:?}");
        let strong = links.iter().filter(|l| l.kind == LinkKind::Strong).count();
        let weak = links.len() - strong;
        assert!(strong > 0 && weak > 0, "{technique:?}: {links:?}");
        assert_eq!(
            svg.matches("<path class=\"link strong\"").count(),
            strong,
            "{technique:?}"
        );
        assert_eq!(
            svg.matches("<path class=\"link weak\"").count(),
            weak,
            "{technique:?}"
        );
        // The dashes are the weak links' style alone.
        assert!(STYLE.contains(".link.weak{stroke-dasharray"));
        for l in links {
            assert!(
                svg.contains(&format!("data-from=\"{}\" data-to=\"{}\"", l.from, l.to)),
                "{l:?}"
            );
        }
    }
}

#[test]
fn a_single_places_its_digit_in_green() {
    let puzzle: sudoku_strata::Grid =
        "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489"
            .parse()
            .unwrap();
    let state = LayerGrid::from_grid(&puzzle);
    let step = Engine::default().next_step(&state).unwrap();
    assert_eq!(step.technique().family(), sudoku_strata::Family::Singles);
    let svg = board(&state, Some(&step));
    let placed = step.placements()[0];
    assert_eq!(tags(&svg, "text", "cand placement", placed).len(), 1);
    assert!(svg.contains(&format!("<title>{}</title>", escape(&step.to_string()))));
}

#[test]
fn a_forcing_net_is_drawn_one_block_at_a_time_with_an_arrow_into_each_fact_at_most() {
    // A puzzle whose path has forcing nets (from top1465); the first with several
    // branches.
    let puzzle: sudoku_strata::Grid =
        "5..7.........3..7...8..5..36..1..4...8..2..9...9..8..1...4..3...6..9..4...2..6..9"
            .parse()
            .unwrap();
    let solution = Engine::default().solve(&puzzle).unwrap();
    let (step, state) = solution
        .steps()
        .iter()
        .zip(solution.states())
        .find(|(step, _)| {
            step.technique() == Technique::ForcingNet && step.proof().is_some_and(|p| p.branches.len() > 1)
        })
        .expect("a forcing net with several branches");
    let proof = step.proof().expect("a net has a proof");
    let blocks = proof.blocks();
    let pictures = super::blocks(&state, step);
    assert_eq!(pictures.len(), blocks.len());
    let whole = board(&state, Some(step)).matches("<path class=\"link ").count();
    for (block, (name, svg)) in blocks.iter().zip(&pictures) {
        assert_eq!(*name, block.name.to_string());
        let arrows = svg.matches("<path class=\"link ").count();
        assert_eq!(arrows, block.arrows.len(), "{name}");
        assert!(
            arrows <= block.facts.len(),
            "{name}: {arrows} arrows, {} facts",
            block.facts.len()
        );
        // The assumption is ringed as such, the block's title names it.
        assert_eq!(
            tags(svg, "text", "cand assume", block.assume.candidate()).len(),
            1,
            "{name}"
        );
        assert!(svg.contains(&format!("<title>{name}: ")), "{name}");
        // Its end is marked: the cell left empty, or the literals it is made of.
        assert!(
            svg.contains("class=\"end-cell\"")
                || svg.contains("class=\"ring end\"")
                || block.end_literals.contains(&block.assume),
            "{name}"
        );
    }
    // Each branch alone draws fewer arrows than the whole step.
    assert!(pictures.len() >= proof.branches.len() && proof.branches.len() > 1);
    for block in &blocks {
        assert!(
            block.arrows.len() < whole,
            "{}: {} of {whole}",
            block.name,
            block.arrows.len()
        );
    }
}

#[test]
fn a_step_without_a_proof_has_no_block_pictures() {
    let (state, step) = case(Technique::XWing);
    assert!(step.proof().is_none());
    assert!(super::blocks(&state, &step).is_empty());
}

#[test]
fn every_technique_with_sets_draws_each_in_its_colour_with_its_letter_and_names_it_in_its_legend() {
    for technique in [
        Technique::AlsXz,
        Technique::AlsXyWing,
        Technique::AlsChain,
        Technique::DeathBlossom,
        Technique::SueDeCoq,
        Technique::AlsAic,
        Technique::AlsDiscontinuousNiceLoop,
        Technique::AlsContinuousNiceLoop,
    ] {
        let (state, step) = case(technique);
        let sets = &step.pattern().sets;
        assert!(!sets.is_empty(), "{step}");
        let svg = board(&state, Some(&step));
        let legend = set_legend(&step).expect("a legend of the sets");
        for (i, set) in sets.iter().enumerate() {
            let (letter, colour) = (sets::letter(i), sets::colour(i));
            for cell in set.cells {
                let shade =
                    format!("<rect class=\"set-cell {colour}\" data-set=\"{letter}\" data-cell=\"{cell}\"");
                let mark =
                    format!("<text class=\"set-letter {colour}\" data-set=\"{letter}\" data-cell=\"{cell}\"");
                assert!(svg.contains(&shade) && svg.contains(&mark), "{step}: {shade}");
            }
            let words = format!("{letter}: {} {{{}}}</text>", set.cells, set.digits);
            assert!(legend.contains(&words), "{step}: {words}");
        }
        // No more sets in the picture or the legend than the step has.
        let after = sets::letter(sets.len());
        assert!(!svg.contains(&format!("data-set=\"{after}\"")), "{step}");
        assert_eq!(
            legend.matches("class=\"legend-text\" data-set=").count(),
            sets.len()
        );
        // Z (the fins of an ALS step) is called Z, never fin, in the legend of the sets.
        assert_eq!(legend.contains("Z: "), !step.pattern().fins.is_empty(), "{step}");
    }
    // Eight colours before they come round again.
    let colours: std::collections::HashSet<&str> = (0..8).map(sets::colour).collect();
    assert_eq!(colours.len(), 8);
    assert_eq!(sets::colour(8), sets::colour(0));
    // A step without sets draws none and has no legend of its own.
    let (state, step) = case(Technique::XWing);
    assert!(!board(&state, Some(&step)).contains("data-set="));
    assert!(set_legend(&step).is_none());
}
