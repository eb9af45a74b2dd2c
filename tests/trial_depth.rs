//! Puzzles that need trial and error three deep ("T&E(3)") are rated above the older
//! hardest: level beyond, trial depth 3, a score above theirs. Samples of
//! `../shared/datasets/te3-monhard.txt` and `forum-hardest-1106.txt`; the whole sets'
//! figures are in BENCHMARKS.md ("Trials three deep").

mod common {
    pub mod datasets;
}

use sudoku_strata::{Difficulty, Engine, Grid, Rating};

/// `count` puzzles spread over a set, each line's first 81 characters.
fn spread(set: &str, count: usize) -> Option<Vec<Grid>> {
    let folder = common::datasets::folder_or_skip("trial depth")?;
    let text = std::fs::read_to_string(folder.join(set)).expect("the set");
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        .collect();
    Some(
        lines
            .iter()
            .step_by(lines.len() / count)
            .take(count)
            .map(|l| l[..81].parse().expect("a puzzle"))
            .collect(),
    )
}

fn rate(puzzles: &[Grid]) -> Vec<Rating> {
    let engine = Engine::default();
    puzzles
        .iter()
        .map(|p| engine.rate(p).unwrap_or_else(|e| panic!("{p}: {e}")))
        .collect()
}

#[test]
fn trials_three_deep_are_rated_above_the_older_hardest() {
    let (Some(te3), Some(older)) = (spread("te3-monhard.txt", 4), spread("forum-hardest-1106.txt", 4)) else {
        return;
    };
    let te3 = rate(&te3);
    let older = rate(&older);
    for rating in &te3 {
        assert_eq!(
            (rating.difficulty(), rating.trial_depth()),
            (Difficulty::Beyond, Some(3)),
            "{rating}"
        );
        assert!(
            rating.to_string().starts_with("beyond (trial depth 3), "),
            "{rating}"
        );
    }
    for rating in &older {
        assert_eq!(
            (rating.difficulty(), rating.trial_depth()),
            (Difficulty::Extreme, Some(2)),
            "{rating}"
        );
    }
    let lowest_te3 = te3.iter().map(Rating::path_score).fold(f32::MAX, f32::min);
    let highest_older = older.iter().map(Rating::path_score).fold(f32::MIN, f32::max);
    assert!(lowest_te3 > highest_older, "{lowest_te3} against {highest_older}");
    // The JSON form (with the serde feature, as the README's test command builds).
    #[cfg(feature = "serde")]
    {
        let form = serde_json::to_value(te3[0].form()).expect("a form");
        assert_eq!(
            (form["level"].as_str(), form["trial_depth"].as_u64()),
            (Some("beyond"), Some(3))
        );
    }
}
