//! The rated puzzle sets (`se-rated.tsv`, `hodoku-rated.tsv`) and Spearman's rank
//! correlation, shared by the calibration example and its regression test.

#![allow(dead_code)]

use std::collections::HashMap;

/// Spearman's rank correlation: the Pearson correlation of the ranks, ties sharing
/// their mean rank.
pub fn spearman(pairs: &[(f64, f64)]) -> f64 {
    let xs = ranks(&pairs.iter().map(|p| p.0).collect::<Vec<_>>());
    let ys = ranks(&pairs.iter().map(|p| p.1).collect::<Vec<_>>());
    pearson(&xs, &ys)
}

fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        let mean = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            ranks[k] = mean;
        }
        i = j + 1;
    }
    ranks
}

fn pearson(xs: &[f64], ys: &[f64]) -> f64 {
    let n = xs.len() as f64;
    let (mx, my) = (xs.iter().sum::<f64>() / n, ys.iter().sum::<f64>() / n);
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for (x, y) in xs.iter().zip(ys) {
        sxy += (x - mx) * (y - my);
        sxx += (x - mx) * (x - mx);
        syy += (y - my) * (y - my);
    }
    if sxx == 0.0 || syy == 0.0 {
        f64::NAN
    } else {
        sxy / (sxx * syy).sqrt()
    }
}

/// The rows of a rated TSV file (its first line names the columns, after a `#`), each
/// as its fields by column name.
pub fn read_tsv(path: &std::path::Path) -> Vec<HashMap<String, String>> {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut lines = text.lines();
    let header: Vec<String> = lines
        .next()
        .unwrap_or_default()
        .trim_start_matches('#')
        .split('\t')
        .map(str::to_string)
        .collect();
    lines
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            header
                .iter()
                .cloned()
                .zip(l.split('\t').map(str::to_string))
                .collect()
        })
        .collect()
}
