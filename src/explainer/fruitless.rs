//! What a search that found nothing leaves for the next search of its kind on the same
//! path: the candidates it saw. A path's candidates only ever go, so a pattern the next
//! search finds whose cells all kept their candidates since was a pattern then, with
//! as much to remove or more; it would have been found. Searches that rest on that
//! look only at patterns with a changed cell.

use super::board::Board;

/// The candidates of the last search of a kind that found nothing, if any.
#[derive(Default)]
pub(super) struct Fruitless {
    cands: Option<[u16; 81]>,
}

impl Fruitless {
    /// The cells whose candidates changed since the last fruitless search: every cell
    /// when there was none.
    pub(super) fn changed(&self, board: &Board) -> u128 {
        match &self.cands {
            Some(cands) => (0..81)
                .filter(|&c| cands[c] != board.cands[c])
                .fold(0u128, |m, c| m | 1u128 << c),
            None => (1u128 << 81) - 1,
        }
    }

    /// For each value, the cells that lost it since the last fruitless search: every
    /// cell when there was none.
    pub(super) fn changed_by_value(&self, board: &Board) -> [u128; 10] {
        let Some(cands) = &self.cands else {
            return [(1u128 << 81) - 1; 10];
        };
        let mut changed = [0u128; 10];
        for c in 0..81 {
            let mut gone = cands[c] & !board.cands[c];
            while gone != 0 {
                let v = gone.trailing_zeros() as usize;
                gone &= gone - 1;
                changed[v] |= 1u128 << c;
            }
        }
        changed
    }

    /// Keeps the board's candidates if the search found nothing on it.
    pub(super) fn record(&mut self, board: &Board, found_nothing: bool) {
        if found_nothing {
            self.cands = Some(board.cands);
        }
    }
}
