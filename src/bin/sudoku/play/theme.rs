//! The game's colours: one palette for dark terminals, one for light ones, and one
//! without colour (`NO_COLOR`) that says everything with bold, underline and reverse.
//!
//! Givens and the player's digits differ by more than colour: givens are drawn in
//! heavy strokes and bold, the player's digits in light strokes (see `glyphs`).

use ratatui::style::{Color, Modifier, Style};

/// The styles of everything the grid shows. Backgrounds are patched over each other in
/// the order the view applies them; text styles set the foreground.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Theme {
    pub given: Style,
    pub entry: Style,
    pub revealed: Style,
    pub conflict: Style,
    pub mark: Style,
    pub heavy: Style,
    pub thin: Style,
    /// The cell under the cursor.
    pub cursor: Style,
    /// The cursor's row, column and box.
    pub peer: Style,
    /// The cells holding the cursor's digit.
    pub same: Style,
    /// A hint's pattern, the cells it changes, and the digits that rule out the rest.
    pub pattern: Style,
    pub target: Style,
    pub witness: Style,
    /// The mistakes found by a check.
    pub mistake: Style,
    /// The candidates a hint places and removes.
    pub placed_mark: Style,
    pub removed_mark: Style,
    /// The side panel's messages: a question, good news, a refusal, and the help.
    pub prompt: Style,
    pub good: Style,
    pub bad: Style,
    pub faint: Style,
}

const BOLD: Modifier = Modifier::BOLD;

impl Theme {
    /// For terminals with a dark background.
    pub const DARK: Theme = Theme {
        given: Style::new().add_modifier(BOLD),
        entry: Style::new().fg(Color::LightCyan),
        revealed: Style::new().fg(Color::LightMagenta),
        conflict: Style::new().fg(Color::LightRed).add_modifier(BOLD),
        mark: Style::new().fg(Color::Gray),
        heavy: Style::new(),
        thin: Style::new().fg(Color::DarkGray),
        cursor: Style::new().bg(Color::Indexed(25)),
        peer: Style::new().bg(Color::Indexed(236)),
        same: Style::new().bg(Color::Indexed(58)),
        pattern: Style::new().bg(Color::Indexed(94)),
        target: Style::new().bg(Color::Indexed(22)),
        witness: Style::new()
            .bg(Color::Indexed(54))
            .add_modifier(Modifier::UNDERLINED),
        mistake: Style::new().bg(Color::Indexed(88)),
        placed_mark: Style::new().add_modifier(BOLD.union(Modifier::UNDERLINED)),
        removed_mark: Style::new()
            .fg(Color::LightRed)
            .add_modifier(Modifier::CROSSED_OUT),
        prompt: Style::new().fg(Color::Yellow),
        good: Style::new().fg(Color::LightGreen).add_modifier(BOLD),
        bad: Style::new().fg(Color::LightRed),
        faint: Style::new().fg(Color::DarkGray),
    };

    /// For terminals with a light background.
    pub const LIGHT: Theme = Theme {
        given: Style::new().add_modifier(BOLD),
        entry: Style::new().fg(Color::Blue),
        revealed: Style::new().fg(Color::Magenta),
        conflict: Style::new().fg(Color::Red).add_modifier(BOLD),
        mark: Style::new().fg(Color::DarkGray),
        heavy: Style::new(),
        thin: Style::new().fg(Color::Gray),
        cursor: Style::new().bg(Color::Indexed(153)),
        peer: Style::new().bg(Color::Indexed(255)),
        same: Style::new().bg(Color::Indexed(229)),
        pattern: Style::new().bg(Color::Indexed(223)),
        target: Style::new().bg(Color::Indexed(157)),
        witness: Style::new()
            .bg(Color::Indexed(189))
            .add_modifier(Modifier::UNDERLINED),
        mistake: Style::new().bg(Color::Indexed(217)),
        placed_mark: Style::new().add_modifier(BOLD.union(Modifier::UNDERLINED)),
        removed_mark: Style::new().fg(Color::Red).add_modifier(Modifier::CROSSED_OUT),
        prompt: Style::new().fg(Color::Blue).add_modifier(BOLD),
        good: Style::new().fg(Color::Green).add_modifier(BOLD),
        bad: Style::new().fg(Color::Red),
        faint: Style::new().fg(Color::DarkGray),
    };

    /// Without colour: the cursor reversed, the rest told by bold, underline and
    /// strike-through.
    pub const PLAIN: Theme = Theme {
        given: Style::new().add_modifier(BOLD),
        entry: Style::new(),
        revealed: Style::new().add_modifier(Modifier::ITALIC),
        conflict: Style::new().add_modifier(BOLD.union(Modifier::SLOW_BLINK)),
        mark: Style::new(),
        heavy: Style::new(),
        thin: Style::new().add_modifier(Modifier::DIM),
        cursor: Style::new().add_modifier(Modifier::REVERSED),
        peer: Style::new(),
        same: Style::new().add_modifier(Modifier::UNDERLINED),
        pattern: Style::new().add_modifier(Modifier::DIM),
        target: Style::new().add_modifier(BOLD),
        witness: Style::new().add_modifier(Modifier::UNDERLINED),
        mistake: Style::new().add_modifier(Modifier::CROSSED_OUT),
        placed_mark: Style::new().add_modifier(BOLD.union(Modifier::UNDERLINED)),
        removed_mark: Style::new().add_modifier(Modifier::CROSSED_OUT),
        prompt: Style::new().add_modifier(BOLD),
        good: Style::new().add_modifier(BOLD),
        bad: Style::new().add_modifier(BOLD),
        faint: Style::new().add_modifier(Modifier::DIM),
    };

    /// The theme the environment asks for: none with `NO_COLOR` set (to anything but
    /// the empty string), light when `COLORFGBG` (set by many terminals) gives a light
    /// background, and dark otherwise.
    pub fn from_env() -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let background = std::env::var("COLORFGBG").ok();
        Theme::choose(no_color, background.as_deref())
    }

    /// The choice `from_env` makes, from what it read.
    pub fn choose(no_color: bool, colorfgbg: Option<&str>) -> Theme {
        if no_color {
            return Theme::PLAIN;
        }
        // "15;0" is light text on black; the last field is the background's colour
        // number, and 7 (white) or 9 to 15 (bright colours but dark grey) are light.
        let light = colorfgbg
            .and_then(|v| v.rsplit(';').next())
            .and_then(|bg| bg.trim().parse::<u8>().ok())
            .is_some_and(|bg| bg == 7 || (9..=15).contains(&bg));
        if light { Theme::LIGHT } else { Theme::DARK }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theme_follows_no_color_and_the_background() {
        assert_eq!(Theme::choose(true, Some("0;15")), Theme::PLAIN);
        assert_eq!(Theme::choose(false, Some("0;15")), Theme::LIGHT);
        assert_eq!(Theme::choose(false, Some("15;0")), Theme::DARK);
        assert_eq!(Theme::choose(false, Some("0;default;7")), Theme::LIGHT);
        assert_eq!(Theme::choose(false, None), Theme::DARK);
        // Without colour nothing has a colour at all.
        let plain = Theme::PLAIN;
        for style in [
            plain.given,
            plain.entry,
            plain.mark,
            plain.cursor,
            plain.same,
            plain.target,
        ] {
            assert_eq!((style.fg, style.bg), (None, None));
        }
    }
}
