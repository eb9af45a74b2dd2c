//! Placed digits drawn large: three rows of box-drawing strokes in the large layout
//! (heavy for givens, light for the player's digits, so that the two differ without
//! colour), two rows of half blocks in the compact one. A lone pencil mark is one small
//! character, so it never looks like a placed digit.

use sudoku_strata::Digit;

/// How heavy a large digit's strokes are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stroke {
    /// The puzzle's givens.
    Heavy,
    /// The player's digits.
    Light,
}

/// The digits 1 to 9, three columns by three rows, in heavy strokes.
const LARGE: [[&str; 3]; 9] = [
    ["╺┓ ", " ┃ ", "╺┻╸"],
    ["╺━┓", "┏━┛", "┗━╸"],
    ["╺━┓", " ━┫", "╺━┛"],
    ["╻ ╻", "┗━┫", "  ╹"],
    ["┏━╸", "┗━┓", "╺━┛"],
    ["┏━╸", "┣━┓", "┗━┛"],
    ["╺━┓", "  ┃", "  ╹"],
    ["┏━┓", "┣━┫", "┗━┛"],
    ["┏━┓", "┗━┫", "╺━┛"],
];

/// The digits 1 to 9, three columns by two rows of half blocks.
const COMPACT: [[&str; 2]; 9] = [
    ["▀█ ", "▄█▄"],
    ["▀▀█", "█▄▄"],
    ["▀▀█", "▄▄█"],
    ["█ █", "▀▀█"],
    ["█▀▀", "▄▄█"],
    ["█▀▀", "█▄█"],
    ["▀▀█", "  █"],
    ["█▀█", "█▀█"],
    ["█▀█", "▀▀█"],
];

/// The three rows of a large digit.
pub fn large(digit: Digit, stroke: Stroke) -> [String; 3] {
    LARGE[usize::from(digit.get() - 1)].map(|row| match stroke {
        Stroke::Heavy => row.to_string(),
        Stroke::Light => row.chars().map(lighter).collect(),
    })
}

/// The two rows of a compact digit.
pub fn compact(digit: Digit) -> [&'static str; 2] {
    COMPACT[usize::from(digit.get() - 1)]
}

/// The light stroke of a heavy box-drawing character.
fn lighter(c: char) -> char {
    match c {
        '┏' => '┌',
        '┓' => '┐',
        '┗' => '└',
        '┛' => '┘',
        '━' => '─',
        '┃' => '│',
        '┣' => '├',
        '┫' => '┤',
        '┻' => '┴',
        '╺' => '╶',
        '╸' => '╴',
        '╻' => '╷',
        '╹' => '╵',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_digit_has_its_own_shape_in_both_sizes_and_strokes() {
        let digits: Vec<Digit> = Digit::ALL.into_iter().collect();
        for (i, &a) in digits.iter().enumerate() {
            for &b in &digits[i + 1..] {
                assert_ne!(large(a, Stroke::Heavy), large(b, Stroke::Heavy), "{a} and {b}");
                assert_ne!(compact(a), compact(b), "{a} and {b}");
            }
            assert_ne!(large(a, Stroke::Heavy), large(a, Stroke::Light));
            for row in large(a, Stroke::Light) {
                assert_eq!(row.chars().count(), 3);
                assert!(!row.contains(['┏', '━', '┃']), "{a}: {row}");
            }
            assert!(compact(a).iter().all(|row| row.chars().count() == 3));
        }
    }
}
