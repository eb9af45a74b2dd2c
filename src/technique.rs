//! The techniques as data: one table gives each its name, family, difficulty and score.
//!
//! The engine's default order, the rating and the documentation all read from
//! [`Technique::ALL`], which lists the techniques simplest first.

use std::fmt;

/// How hard a puzzle or a technique is, in the levels people use.
///
/// A puzzle's level is the level of the hardest technique its solution needs.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Difficulty {
    /// Singles only.
    Beginner,
    /// Plus locked candidates and naked and hidden subsets.
    Easy,
    /// Plus basic fish, single-digit patterns and wings.
    Medium,
    /// Plus colouring, uniqueness, finned fish, X-chains and XY-chains.
    Hard,
    /// Plus alternating inference chains, almost locked sets and templates.
    Expert,
    /// Plus the exotic patterns of the hardest lists, forcing chains, or backtracking.
    Extreme,
    /// Extreme puzzles that need trial and error three deep ([`Grid::trial_depth`] 3,
    /// "T&E(3)"): the hardest known, found since 2022 by searching millions of puzzles.
    /// No technique is of this level: [`Engine::rate`](crate::Engine::rate) puts an
    /// extreme puzzle here by measuring its trial depth, and no generator makes them.
    ///
    /// [`Grid::trial_depth`]: crate::Grid::trial_depth
    Beyond,
}

impl Difficulty {
    /// Every level, easiest first.
    pub const ALL: [Difficulty; 7] = [
        Difficulty::Beginner,
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
        Difficulty::Extreme,
        Difficulty::Beyond,
    ];

    /// The level's name in lower case, as the command line takes it (`"medium"`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Beginner => "beginner",
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
            Difficulty::Extreme => "extreme",
            Difficulty::Beyond => "beyond",
        }
    }

    /// The band of Sudoku Explainer's ER the level stands for: above the first number,
    /// up to and including the second (`f64::INFINITY` for extreme). Beginner puzzles
    /// need hidden singles (ER up to 1.5), easy ones up to naked triples (3.6), medium
    /// ones up to the BUG (5.6), hard ones up to the aligned pair exclusion and the big
    /// wings (6.4), expert ones Sudoku Explainer's chains (6.5 to 8.9), extreme ones its
    /// nested chains (9.0 and up). The bands are the ones that agree best with our own
    /// levels on the shared rated set (see the README's Rating section). Beyond has no
    /// band of its own (it is empty, from infinity to infinity): ER does not tell its
    /// puzzles from the older hardest, which reach 11.9 too.
    ///
    /// # Example
    ///
    /// ```
    /// use sudoku_strata::Difficulty;
    ///
    /// assert_eq!(Difficulty::Expert.explainer_band(), (6.4, 8.9));
    /// assert_eq!(Difficulty::of_explainer_rating(7.2), Difficulty::Expert);
    /// assert_eq!(Difficulty::of_explainer_rating(1.2), Difficulty::Beginner);
    /// assert_eq!(Difficulty::of_explainer_rating(11.3), Difficulty::Extreme);
    /// assert_eq!(Difficulty::Beyond.explainer_band(), (f64::INFINITY, f64::INFINITY));
    /// ```
    #[must_use]
    pub const fn explainer_band(self) -> (f64, f64) {
        match self {
            Difficulty::Beginner => (0.0, 1.5),
            Difficulty::Easy => (1.5, 3.6),
            Difficulty::Medium => (3.6, 5.6),
            Difficulty::Hard => (5.6, 6.4),
            Difficulty::Expert => (6.4, 8.9),
            Difficulty::Extreme => (8.9, f64::INFINITY),
            Difficulty::Beyond => (f64::INFINITY, f64::INFINITY),
        }
    }

    /// The level whose band ([`Difficulty::explainer_band`]) holds an ER.
    #[must_use]
    pub fn of_explainer_rating(er: f64) -> Difficulty {
        // Ratings are to one decimal: compared so, 1.5 is beginner.
        let er = er.one_decimal();
        Difficulty::ALL
            .into_iter()
            .find(|d| er <= d.explainer_band().1)
            .unwrap_or(Difficulty::Extreme)
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Difficulty {
    type Err = UnknownName;

    fn from_str(text: &str) -> Result<Difficulty, UnknownName> {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownName {
                kind: "difficulty level",
                text: text.to_string(),
                valid: Difficulty::ALL.iter().map(|d| d.name()).collect(),
            })
    }
}

/// A name that matches no difficulty level, technique or symmetry. Its message lists the
/// valid names.
///
/// ```
/// use sudoku_strata::Difficulty;
///
/// let error = "foo".parse::<Difficulty>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "unknown difficulty level \"foo\"; expected one of: beginner, easy, medium, hard, expert, extreme, beyond"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} {text:?}; expected one of: {}", .valid.join(", "))]
#[non_exhaustive]
pub struct UnknownName {
    /// What was looked up ("difficulty level", "technique").
    pub kind: &'static str,
    /// The text given.
    pub text: String,
    /// The names that would have been understood.
    pub valid: Vec<&'static str>,
}

/// The family a technique belongs to.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Family {
    /// Full house, naked and hidden singles.
    Singles,
    /// Locked candidates (pointing and claiming).
    Intersections,
    /// Naked and hidden pairs, triples and quads.
    Subsets,
    /// X-Wing, Swordfish, Jellyfish and their finned and sashimi forms.
    Fish,
    /// Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle, their dual forms, and
    /// the templates of one digit.
    SingleDigitPatterns,
    /// XY-, XYZ-, W- and WXYZ-Wings.
    Wings,
    /// Simple colours, multi-colours and 3D Medusa.
    Colouring,
    /// Patterns that rely on the puzzle having one solution.
    Uniqueness,
    /// X-chains, XY-chains, remote pairs, alternating inference chains and nice loops.
    Chains,
    /// Almost locked sets and Sue de Coq.
    AlmostLockedSets,
    /// Aligned pair and triple exclusion: the combinations of candidates of two or three
    /// cells that would leave a cell they all see empty, or repeat a digit, are excluded.
    Exclusion,
    /// Patterns of the hardest lists: Tridagon, SK-Loop, Junior Exocet, Multi-Sector
    /// Locked Sets.
    Exotic,
    /// Forcing chains and nets.
    ForcingChains,
    /// The backtracking search: not logic.
    Search,
    /// A strategy supplied by the user.
    Custom,
}

/// The name, level and score of a user's own technique, made by [`Technique::custom`].
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct CustomTechnique {
    name: &'static str,
    difficulty: Difficulty,
    /// The score in tenths (so that techniques compare and hash exactly).
    tenths: u8,
}

macro_rules! techniques {
    ($( $(#[$doc:meta])* $variant:ident => $name:literal, $family:ident, $level:ident, $score:literal; )*) => {
        /// A solving technique, as recorded in every [`Step`](crate::Step).
        ///
        /// [`Technique::ALL`] lists the built-in techniques in the engine's default order,
        /// simplest first; each has a [`name`](Technique::name) as printed in steps, a
        /// [`family`](Technique::family), a [`difficulty`](Technique::difficulty) level and a
        /// [`score`](Technique::score) on the Sudoku Explainer scale (1.0 to 11.x).
        /// A user's own [`GridSolver`](crate::GridSolver) states its technique with
        /// [`Technique::custom`], which carries its name, level and score.
        ///
        /// # Example
        ///
        /// ```
        /// use sudoku_strata::{Difficulty, Technique};
        ///
        /// assert_eq!(Technique::XWing.name(), "X-Wing");
        /// assert_eq!(Technique::XWing.difficulty(), Difficulty::Medium);
        /// assert_eq!("x-wing".parse::<Technique>()?, Technique::XWing);
        /// assert_eq!(Technique::ALL[0], Technique::FullHouse);
        /// // Techniques order as the engine tries them, simplest first.
        /// assert!(Technique::FullHouse < Technique::XWing);
        /// # Ok::<(), sudoku_strata::UnknownName>(())
        /// ```
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        #[non_exhaustive]
        pub enum Technique {
            $( $(#[$doc])* $variant, )*
            /// A user's own technique (see [`Technique::custom`]).
            Custom(CustomTechnique),
        }

        impl Technique {
            /// A technique of a user's own strategy, with the level of a puzzle whose
            /// hardest step uses it and its score on the Sudoku Explainer scale (kept
            /// with one decimal; a negative or non-number score counts as 0.0, and the
            /// most is 25.5).
            ///
            /// The engine, the rating and the errors read these like the table's own
            /// rows: a puzzle whose hardest step is of this technique rates at its level
            /// and score.
            ///
            /// # Example
            ///
            /// ```
            /// use sudoku_strata::{Difficulty, Family, Technique};
            ///
            /// const MY_WING: Technique = Technique::custom("My Wing", Difficulty::Hard, 4.3);
            /// assert_eq!(MY_WING.name(), "My Wing");
            /// assert_eq!(MY_WING.difficulty(), Difficulty::Hard);
            /// assert_eq!(MY_WING.score(), 4.3);
            /// assert_eq!(MY_WING.family(), Family::Custom);
            /// ```
            #[must_use]
            pub const fn custom(name: &'static str, difficulty: Difficulty, score: f32) -> Technique {
                // `as` saturates: below 0 (and NaN) gives 0, above the range the most.
                let tenths = (score * 10.0 + 0.5) as u8;
                Technique::Custom(CustomTechnique { name, difficulty, tenths })
            }

            /// The built-in techniques in the engine's default order, simplest first.
            pub const ALL: &'static [Technique] = &[ $( Technique::$variant, )* ];

            /// The name printed in steps, for example `"Hidden Single"`.
            #[must_use]
            #[inline]
            pub const fn name(self) -> &'static str {
                match self {
                    $( Technique::$variant => $name, )*
                    Technique::Custom(custom) => custom.name,
                }
            }

            /// The family it belongs to.
            #[must_use]
            #[inline]
            pub const fn family(self) -> Family {
                match self {
                    $( Technique::$variant => Family::$family, )*
                    Technique::Custom(_) => Family::Custom,
                }
            }

            /// The difficulty level of a puzzle whose hardest step uses it.
            #[must_use]
            #[inline]
            pub const fn difficulty(self) -> Difficulty {
                match self {
                    $( Technique::$variant => Difficulty::$level, )*
                    Technique::Custom(custom) => custom.difficulty,
                }
            }

            /// Its usual value on the Sudoku Explainer scale (1.0 to 11.x). Steps of
            /// chains can score higher than this base with their length; see the rating.
            #[must_use]
            #[inline]
            pub const fn score(self) -> f32 {
                match self {
                    $( Technique::$variant => $score, )*
                    Technique::Custom(custom) => custom.tenths as f32 / 10.0,
                }
            }
        }
    };
}

techniques! {
    /// The last empty cell of a house.
    FullHouse => "Full House", Singles, Beginner, 1.0;
    /// A cell with one candidate left.
    NakedSingle => "Naked Single", Singles, Beginner, 2.3;
    /// A digit with one place left in a house.
    HiddenSingle => "Hidden Single", Singles, Beginner, 1.2;
    /// A digit confined to one line within a box.
    LockedCandidatesPointing => "Locked Candidates (Pointing)", Intersections, Easy, 2.6;
    /// A digit confined to one box within a line.
    LockedCandidatesClaiming => "Locked Candidates (Claiming)", Intersections, Easy, 2.8;
    /// A naked pair inside the intersection of a box and a line.
    LockedPair => "Locked Pair", Subsets, Easy, 3.0;
    /// A naked triple inside the intersection of a box and a line.
    LockedTriple => "Locked Triple", Subsets, Easy, 3.6;
    /// Two cells of a house holding only the same two candidates.
    NakedPair => "Naked Pair", Subsets, Easy, 3.0;
    /// Two digits confined to the same two cells of a house.
    HiddenPair => "Hidden Pair", Subsets, Easy, 3.4;
    /// Three cells of a house holding only three candidates between them.
    NakedTriple => "Naked Triple", Subsets, Easy, 3.6;
    /// Three digits confined to the same three cells of a house.
    HiddenTriple => "Hidden Triple", Subsets, Easy, 4.0;
    /// Four cells of a house holding only four candidates between them.
    NakedQuad => "Naked Quad", Subsets, Easy, 5.0;
    /// Four digits confined to the same four cells of a house.
    HiddenQuad => "Hidden Quad", Subsets, Easy, 5.4;
    /// A digit confined to two columns in two rows (or the reverse).
    XWing => "X-Wing", Fish, Medium, 3.2;
    /// A digit confined to three columns in three rows (or the reverse).
    Swordfish => "Swordfish", Fish, Medium, 3.8;
    /// A digit confined to four columns in four rows (or the reverse).
    Jellyfish => "Jellyfish", Fish, Medium, 5.2;
    /// Two rows and columns of one digit joined by a strong link (a skyscraper).
    Skyscraper => "Skyscraper", SingleDigitPatterns, Medium, 4.0;
    /// A row and a column of one digit joined in a box.
    TwoStringKite => "2-String Kite", SingleDigitPatterns, Medium, 4.1;
    /// Two 2-String Kites through the same two cells of a box, reported as one step.
    DualTwoStringKite => "Dual 2-String Kite", SingleDigitPatterns, Medium, 4.2;
    /// A chain of two strong links of one digit (the general skyscraper and kite).
    TurbotFish => "Turbot Fish", SingleDigitPatterns, Medium, 4.2;
    /// A box whose candidates of a digit lie on one row and one column, with a strong link.
    EmptyRectangle => "Empty Rectangle", SingleDigitPatterns, Medium, 4.2;
    /// Two Empty Rectangles in the same box, reported as one step.
    DualEmptyRectangle => "Dual Empty Rectangle", SingleDigitPatterns, Medium, 4.3;
    /// Three bivalue cells xy, xz, yz: a pivot and two pincers.
    XyWing => "XY-Wing", Wings, Medium, 4.2;
    /// A pivot xyz with pincers xz and yz.
    XyzWing => "XYZ-Wing", Wings, Medium, 4.4;
    /// Two bivalue cells xy joined by a strong link on one of their digits.
    WWing => "W-Wing", Wings, Medium, 4.4;
    /// Four cells holding four digits, only one of which is not restricted.
    WxyzWing => "WXYZ-Wing", Wings, Medium, 5.5;
    /// An X-Wing whose base has extra candidates (fins) in one box.
    FinnedXWing => "Finned X-Wing", Fish, Hard, 3.4;
    /// An X-Wing with a fin that replaces a missing corner.
    SashimiXWing => "Sashimi X-Wing", Fish, Hard, 3.5;
    /// A Swordfish with fins in one box.
    FinnedSwordfish => "Finned Swordfish", Fish, Hard, 4.0;
    /// A Swordfish with a fin that replaces a missing corner.
    SashimiSwordfish => "Sashimi Swordfish", Fish, Hard, 4.1;
    /// A Jellyfish with fins in one box.
    FinnedJellyfish => "Finned Jellyfish", Fish, Hard, 5.4;
    /// A Jellyfish with a fin that replaces a missing corner.
    SashimiJellyfish => "Sashimi Jellyfish", Fish, Hard, 5.5;
    /// Two colours of one digit's conjugate chain; a cell seeing both colours loses it.
    SimpleColoursTrap => "Simple Colours Trap", Colouring, Hard, 4.5;
    /// Two colours of one digit's conjugate chain; a colour that sees itself is false.
    SimpleColoursWrap => "Simple Colours Wrap", Colouring, Hard, 4.5;
    /// Two conjugate chains of one digit linked by a weak link.
    MultiColours => "Multi-Colours", Colouring, Hard, 4.8;
    /// Colours spread over conjugate pairs and bivalue cells of several digits; an
    /// uncoloured candidate that either colour removes goes.
    MedusaTrap => "3D Medusa Trap", Colouring, Hard, 5.0;
    /// Colours spread over conjugate pairs and bivalue cells of several digits; a colour
    /// that contradicts itself or empties a cell is false.
    MedusaWrap => "3D Medusa Wrap", Colouring, Hard, 5.0;
    /// A chain of bivalue cells with the same two digits.
    RemotePair => "Remote Pair", Chains, Hard, 4.8;
    /// A deadly rectangle with one extra-candidate corner.
    UniqueRectangleType1 => "Uniqueness Test 1", Uniqueness, Hard, 4.5;
    /// A deadly rectangle with the same extra candidate in two corners.
    UniqueRectangleType2 => "Uniqueness Test 2", Uniqueness, Hard, 4.6;
    /// A deadly rectangle whose extra candidates form a subset with other cells.
    UniqueRectangleType3 => "Uniqueness Test 3", Uniqueness, Hard, 4.7;
    /// A deadly rectangle where one of its digits is locked in two corners.
    UniqueRectangleType4 => "Uniqueness Test 4", Uniqueness, Hard, 4.7;
    /// A deadly rectangle with the same extra candidate in two diagonal or three corners.
    UniqueRectangleType5 => "Uniqueness Test 5", Uniqueness, Hard, 4.7;
    /// A deadly rectangle whose digit is an X-Wing on the diagonal.
    UniqueRectangleType6 => "Uniqueness Test 6", Uniqueness, Hard, 4.7;
    /// A deadly rectangle found through strong links from one corner.
    HiddenRectangle => "Hidden Rectangle", Uniqueness, Hard, 4.8;
    /// A rectangle of solved (not given) cells that must not become deadly, one corner open.
    AvoidableRectangleType1 => "Avoidable Rectangle Type 1", Uniqueness, Hard, 4.5;
    /// A rectangle of solved cells with the same extra candidate in two open corners.
    AvoidableRectangleType2 => "Avoidable Rectangle Type 2", Uniqueness, Hard, 4.6;
    /// A loop of 6 or more cells holding the same two digits, with one extra-candidate cell.
    UniqueLoopType1 => "Unique Loop Type 1", Uniqueness, Hard, 4.6;
    /// A unique loop whose extra-candidate cells share one extra digit.
    UniqueLoopType2 => "Unique Loop Type 2", Uniqueness, Hard, 4.6;
    /// A unique loop whose two extra-candidate cells form a subset with other cells.
    UniqueLoopType3 => "Unique Loop Type 3", Uniqueness, Hard, 4.7;
    /// A unique loop where one of its digits is locked in the two extra-candidate cells.
    UniqueLoopType4 => "Unique Loop Type 4", Uniqueness, Hard, 4.6;
    /// Six cells in three boxes holding three digits, with one extra-candidate cell.
    ExtendedUniqueRectangleType1 => "Extended Unique Rectangle Type 1", Uniqueness, Hard, 4.7;
    /// An extended unique rectangle whose extra-candidate cells share one extra digit.
    ExtendedUniqueRectangleType2 => "Extended Unique Rectangle Type 2", Uniqueness, Hard, 4.8;
    /// Every cell bivalue but one: that cell takes the digit that would break the grave.
    BugPlusOne => "BUG+1", Uniqueness, Hard, 5.6;
    /// A bivalue universal grave whose extra candidates are all one digit.
    BugType2 => "BUG Type 2", Uniqueness, Hard, 5.7;
    /// A bivalue universal grave whose extra candidates form a naked subset in a house.
    BugType3 => "BUG Type 3", Uniqueness, Hard, 5.8;
    /// A bivalue universal grave with two extra-candidate cells joined by a conjugate pair.
    BugType4 => "BUG Type 4", Uniqueness, Hard, 5.7;
    /// An alternating chain of strong and weak links on one digit.
    XChain => "X-Chain", Chains, Hard, 6.5;
    /// A chain of bivalue cells.
    XyChain => "XY-Chain", Chains, Hard, 6.6;
    /// A loop of alternating links; weak links become strong.
    ContinuousNiceLoop => "Continuous Nice Loop", Chains, Expert, 7.0;
    /// An alternating inference chain on candidates.
    Aic => "AIC", Chains, Expert, 7.0;
    /// A loop broken at one candidate, which is placed or removed.
    DiscontinuousNiceLoop => "Discontinuous Nice Loop", Chains, Expert, 7.0;
    /// A continuous nice loop with grouped nodes (and no almost locked set).
    GroupedContinuousNiceLoop => "Grouped Continuous Nice Loop", Chains, Expert, 7.2;
    /// An alternating inference chain with grouped nodes.
    GroupedAic => "Grouped AIC", Chains, Expert, 7.2;
    /// A discontinuous nice loop with grouped nodes.
    GroupedDiscontinuousNiceLoop => "Grouped Discontinuous Nice Loop", Chains, Expert, 7.2;
    /// A box-line intersection whose candidates split between two almost locked sets.
    SueDeCoq => "Sue de Coq", AlmostLockedSets, Expert, 5.0;
    /// Two almost locked sets joined by a restricted common digit.
    AlsXz => "ALS-XZ", AlmostLockedSets, Expert, 5.5;
    /// Three almost locked sets in a wing.
    AlsXyWing => "ALS-XY-Wing", AlmostLockedSets, Expert, 6.0;
    /// Two cells whose every combination of candidates with a given digit would empty a
    /// bivalue cell they both see (or repeat the digit): the digit goes.
    AlignedPairExclusion => "Aligned Pair Exclusion", Exclusion, Expert, 6.2;
    /// A chain of almost locked sets.
    AlsChain => "ALS Chain", AlmostLockedSets, Expert, 6.5;
    /// A stem cell whose every candidate leads to an almost locked set.
    DeathBlossom => "Death Blossom", AlmostLockedSets, Expert, 6.5;
    /// A continuous nice loop through almost locked sets.
    AlsContinuousNiceLoop => "ALS Continuous Nice Loop", Chains, Expert, 7.4;
    /// An alternating inference chain through almost locked sets.
    AlsAic => "ALS AIC", Chains, Expert, 7.4;
    /// A discontinuous nice loop through almost locked sets.
    AlsDiscontinuousNiceLoop => "ALS Discontinuous Nice Loop", Chains, Expert, 7.4;
    /// Two base houses, lines and a box, whose places of a digit lie in two cover houses.
    FrankenXWing => "Franken X-Wing", Fish, Expert, 3.7;
    /// A Franken fish of three base and three cover houses.
    FrankenSwordfish => "Franken Swordfish", Fish, Expert, 4.3;
    /// A Franken fish of four base and four cover houses.
    FrankenJellyfish => "Franken Jellyfish", Fish, Expert, 5.7;
    /// A Franken X-Wing with fins.
    FinnedFrankenXWing => "Finned Franken X-Wing", Fish, Expert, 3.9;
    /// A Franken Swordfish with fins.
    FinnedFrankenSwordfish => "Finned Franken Swordfish", Fish, Expert, 4.5;
    /// A Franken Jellyfish with fins.
    FinnedFrankenJellyfish => "Finned Franken Jellyfish", Fish, Expert, 5.9;
    /// A fish of two base and two cover houses that mixes rows, columns and boxes freely.
    MutantXWing => "Mutant X-Wing", Fish, Expert, 4.2;
    /// A Mutant fish of three base and three cover houses.
    MutantSwordfish => "Mutant Swordfish", Fish, Expert, 4.8;
    /// A Mutant fish of four base and four cover houses.
    MutantJellyfish => "Mutant Jellyfish", Fish, Expert, 6.2;
    /// A Mutant X-Wing with fins.
    FinnedMutantXWing => "Finned Mutant X-Wing", Fish, Expert, 4.4;
    /// A Mutant Swordfish with fins.
    FinnedMutantSwordfish => "Finned Mutant Swordfish", Fish, Expert, 5.0;
    /// A Mutant Jellyfish with fins.
    FinnedMutantJellyfish => "Finned Mutant Jellyfish", Fish, Expert, 6.4;
    /// A finned Mutant fish of five base and five cover houses.
    FinnedMutantSquirmbag => "Finned Mutant Squirmbag", Fish, Expert, 6.8;
    /// A finned Mutant fish of six base and six cover houses.
    FinnedMutantWhale => "Finned Mutant Whale", Fish, Expert, 7.2;
    /// A cell where a digit sits in every template of it that fits the grid. After
    /// every chain, almost locked set and fish: its evidence (how many templates fit) is
    /// a count a person cannot check, so a step with a proof comes first.
    TemplateSet => "Template Set", SingleDigitPatterns, Expert, 7.5;
    /// A candidate that lies in no template of its digit that fits the grid (after the
    /// chains, as Template Set).
    TemplateDelete => "Template Delete", SingleDigitPatterns, Expert, 7.5;
    /// Aligned pair exclusion on three cells, with the cells of two or three candidates
    /// that all three see.
    AlignedTripleExclusion => "Aligned Triple Exclusion", Exclusion, Expert, 7.5;
    /// Three digits in twelve cells of four boxes, arranged so that they cannot all be
    /// filled: the one cell with other candidates keeps only those.
    Tridagon => "Tridagon", Exotic, Extreme, 7.5;
    /// A tridagon whose guardians (its candidates besides the three digits) lie in
    /// several cells: one of them is true, so a candidate that sees them all goes.
    TridagonGuardians => "Tridagon (Guardians)", Exotic, Extreme, 7.6;
    /// Sixteen cells of four boxes, linked in a loop of eight pairs that lock every
    /// digit of each link in its house.
    SkLoop => "SK-Loop", Exotic, Extreme, 7.6;
    /// Two base cells of a box whose digits must reappear in two target cells of the band.
    JuniorExocet => "Junior Exocet", Exotic, Extreme, 7.7;
    /// Cells of some rows and columns whose digits are each locked in the rows or in the
    /// columns: as many links as cells.
    MultiSectorLockedSet => "Multi-Sector Locked Set", Exotic, Extreme, 7.8;
    /// A finned fish whose every fin, taken as true, leads by a chain to a candidate the
    /// fish without its fins removes: the candidate goes either way.
    KrakenFish => "Kraken Fish", Fish, Extreme, 7.9;
    /// Every candidate of one cell leads to the same conclusion.
    CellForcingChain => "Cell Forcing Chain", ForcingChains, Extreme, 8.0;
    /// Every place of a digit in a house leads to the same conclusion.
    UnitForcingChain => "Unit Forcing Chain", ForcingChains, Extreme, 8.2;
    /// An assumption that leads to a contradiction.
    ForcingChainContradiction => "Forcing Chain Contradiction", ForcingChains, Extreme, 8.5;
    /// A tridagon's guardians (one of which is true) as the branches of a verity net:
    /// what every guardian's branch concludes holds. Before the plain Forcing Net: its
    /// branches are nets too, but they start from a pattern a reader can see, with a
    /// few branches, where a plain net may start anywhere.
    TridagonForcingNet => "Tridagon Forcing Net", ForcingChains, Extreme, 8.7;
    /// Forcing chains that branch: the last logical resort.
    ForcingNet => "Forcing Net", ForcingChains, Extreme, 9.0;
    /// A net with nets inside its branch: a trial inside a trial.
    NestedForcingNet => "Nested Forcing Net", ForcingChains, Extreme, 9.5;
    /// A net with nested nets inside its branch: a trial inside a trial inside a trial,
    /// what the puzzles that need trial and error three deep take. Rated 10.9, the most
    /// a step of logic scores (the length bonus stops below the search's 11.0): above
    /// the nested nets of the older hardest lists (at most 10.8 with their bonus on forum-hardest-1106).
    DeepForcingNet => "Deep Forcing Net", ForcingChains, Extreme, 10.9;
    /// The backtracking search filled the rest: guessing, not logic.
    Backtracking => "Backtracking", Search, Extreme, 11.0;
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Technique {
    type Err = UnknownName;

    /// Finds a built-in technique by its printed name, ignoring case, spaces, hyphens and
    /// brackets (`"x-wing"`, `"XWing"`, `"locked candidates pointing"`).
    fn from_str(text: &str) -> Result<Technique, UnknownName> {
        let key = |s: &str| -> String {
            s.chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '+')
                .map(|c| c.to_ascii_lowercase())
                .collect()
        };
        let wanted = key(text);
        Technique::ALL
            .iter()
            .copied()
            .find(|t| key(t.name()) == wanted)
            .ok_or_else(|| UnknownName {
                kind: "technique",
                text: text.to_string(),
                valid: Technique::ALL.iter().map(|t| t.name()).collect(),
            })
    }
}

/// With serde a technique is written as its name (`"X-Wing"`) and read back from it,
/// as `FromStr` reads it; a user's own technique is written by its name too, but only
/// the built-in names read back.
#[cfg(feature = "serde")]
impl serde::Serialize for Technique {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Technique {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Technique, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// A score on the Sudoku Explainer scale kept to one decimal, as every score is shown
/// and written: the one rounding of scores in the crate.
///
/// The rule: ten times the score, computed in the score's own type, rounded half away
/// from zero, over ten. Multiplying in the score's own type is what makes a score
/// written with a 5 in its second decimal round up as it is written: 0.35 is stored a
/// hair below (0.3499999940... as `f32`), and ten times it rounds onto 3.5 exactly in
/// that type, so it becomes 0.4. Widening an `f32` to `f64` first would keep the hair
/// and give 0.3, so each type keeps its own arithmetic: our path's scores are `f32`
/// ([`Technique::score`]), Sudoku Explainer's ratings `f64` (as its rater computes
/// them, so that ratings that tie in its sort tie in ours).
pub(crate) trait OneDecimal: Copy {
    /// The score to one decimal.
    fn one_decimal(self) -> Self;
}

macro_rules! one_decimal {
    ($($float:ty),*) => {$(
        impl OneDecimal for $float {
            #[inline]
            fn one_decimal(self) -> $float {
                (self * 10.0).round() / 10.0
            }
        }
    )*};
}

one_decimal!(f32, f64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn techniques_order_as_the_engine_tries_them() {
        assert!(Technique::ALL.windows(2).all(|w| w[0] < w[1]));
        let own = Technique::custom("Mine", Difficulty::Hard, 5.0);
        assert!(
            Technique::ALL.iter().all(|&t| t < own),
            "a user's own technique sorts last"
        );
    }

    #[test]
    fn names_are_unique_and_parse_back() {
        for (i, a) in Technique::ALL.iter().enumerate() {
            assert_eq!(a.name().parse::<Technique>().unwrap(), *a);
            for b in &Technique::ALL[i + 1..] {
                assert_ne!(a.name(), b.name());
            }
        }
    }

    #[test]
    fn scores_stay_on_the_explainer_scale() {
        for t in Technique::ALL {
            assert!((1.0..=11.9).contains(&t.score()), "{t}");
        }
    }

    /// At the halves of a tenth, as the scores are written: up, in `f32` as in `f64`.
    #[test]
    fn one_decimal_rounds_a_half_tenth_up_as_written() {
        let cases: [(f64, f64); 12] = [
            (0.05, 0.1),
            (0.15, 0.2),
            (0.25, 0.3),
            (0.35, 0.4),
            (0.45, 0.5),
            (1.05, 1.1),
            (2.65, 2.7),
            (6.55, 6.6),
            (7.25, 7.3),
            (8.95, 9.0),
            (10.45, 10.5),
            (11.85, 11.9),
        ];
        for (written, shown) in cases {
            assert_eq!(written.one_decimal(), shown, "{written} as f64");
            assert_eq!((written as f32).one_decimal(), shown as f32, "{written} as f32");
            // Just under and over the half: the nearest tenth.
            assert_eq!(
                (written - 0.001).one_decimal(),
                (shown * 10.0 - 1.0).round() / 10.0,
                "{written} - 0.001"
            );
            assert_eq!((written + 0.001).one_decimal(), shown, "{written} + 0.001");
        }
        // Sums of tenths, as Sudoku Explainer adds its length bonus, land on their tenth.
        let mut sum = 6.6;
        for _ in 0..7 {
            sum += 0.1;
        }
        assert_eq!(sum.one_decimal(), 7.3);
        assert_eq!(7.0_f32.one_decimal(), 7.0);
        assert_eq!((-0.35_f64).one_decimal(), -0.4, "away from zero");
    }

    #[test]
    fn levels_parse_by_name() {
        for level in Difficulty::ALL {
            assert_eq!(level.name().parse::<Difficulty>().unwrap(), level);
        }
        assert!("impossible".parse::<Difficulty>().is_err());
    }
}
