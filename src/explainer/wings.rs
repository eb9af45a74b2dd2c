//! XY-Wing (4.2) and XYZ-Wing (4.4), as Sudoku Explainer finds them: pivot cells in
//! reading order, wings among the pivot's peers.

use super::board::{Board, PEER_MASKS, PEERS, cell_name};
use super::hint::Hint;
use super::names::Name;

/// An XY-Wing (`xyz` false) or an XYZ-Wing.
pub(super) fn xy_wing(board: &Board, xyz: bool) -> Option<Hint> {
    let pivot_size = if xyz { 3 } else { 2 };
    for pivot in 0..81 {
        let xy = board.cands[pivot];
        if xy.count_ones() != pivot_size {
            continue;
        }
        for &a in &PEERS[pivot] {
            let xz = board.cands[a as usize];
            if xz.count_ones() != 2 || (xy & !xz).count_ones() != 1 {
                continue;
            }
            for &b in &PEERS[pivot] {
                let yz = board.cands[b as usize];
                if yz.count_ones() != 2 {
                    continue;
                }
                let union = xy | xz | yz;
                let inter = xy & xz & yz;
                let shape = union.count_ones() == 3 && inter.count_ones() == u32::from(xyz);
                if !shape {
                    continue;
                }
                let z = (xz & yz).trailing_zeros() as u8;
                let mut victims = PEER_MASKS[a as usize] & PEER_MASKS[b as usize];
                if xyz {
                    victims &= PEER_MASKS[pivot];
                }
                victims &= !(1u128 << pivot | 1u128 << a | 1u128 << b);
                let name = if xyz { Name::XyzWing } else { Name::XyWing };
                let mut hint = Hint::new(name, if xyz { 4.4 } else { 4.2 });
                for c in 0..81 {
                    if victims >> c & 1 == 1 && board.has(c, z) {
                        hint.remove(c, z);
                    }
                }
                if hint.is_worth() {
                    for cell in [pivot, a as usize, b as usize] {
                        for v in 1..=9u8 {
                            if board.has(cell, v) {
                                hint.pattern.push((cell as u8, v));
                            }
                        }
                    }
                    hint.text = format!(
                        "pivot {}, wings {} and {}, {z} removed",
                        cell_name(pivot),
                        cell_name(a as usize),
                        cell_name(b as usize)
                    );
                    return Some(hint);
                }
            }
        }
    }
    None
}
