//! Sudoku Explainer's names of its techniques, as values: a name is made when a step is
//! found and written out only when a step is shown, so nothing is interned or leaked.
//!
//! Most names are fixed ("Hidden Single"); the rest are composed of a few numbers, as the
//! rater composes them: chains of strong links carry their suffix ("2-String Kite 012"),
//! the big wings theirs ("WXYZ-Wing 137"), unique loops their length and type, and the
//! forcing chains their kind and nesting ("Dynamic Forcing Chains (+ Forcing Chains)").
//! The same numbers are read back from a name (`Name::parse`), for a rating written out
//! and read again.

use std::fmt;

/// A technique as Sudoku Explainer names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Name {
    HiddenSingle,
    DirectPointing,
    DirectClaiming,
    DirectHiddenPair,
    NakedSingle,
    DirectHiddenTriplet,
    Pointing,
    Claiming,
    NakedPair,
    NakedTriplet,
    NakedQuad,
    HiddenPair,
    HiddenTriplet,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    XyWing,
    XyzWing,
    /// A chain of `links` strong links on one digit (2 to 4), with its suffix: the number
    /// of grouped links, then the kinds of its links (see `strong_links`), one digit
    /// each; `ring` when its ends close it into an X-Loop.
    StrongLinks {
        links: u8,
        suffix: [u8; 5],
        ring: bool,
    },
    /// A wing of a set of `size` cells (3 for WXYZ-Wing to 6 for TUVWXYZ-Wing), with
    /// its suffix: 2 when doubly linked (1 if not), the largest cell's size, the sum of
    /// the set's sizes.
    Wing {
        size: u8,
        double: bool,
        biggest: u8,
        size_sum: u8,
    },
    /// A unique loop of `length` cells (4, a rectangle, or more) and its type, 1 to 4.
    UniqueLoop {
        length: u8,
        kind: u8,
    },
    /// A BUG of type 1 to 4.
    Bug(u8),
    AlignedPairExclusion,
    AlignedTripletExclusion,
    BidirectionalCycle,
    BidirectionalYCycle,
    BidirectionalXCycle,
    GeneralizedXWing,
    ForcingChain,
    ForcingYChain,
    ForcingXChain,
    TurbotFish,
    /// The forcing chains of the chain searches past the cycles.
    Chains {
        prefix: ChainPrefix,
        kind: ChainKind,
        level: u8,
    },
    /// Not a technique: where the chain searches ran out of their budget.
    BeyondBudget,
    /// Not a technique: where the techniques ran out before the grid was full.
    BeyondSolver,
    /// Not a technique: a puzzle without exactly one solution has no path.
    NotProper,
    /// Not a technique: the numbers of a grid that had no step to take (already full).
    NoStep,
}

/// What a forcing chain's name begins with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum ChainPrefix {
    None,
    Nishio,
    Dynamic,
}

/// The kind of forcing chains a name says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum ChainKind {
    /// A Nishio chain: an assumption that leads to a contradiction.
    Forcing,
    ContradictionForcing,
    DoubleForcing,
    CellForcing,
    RegionForcing,
}

/// The names that are always written the same, each with its text.
const FIXED: [(Name, &str); 37] = [
    (Name::HiddenSingle, "Hidden Single"),
    (Name::DirectPointing, "Direct Pointing"),
    (Name::DirectClaiming, "Direct Claiming"),
    (Name::DirectHiddenPair, "Direct Hidden Pair"),
    (Name::NakedSingle, "Naked Single"),
    (Name::DirectHiddenTriplet, "Direct Hidden Triplet"),
    (Name::Pointing, "Pointing"),
    (Name::Claiming, "Claiming"),
    (Name::NakedPair, "Naked Pair"),
    (Name::NakedTriplet, "Naked Triplet"),
    (Name::NakedQuad, "Naked Quad"),
    (Name::HiddenPair, "Hidden Pair"),
    (Name::HiddenTriplet, "Hidden Triplet"),
    (Name::HiddenQuad, "Hidden Quad"),
    (Name::XWing, "X-Wing"),
    (Name::Swordfish, "Swordfish"),
    (Name::Jellyfish, "Jellyfish"),
    (Name::XyWing, "XY-Wing"),
    (Name::XyzWing, "XYZ-Wing"),
    (Name::UniqueLoop { length: 4, kind: 1 }, "Unique Rectangle type 1"),
    (Name::UniqueLoop { length: 4, kind: 2 }, "Unique Rectangle type 2"),
    (Name::UniqueLoop { length: 4, kind: 3 }, "Unique Rectangle type 3"),
    (Name::UniqueLoop { length: 4, kind: 4 }, "Unique Rectangle type 4"),
    (Name::Bug(1), "BUG type 1"),
    (Name::Bug(2), "BUG type 2"),
    (Name::Bug(3), "BUG type 3"),
    (Name::Bug(4), "BUG type 4"),
    (Name::AlignedPairExclusion, "Aligned Pair Exclusion"),
    (Name::AlignedTripletExclusion, "Aligned Triplet Exclusion"),
    (Name::BidirectionalCycle, "Bidirectional Cycle"),
    (Name::BidirectionalYCycle, "Bidirectional Y-Cycle"),
    (Name::BidirectionalXCycle, "Bidirectional X-Cycle"),
    (Name::GeneralizedXWing, "Generalized X-Wing"),
    (Name::ForcingChain, "Forcing Chain"),
    (Name::ForcingYChain, "Forcing Y-Chain"),
    (Name::ForcingXChain, "Forcing X-Chain"),
    (Name::TurbotFish, "Turbot Fish"),
];

/// The fixed names that are no technique: no step has them.
const MARKERS: [(Name, &str); 4] = [
    (Name::BeyondBudget, "Beyond budget"),
    (Name::BeyondSolver, "Beyond solver"),
    (Name::NotProper, "Not a proper puzzle"),
    (Name::NoStep, ""),
];

/// The name and rating of a pattern of `size` (2 for a pair or an X-Wing) of a family
/// whose names and ratings go by size from 2 (`FISH`...).
pub(super) fn sized(family: &[(Name, f64)], size: u32) -> (Name, f64) {
    family[size as usize - 2]
}

/// The naked pair, triplet and quad, with their ratings.
pub(super) const NAKED_SETS: &[(Name, f64)] = &[
    (Name::NakedPair, 3.0),
    (Name::NakedTriplet, 3.6),
    (Name::NakedQuad, 5.0),
];
/// The hidden pair, triplet and quad, with their ratings.
pub(super) const HIDDEN_SETS: &[(Name, f64)] = &[
    (Name::HiddenPair, 3.4),
    (Name::HiddenTriplet, 4.0),
    (Name::HiddenQuad, 5.4),
];
/// The direct hidden pair and triplet, with their ratings.
pub(super) const DIRECT_HIDDEN_SETS: &[(Name, f64)] =
    &[(Name::DirectHiddenPair, 2.0), (Name::DirectHiddenTriplet, 2.5)];
/// The X-Wing, Swordfish and Jellyfish, with their ratings.
pub(super) const FISH: &[(Name, f64)] = &[(Name::XWing, 3.2), (Name::Swordfish, 3.8), (Name::Jellyfish, 5.2)];

/// The wings by the size of their set, from 3.
const WINGS: [&str; 4] = ["WXYZ-Wing", "VWXYZ-Wing", "UVWXYZ-Wing", "TUVWXYZ-Wing"];

/// The forms of the composed names, for an error's list of what is understood.
const FORMS: [&str; 9] = [
    "Skyscraper <suffix>",
    "<n>-String Kite <suffix>",
    "<n> Strong links <suffix>",
    "(<n> Strong Links) X-Loop <suffix>",
    "WXYZ-Wing <suffix> (and VWXYZ-, UVWXYZ-, TUVWXYZ-)",
    "Unique Loop <length> type <1-4>",
    "[Nishio |Dynamic ]<kind> Forcing Chains",
    "... Chains (+)",
    "... Chains (+ Forcing Chains)",
];

/// How deep a chain's nesting is read back: more than any search nests.
const DEEPEST_LEVEL: u8 = 12;

impl Name {
    /// A chain of strong links by its suffix written as digits ("012").
    pub(super) fn strong_links(links: usize, suffix: &str, ring: bool) -> Name {
        let mut digits = [0u8; 5];
        for (digit, byte) in digits.iter_mut().zip(suffix.bytes()) {
            *digit = byte - b'0';
        }
        Name::StrongLinks {
            links: links as u8,
            suffix: digits,
            ring,
        }
    }

    fn fixed_text(self) -> Option<&'static str> {
        FIXED
            .iter()
            .chain(&MARKERS)
            .find(|(name, _)| *name == self)
            .map(|&(_, text)| text)
    }

    /// The name written as `text`, if the rater writes one so.
    pub(super) fn parse(text: &str) -> Option<Name> {
        if let Some(&(name, _)) = FIXED.iter().chain(&MARKERS).find(|(_, t)| *t == text) {
            return Some(name);
        }
        let composed = Name::parse_chains(text)
            .or_else(|| Name::parse_loop(text))
            .or_else(|| Name::parse_wing(text))
            .or_else(|| Name::parse_strong_links(text))?;
        // Read loosely, kept only when written back the same.
        (composed.to_string() == text).then_some(composed)
    }

    fn parse_chains(text: &str) -> Option<Name> {
        let (head, tail) = text.split_once(" Chains")?;
        let level = (0..=DEEPEST_LEVEL).find(|&level| NestedSuffix(level).to_string() == tail)?;
        let (prefix, kind) = if let Some(kind) = head.strip_prefix("Dynamic ") {
            (ChainPrefix::Dynamic, kind)
        } else if let Some(kind) = head.strip_prefix("Nishio ") {
            (ChainPrefix::Nishio, kind)
        } else {
            (ChainPrefix::None, head)
        };
        let kind = [
            ChainKind::Forcing,
            ChainKind::ContradictionForcing,
            ChainKind::DoubleForcing,
            ChainKind::CellForcing,
            ChainKind::RegionForcing,
        ]
        .into_iter()
        .find(|k| k.text() == kind)?;
        Some(Name::Chains { prefix, kind, level })
    }

    fn parse_loop(text: &str) -> Option<Name> {
        let (length, kind) = text.strip_prefix("Unique Loop ")?.split_once(" type ")?;
        Some(Name::UniqueLoop {
            length: length.parse().ok()?,
            kind: kind.parse().ok()?,
        })
    }

    fn parse_wing(text: &str) -> Option<Name> {
        let (wing, suffix) = text.split_once(' ')?;
        let size = WINGS.iter().position(|&w| w == wing)? as u8 + 3;
        let mut digits = suffix.chars();
        let double = digits.next()? == '2';
        let biggest = digits.next()?.to_digit(10)? as u8;
        Some(Name::Wing {
            size,
            double,
            biggest,
            size_sum: digits.as_str().parse().ok()?,
        })
    }

    fn parse_strong_links(text: &str) -> Option<Name> {
        let (_, suffix) = text.rsplit_once(' ')?;
        let links = suffix.len().checked_sub(1)?;
        let (grouped, kinds) = suffix.as_bytes().split_first()?;
        if !(2..=4).contains(&links)
            || !(b'0'..=b'0' + links as u8).contains(grouped)
            || !kinds.iter().all(|k| (b'0'..=b'2').contains(k))
        {
            return None;
        }
        Some(Name::strong_links(links, suffix, text.contains("X-Loop")))
    }
}

impl ChainKind {
    fn text(self) -> &'static str {
        match self {
            ChainKind::Forcing => "Forcing",
            ChainKind::ContradictionForcing => "Contradiction Forcing",
            ChainKind::DoubleForcing => "Double Forcing",
            ChainKind::CellForcing => "Cell Forcing",
            ChainKind::RegionForcing => "Region Forcing",
        }
    }
}

/// The suffix of a nested search's chains: " (+)" at level 1, " (+ Forcing Chains)"...
struct NestedSuffix(u8);

impl fmt::Display for NestedSuffix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0 => Ok(()),
            1 => f.write_str(" (+)"),
            2 => f.write_str(" (+ Forcing Chains)"),
            3 => f.write_str(" (+ Multiple Forcing Chains)"),
            4 => f.write_str(" (+ Dynamic Forcing Chains)"),
            n => write!(f, " (+ Dynamic Forcing Chains{})", NestedSuffix(n - 3)),
        }
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(text) = self.fixed_text() {
            return f.write_str(text);
        }
        match *self {
            Name::StrongLinks { links, suffix, ring } => {
                let suffix = &suffix[..usize::from(links) + 1];
                let grouped = if suffix[0] != 0 { "Grouped " } else { "" };
                let tail = &suffix[1..];
                if ring {
                    write!(f, "({links} Strong Links) {grouped}X-Loop ")?;
                } else if !tail.contains(&0) && !tail.contains(&2) {
                    match links {
                        2 => write!(f, "{grouped}Skyscraper ")?,
                        _ => write!(f, "{grouped}{links} Skyscrapers ")?,
                    }
                } else if !tail.contains(&0) && links < 4 {
                    write!(f, "{grouped}{links}-String Kite ")?;
                } else {
                    write!(f, "{grouped}{links} Strong links ")?;
                }
                suffix.iter().try_for_each(|d| write!(f, "{d}"))
            }
            Name::Wing {
                size,
                double,
                biggest,
                size_sum,
            } => {
                let linked = if double { 2 } else { 1 };
                write!(f, "{} {linked}{biggest}{size_sum}", WINGS[usize::from(size) - 3])
            }
            Name::UniqueLoop { length, kind } => write!(f, "Unique Loop {length} type {kind}"),
            Name::Chains { prefix, kind, level } => {
                let prefix = match prefix {
                    ChainPrefix::None => "",
                    ChainPrefix::Nishio => "Nishio ",
                    ChainPrefix::Dynamic => "Dynamic ",
                };
                write!(f, "{prefix}{} Chains{}", kind.text(), NestedSuffix(level))
            }
            // Every other name is fixed.
            _ => Ok(()),
        }
    }
}

/// A technique as Sudoku Explainer names it, on its path: `"Hidden Single"`,
/// `"2-String Kite 012"`, `"Dynamic Forcing Chains (+)"`; written with `Display` and
/// read back with `FromStr`.
///
/// Besides the techniques, three names mark a rating that did not end with a step:
/// `"Beyond budget"` (the chain searches ran out of their budget, see
/// [`ExplainerRating::is_complete`](crate::ExplainerRating::is_complete)), `"Beyond
/// solver"` (the techniques ran out before the grid was full) and `"Not a proper
/// puzzle"` (see [`Grid::explainer_rating`](crate::Grid::explainer_rating)).
///
/// # Example
///
/// ```
/// use sudoku_strata::{ExplainerTechnique, Grid};
///
/// let puzzle: Grid = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489".parse()?;
/// let technique = puzzle.explainer_rating().er_technique();
/// assert_eq!(technique, "Hidden Single");
/// assert_eq!(technique.to_string().parse::<ExplainerTechnique>()?, technique);
/// let kite: ExplainerTechnique = "Grouped 2-String Kite 112".parse()?;
/// assert_eq!(kite.to_string(), "Grouped 2-String Kite 112");
/// assert!("Kite 112".parse::<ExplainerTechnique>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExplainerTechnique(pub(super) Name);

impl fmt::Display for ExplainerTechnique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for ExplainerTechnique {
    type Err = crate::UnknownName;

    /// Reads a name as Sudoku Explainer writes it.
    ///
    /// # Errors
    ///
    /// [`UnknownName`](crate::UnknownName) when the rater writes no technique so.
    fn from_str(text: &str) -> Result<ExplainerTechnique, crate::UnknownName> {
        Name::parse(text)
            .map(ExplainerTechnique)
            .ok_or_else(|| crate::UnknownName {
                kind: "Sudoku Explainer technique",
                text: text.to_string(),
                valid: FIXED
                    .iter()
                    .chain(&MARKERS[..3])
                    .map(|&(_, text)| text)
                    .chain(FORMS)
                    .collect(),
            })
    }
}

impl PartialEq<str> for ExplainerTechnique {
    fn eq(&self, other: &str) -> bool {
        self.0.to_string() == other
    }
}

impl PartialEq<&str> for ExplainerTechnique {
    fn eq(&self, other: &&str) -> bool {
        *self == **other
    }
}

/// With serde, written as its name and read back from it.
#[cfg(feature = "serde")]
impl serde::Serialize for ExplainerTechnique {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for ExplainerTechnique {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = std::borrow::Cow::<'de, str>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strong(links: usize, suffix: &str, ring: bool) -> String {
        Name::strong_links(links, suffix, ring).to_string()
    }

    #[test]
    fn composed_names_are_written_as_the_rater_writes_them() {
        assert_eq!(strong(2, "011", false), "Skyscraper 011");
        assert_eq!(strong(2, "012", false), "2-String Kite 012");
        assert_eq!(strong(2, "112", false), "Grouped 2-String Kite 112");
        assert_eq!(strong(3, "0111", false), "3 Skyscrapers 0111");
        assert_eq!(strong(4, "01102", false), "4 Strong links 01102");
        assert_eq!(strong(3, "1012", true), "(3 Strong Links) Grouped X-Loop 1012");
        let wing = Name::Wing {
            size: 4,
            double: false,
            biggest: 4,
            size_sum: 11,
        };
        assert_eq!(wing.to_string(), "VWXYZ-Wing 1411");
        assert_eq!(
            Name::UniqueLoop { length: 6, kind: 3 }.to_string(),
            "Unique Loop 6 type 3"
        );
        assert_eq!(
            Name::UniqueLoop { length: 4, kind: 2 }.to_string(),
            "Unique Rectangle type 2"
        );
        let nested = Name::Chains {
            prefix: ChainPrefix::Dynamic,
            kind: ChainKind::ContradictionForcing,
            level: 5,
        };
        assert_eq!(
            nested.to_string(),
            "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"
        );
    }

    #[test]
    fn every_name_reads_back_as_itself() {
        let mut names: Vec<Name> = FIXED.iter().chain(&MARKERS).map(|&(name, _)| name).collect();
        for (links, suffix) in [(2, "011"), (2, "202"), (3, "0112"), (4, "10112")] {
            names.push(Name::strong_links(links, suffix, false));
            names.push(Name::strong_links(links, suffix, true));
        }
        for size in 3..=6 {
            names.push(Name::Wing {
                size,
                double: size % 2 == 0,
                biggest: 3,
                size_sum: 4 * size,
            });
        }
        names.push(Name::UniqueLoop { length: 10, kind: 4 });
        for level in 0..=6 {
            for prefix in [ChainPrefix::None, ChainPrefix::Nishio, ChainPrefix::Dynamic] {
                for kind in [
                    ChainKind::Forcing,
                    ChainKind::CellForcing,
                    ChainKind::RegionForcing,
                ] {
                    names.push(Name::Chains { prefix, kind, level });
                }
            }
        }
        for name in names {
            assert_eq!(Name::parse(&name.to_string()), Some(name), "{name}");
        }
    }

    #[test]
    fn what_the_rater_never_writes_is_refused() {
        for text in [
            "Hidden single",
            "Skyscraper 0111",
            "Skyscraper 012",
            "WXYZ-Wing",
            "Unique Loop six type 1",
            "Dynamic Forcing Chains (+ Something)",
            "Forcing Chains (",
        ] {
            assert_eq!(Name::parse(text), None, "{text}");
            let error = text.parse::<ExplainerTechnique>().unwrap_err();
            assert!(
                error.to_string().contains("Sudoku Explainer technique"),
                "{error}"
            );
        }
    }

    #[test]
    fn every_technique_of_the_rated_set_reads_back() {
        let Some(lines) = super::super::rated_cases::rated_lines() else {
            return;
        };
        for (_, _, technique) in &lines {
            let name = Name::parse(technique);
            assert!(name.is_some(), "{technique}");
        }
    }
}
