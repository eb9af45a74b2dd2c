//! Choosing k items out of a few: the subsets of subsets, fish and wings.

use std::ops::ControlFlow;

/// Calls `visit` with every combination of `k` items of `items`, in lexicographic order
/// of positions, until it breaks.
pub(crate) fn for_each_combination<T: Copy>(
    items: &[T],
    k: usize,
    mut visit: impl FnMut(&[T]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    fn recurse<T: Copy>(
        items: &[T],
        k: usize,
        start: usize,
        chosen: &mut Vec<T>,
        visit: &mut impl FnMut(&[T]) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if chosen.len() == k {
            return visit(chosen);
        }
        let needed = k - chosen.len();
        for i in start..items.len() {
            if items.len() - i < needed {
                break;
            }
            chosen.push(items[i]);
            recurse(items, k, i + 1, chosen, visit)?;
            chosen.pop();
        }
        ControlFlow::Continue(())
    }
    if k == 0 || k > items.len() {
        return ControlFlow::Continue(());
    }
    let mut chosen = Vec::with_capacity(k);
    recurse(items, k, 0, &mut chosen, &mut visit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_match_binomials() {
        let items: Vec<u8> = (0..9).collect();
        for (k, expected) in [(0, 0), (1, 9), (2, 36), (3, 84), (4, 126), (9, 1), (10, 0)] {
            let mut count = 0;
            let _ = for_each_combination(&items, k, |_| {
                count += 1;
                ControlFlow::Continue(())
            });
            assert_eq!(count, expected, "k = {k}");
        }
    }

    #[test]
    fn stops_when_told() {
        let mut seen = Vec::new();
        let flow = for_each_combination(&[1, 2, 3], 2, |c| {
            seen.push(c.to_vec());
            ControlFlow::Break(())
        });
        assert_eq!(flow, ControlFlow::Break(()));
        assert_eq!(seen, vec![vec![1, 2]]);
    }
}
