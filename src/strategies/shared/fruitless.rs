//! What the scans of one walk found nothing in, so that a later state of the walk is
//! searched only where its candidates changed.

use std::cell::RefCell;

use crate::Technique;

/// The scans of one walk that found nothing, each with the candidates of the state it
/// searched (per cell, nine bits): scratch space the walk owns and drops, so a new walk
/// starts with none and nothing reaches another walk or thread.
///
/// It serves a search whose every instance lies on a set of cells, is found from the
/// candidates of those cells alone, and whose effect can only shrink as candidates go
/// (the Multi-Sector Locked Set; Sudoku Explainer's fish and big wings). In a later
/// state whose candidates are a subset of those remembered, an instance on cells that
/// did not change was already there, with no effect, and still has none: the scan looks
/// only at sets that take a changed cell, and finds the same steps in the same order as
/// a whole scan. That holds whatever the scans found in between, so a scan that finds
/// something leaves the last fruitless state in place.
#[derive(Debug, Default)]
pub(crate) struct FruitlessScans {
    scans: RefCell<Vec<(ScanKind, [u16; 81])>>,
}

/// Which scan a remembered state is for: a technique's, and the size of the patterns it
/// looked for when the technique is searched size by size (the base lines of Sudoku
/// Explainer's fish, the cells of its wings' sets); 0 when it is searched whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ScanKind {
    technique: Technique,
    size: usize,
}

impl ScanKind {
    /// The scan of `technique`'s patterns of `size`.
    pub(crate) const fn sized(technique: Technique, size: usize) -> ScanKind {
        ScanKind { technique, size }
    }
}

impl From<Technique> for ScanKind {
    fn from(technique: Technique) -> ScanKind {
        ScanKind::sized(technique, 0)
    }
}

impl FruitlessScans {
    /// The cells (bit `i`: cell index `i`) whose candidates changed since the scan
    /// `kind` last found nothing, with `masks` the candidates now; `None` when it has
    /// not found nothing yet, or when a candidate came back (not a later state of the
    /// walk).
    pub(crate) fn changed_since(&self, kind: impl Into<ScanKind>, masks: &[u16; 81]) -> Option<u128> {
        self.lost_since(kind, masks)
            .map(|lost| lost.iter().fold(0, |all, cells| all | cells))
    }

    /// As [`changed_since`](Self::changed_since), digit by digit (index 0 for digit
    /// 1): the cells that lost each.
    pub(crate) fn lost_since(&self, kind: impl Into<ScanKind>, masks: &[u16; 81]) -> Option<[u128; 9]> {
        let kind = kind.into();
        let scans = self.scans.borrow();
        let (_, before) = scans.iter().find(|(k, _)| *k == kind)?;
        let mut lost = [0u128; 9];
        for (cell, (&now, &then)) in masks.iter().zip(before).enumerate() {
            if now & !then != 0 {
                return None;
            }
            let mut gone = then & !now;
            while gone != 0 {
                lost[gone.trailing_zeros() as usize] |= 1 << cell;
                gone &= gone - 1;
            }
        }
        Some(lost)
    }

    /// Remembers the candidates `masks` of a state where the whole scan `kind` found
    /// nothing; a scan that found something keeps the state remembered before.
    pub(crate) fn record(&self, kind: impl Into<ScanKind>, masks: &[u16; 81], found_nothing: bool) {
        if !found_nothing {
            return;
        }
        let kind = kind.into();
        let mut scans = self.scans.borrow_mut();
        match scans.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, before)) => *before = *masks,
            None => scans.push((kind, *masks)),
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
        let mut lost = [0; 9];
        (lost[0], lost[1]) = (1 << 80, 1 << 4 | 1 << 80);
        assert_eq!(
            scans.lost_since(Technique::MultiSectorLockedSet, &now),
            Some(lost)
        );
        // Another technique, or another size of it, has nothing remembered.
        assert_eq!(scans.changed_since(Technique::SkLoop, &now), None);
        let sized = ScanKind::sized(Technique::MultiSectorLockedSet, 2);
        assert_eq!(scans.changed_since(sized, &now), None);
        // A scan that found something keeps the state remembered before.
        scans.record(Technique::MultiSectorLockedSet, &now, false);
        assert_eq!(
            scans.changed_since(Technique::MultiSectorLockedSet, &now),
            Some(1 << 4 | 1 << 80)
        );
        // A later fruitless scan replaces it.
        scans.record(Technique::MultiSectorLockedSet, &now, true);
        assert_eq!(
            scans.changed_since(Technique::MultiSectorLockedSet, &now),
            Some(0)
        );
        // A candidate that came back: not a later state.
        now[5] = 0b111;
        assert_eq!(scans.changed_since(Technique::MultiSectorLockedSet, &now), None);
    }
}
