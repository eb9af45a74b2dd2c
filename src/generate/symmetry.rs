//! Symmetries of the pattern of givens.

use std::fmt;
use std::str::FromStr;

use crate::{Cell, CellSet, Grid, UnknownName};

/// A symmetry of the pattern of givens: which cells hold a given, not which digits.
///
/// The cells fall into orbits, the groups of cells that the symmetry maps onto each
/// other; a symmetric puzzle has either every cell of an orbit given or none.
///
/// `Display` and `FromStr` use the command line's words: `none`, `rot180`, `rot90`,
/// `mirror`, `diagonal`.
///
/// # Example
///
/// ```
/// use sudoku_strata::{Grid, Symmetry};
///
/// assert_eq!("rot180".parse::<Symmetry>()?, Symmetry::Rotational180);
/// assert_eq!(Symmetry::Rotational90.to_string(), "rot90");
/// // 40 pairs and the centre cell.
/// assert_eq!(Symmetry::Rotational180.orbits().len(), 41);
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// assert!(Symmetry::None.holds_for(&puzzle));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Symmetry {
    /// No symmetry: every cell is an orbit of its own.
    #[default]
    None,
    /// Turning the grid half a turn about its centre: r1c1 and r9c9 go together.
    Rotational180,
    /// Turning the grid a quarter turn: r1c1, r1c9, r9c9 and r9c1 go together.
    Rotational90,
    /// Reflection in the middle column: r1c1 and r1c9 go together.
    Mirror,
    /// Reflection in the main diagonal (r1c1 to r9c9): r1c2 and r2c1 go together.
    Diagonal,
}

impl Symmetry {
    /// Every symmetry, `None` first.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Symmetry;
    ///
    /// assert_eq!(Symmetry::ALL[0], Symmetry::None);
    /// ```
    pub const ALL: [Symmetry; 5] = [
        Symmetry::None,
        Symmetry::Rotational180,
        Symmetry::Rotational90,
        Symmetry::Mirror,
        Symmetry::Diagonal,
    ];

    /// The word the command line takes (`"rot180"`).
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Symmetry;
    ///
    /// assert_eq!(Symmetry::Mirror.name(), "mirror");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational180 => "rot180",
            Symmetry::Rotational90 => "rot90",
            Symmetry::Mirror => "mirror",
            Symmetry::Diagonal => "diagonal",
        }
    }

    /// The images of `cell` under the symmetry's transformations, `cell` among them.
    fn images(self, cell: Cell) -> CellSet {
        let (r, c) = (cell.row_index(), cell.col_index());
        let at = |r: usize, c: usize| Cell::ALL[r * 9 + c];
        let list: &[Cell] = match self {
            Symmetry::None => &[cell],
            Symmetry::Rotational180 => &[cell, at(8 - r, 8 - c)],
            Symmetry::Rotational90 => &[cell, at(c, 8 - r), at(8 - r, 8 - c), at(8 - c, r)],
            Symmetry::Mirror => &[cell, at(r, 8 - c)],
            Symmetry::Diagonal => &[cell, at(c, r)],
        };
        list.iter().copied().collect()
    }

    /// The orbits: the groups of cells that the symmetry maps onto each other, each
    /// group once, in the order of their first cell.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Cell, Symmetry};
    ///
    /// let orbits = Symmetry::Rotational90.orbits();
    /// let corner = Cell::from_row_col(1, 1).unwrap();
    /// let corners = orbits.iter().find(|o| o.contains(corner)).unwrap();
    /// assert_eq!(corners.len(), 4);
    /// ```
    #[must_use]
    pub fn orbits(self) -> Vec<CellSet> {
        let mut seen = CellSet::EMPTY;
        let mut orbits = Vec::new();
        for cell in Cell::ALL {
            if !seen.contains(cell) {
                let orbit = self.images(cell);
                seen |= orbit;
                orbits.push(orbit);
            }
        }
        orbits
    }

    /// Whether the givens of `grid` form a symmetric pattern.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::{Grid, Symmetry};
    ///
    /// let corners: Grid = format!("1{}2", ".".repeat(79)).parse()?;
    /// assert!(Symmetry::Rotational180.holds_for(&corners));
    /// assert!(!Symmetry::Mirror.holds_for(&corners));
    /// # Ok::<(), sudoku_strata::ParseError>(())
    /// ```
    #[must_use]
    pub fn holds_for(self, grid: &Grid) -> bool {
        Cell::ALL.into_iter().all(|cell| {
            self.images(cell)
                .iter()
                .all(|image| grid.get(image).is_some() == grid.get(cell).is_some())
        })
    }

    /// The size of the orbits other than the centre and the axis cells (1 for `None`).
    pub(crate) fn group(self) -> usize {
        match self {
            Symmetry::None => 1,
            Symmetry::Rotational90 => 4,
            _ => 2,
        }
    }

    /// Whether some symmetric pattern has exactly `givens` givens.
    pub(crate) fn can_make(self, givens: usize) -> bool {
        match self {
            // Groups of four and the centre cell.
            Symmetry::Rotational90 => givens % 4 <= 1,
            // Pairs and the centre (or axis) cells: every count.
            _ => givens <= 81,
        }
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Symmetry {
    type Err = UnknownName;

    /// Reads the command line's word (`none`, `rot180`, `rot90`, `mirror`, `diagonal`),
    /// ignoring case.
    fn from_str(text: &str) -> Result<Symmetry, UnknownName> {
        Symmetry::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownName {
                kind: "symmetry",
                text: text.to_string(),
                valid: Symmetry::ALL.iter().map(|s| s.name()).collect(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_cover_the_grid_once() {
        for symmetry in Symmetry::ALL {
            let orbits = symmetry.orbits();
            let mut all = CellSet::EMPTY;
            let mut total = 0;
            for orbit in &orbits {
                assert!(!all.intersects(*orbit), "{symmetry}");
                all |= *orbit;
                total += orbit.len();
                assert!(orbit.len() == 1 || orbit.len() == symmetry.group(), "{symmetry}");
            }
            assert_eq!(total, 81);
        }
        assert_eq!(Symmetry::None.orbits().len(), 81);
        assert_eq!(Symmetry::Rotational90.orbits().len(), 21);
        assert_eq!(Symmetry::Mirror.orbits().len(), 45);
        assert_eq!(Symmetry::Diagonal.orbits().len(), 45);
    }

    #[test]
    fn names_parse_back() {
        for symmetry in Symmetry::ALL {
            assert_eq!(symmetry.name().parse::<Symmetry>().unwrap(), symmetry);
        }
        assert!("spiral".parse::<Symmetry>().is_err());
    }

    #[test]
    fn a_lone_corner_is_symmetric_only_without_symmetry() {
        let grid: Grid = format!("1{}", ".".repeat(80)).parse().unwrap();
        assert!(Symmetry::None.holds_for(&grid));
        assert!(!Symmetry::Rotational180.holds_for(&grid));
        assert!(Symmetry::Diagonal.holds_for(&grid));
    }
}
