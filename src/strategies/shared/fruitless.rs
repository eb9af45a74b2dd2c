//! What the scans of one walk found nothing in, so that a later state of the walk is
//! searched only where its candidates changed.

use std::cell::RefCell;

use crate::Technique;

/// The scans of one walk that found nothing, each with the candidates of the state it
/// searched (per cell, nine bits): scratch space the walk owns and drops, so a new walk
/// starts with none and nothing reaches another walk or thread.
///
/// It serves a strategy whose every instance lies on a set of cells, is found from the
/// candidates of those cells alone, and whose effect can only shrink as candidates go
/// (the Multi-Sector Locked Set). In a later state whose candidates are a subset of
/// those remembered, an instance on cells that did not change was already there, with
/// no effect, and still has none: the scan looks only at sets that take a changed cell,
/// and finds the same steps in the same order as a whole scan.
#[derive(Debug, Default)]
pub(crate) struct FruitlessScans {
    scans: RefCell<Vec<(Technique, [u16; 81])>>,
}

impl FruitlessScans {
    /// The cells (bit `i`: cell index `i`) whose candidates changed since `technique`'s
    /// scan last found nothing, with `masks` the candidates now; `None` when it has not
    /// found nothing yet, or when a candidate came back (not a later state of the walk).
    pub(crate) fn changed_since(&self, technique: Technique, masks: &[u16; 81]) -> Option<u128> {
        let scans = self.scans.borrow();
        let (_, before) = scans.iter().find(|(t, _)| *t == technique)?;
        let mut changed = 0u128;
        for (cell, (&now, &then)) in masks.iter().zip(before).enumerate() {
            if now & !then != 0 {
                return None;
            }
            if now != then {
                changed |= 1 << cell;
            }
        }
        Some(changed)
    }

    /// Remembers the candidates `masks` of a state where `technique`'s whole scan found
    /// nothing, or forgets the last such state when it found something.
    pub(crate) fn record(&self, technique: Technique, masks: &[u16; 81], found_nothing: bool) {
        let mut scans = self.scans.borrow_mut();
        scans.retain(|(t, _)| *t != technique);
        if found_nothing {
            scans.push((technique, *masks));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_changed_cells_are_those_that_lost_candidates_since_nothing_was_found() {
        let scans = FruitlessScans::default();
        let before = [0b11u16; 81];
        assert_eq!(
            scans.changed_since(Technique::MultiSectorLockedSet, &before),
            None
        );
        scans.record(Technique::MultiSectorLockedSet, &before, true);
        let mut now = before;
        now[4] = 0b01;
        now[80] = 0;
        assert_eq!(
            scans.changed_since(Technique::MultiSectorLockedSet, &now),
            Some(1 << 4 | 1 << 80)
        );
        // Another technique has nothing remembered.
        assert_eq!(scans.changed_since(Technique::SkLoop, &now), None);
        // A candidate that came back: not a later state.
        now[5] = 0b111;
        assert_eq!(scans.changed_since(Technique::MultiSectorLockedSet, &now), None);
        // A scan that found something forgets the state.
        scans.record(Technique::MultiSectorLockedSet, &before, false);
        assert_eq!(
            scans.changed_since(Technique::MultiSectorLockedSet, &before),
            None
        );
    }
}
