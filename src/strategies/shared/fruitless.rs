//! What the scans of one walk found nothing in, so that a later state of the walk is
//! searched only where its candidates changed, or what a search reads did.

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
///
/// It also serves searches made one digit at a time from a few words (the Kraken fish:
/// the digit's places and what each of them reaches along chains; the finned fish: the
/// digit's places): the inputs of a digit's search that found nothing are kept, and a
/// state with the same inputs skips that digit, as the search, a function of them,
/// would find nothing again.
#[derive(Debug, Default)]
pub(crate) struct FruitlessScans {
    scans: RefCell<Vec<(ScanKind, [u16; 81])>>,
    searches: RefCell<Vec<(FishSearch, usize, Box<DigitInputs>)>>,
}

/// What the search of one digit reads: the digit's places, then what each cell reaches
/// (see [`FruitlessScans::search_unchanged`]).
pub(crate) type DigitInputs = [u128; 82];

/// A search made one digit at a time whose fruitless inputs the walk keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FishSearch {
    /// The Kraken fish's search of basic fish.
    KrakenBasic,
    /// The Kraken fish's search of Franken fish.
    KrakenFranken,
    /// The search of a finned or sashimi fish technique (it reads the digit's places
    /// alone).
    Finned(Technique),
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

    /// Whether `search` found nothing on digit index `digit` from the inputs `inputs` the
    /// last time it ran on that digit.
    pub(crate) fn search_unchanged(&self, search: FishSearch, digit: usize, inputs: &DigitInputs) -> bool {
        (self.searches.borrow().iter())
            .any(|(s, d, before)| *s == search && *d == digit && **before == *inputs)
    }

    /// Remembers the inputs `inputs` of `search` on digit index `digit` when it found
    /// nothing, or forgets them when it found something.
    pub(crate) fn record_search(
        &self,
        search: FishSearch,
        digit: usize,
        inputs: &DigitInputs,
        found_nothing: bool,
    ) {
        let mut searches = self.searches.borrow_mut();
        match searches.iter_mut().find(|(s, d, _)| *s == search && *d == digit) {
            Some(entry) if found_nothing => *entry.2 = *inputs,
            Some(_) => searches.retain(|(s, d, _)| !(*s == search && *d == digit)),
            None if found_nothing => searches.push((search, digit, Box::new(*inputs))),
            None => {}
        }
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

    #[test]
    fn a_search_is_skipped_only_with_the_inputs_it_found_nothing_in() {
        let scans = FruitlessScans::default();
        let mut inputs = [0u128; 82];
        inputs[0] = 0b1011;
        inputs[3] = 0b100;
        assert!(!scans.search_unchanged(FishSearch::KrakenBasic, 4, &inputs));
        scans.record_search(FishSearch::KrakenBasic, 4, &inputs, true);
        assert!(scans.search_unchanged(FishSearch::KrakenBasic, 4, &inputs));
        // Another digit, another search, other inputs: nothing remembered.
        assert!(!scans.search_unchanged(FishSearch::KrakenBasic, 5, &inputs));
        assert!(!scans.search_unchanged(FishSearch::KrakenFranken, 4, &inputs));
        let mut other = inputs;
        other[3] = 0b110;
        assert!(!scans.search_unchanged(FishSearch::KrakenBasic, 4, &other));
        // The latest fruitless inputs replace the earlier ones.
        scans.record_search(FishSearch::KrakenBasic, 4, &other, true);
        assert!(scans.search_unchanged(FishSearch::KrakenBasic, 4, &other));
        assert!(!scans.search_unchanged(FishSearch::KrakenBasic, 4, &inputs));
        // A search that found something forgets them.
        scans.record_search(FishSearch::KrakenBasic, 4, &other, false);
        assert!(!scans.search_unchanged(FishSearch::KrakenBasic, 4, &other));
    }
}
