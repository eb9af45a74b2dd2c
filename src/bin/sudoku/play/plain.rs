//! `sudoku play --plain`: the game as a line loop on standard input and output.
//!
//! Every command gets an answer; a bad one gets a message starting with `error:` and
//! changes nothing. The end of the input ends the game (exit code 0).

use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use sudoku_strata::{Cell, CellContent, Difficulty, Digit, Game, Grid, Hint, MoveError, Step};

use super::{Dealer, Files, Start, clock_text, save};

pub const HELP: &str = "\
Commands (cells are r1c1 to r9c9):
  r3c5=7          put 7 in row 3, column 5 (r3c5=0 clears it)
  r3c5 clear      clear the cell
  pencil r3c5 4   add or remove the pencil mark 4 (several digits at once: 457)
  autopencil      fill every empty cell's pencil marks with its candidates
  marks           show the pencil marks
  hint            explain the next logical step, with its proof (or point out a
                  mistake first)
  apply           make the move the hint says
  check           name every wrong entry
  reveal r3c5     show the solution's digit in a cell (asks first)
  solve           fill in the whole solution (asks first; undo takes it back)
  undo, redo      take back a move, or make it again
  clear all       clear your digits and pencil marks
  clear marks     clear the pencil marks only
  board           show the board again
  time            show the time played
  new [LEVEL]     a new puzzle: beginner, easy, medium, hard, expert or extreme
  edit, done      type in a puzzle's givens (r1c1=5 ...), then start playing it
  save [FILE]     save the game to FILE (sudoku play --resume FILE goes on with it);
                  without FILE, to the last file saved to or the one of --save
  help            this list
  quit            end the game";

/// Plays on standard input and output. Returns why the game could not be saved, when a
/// save failed and no later one made it good.
pub fn run(
    game: Game,
    dealer: Dealer,
    level: Option<Difficulty>,
    files: Files,
    start: Start,
) -> io::Result<Option<String>> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    play(game, dealer, level, files, start, stdin.lock(), stdout.lock())
}

/// One command, read from a line.
#[derive(Debug, PartialEq)]
enum Command {
    Set(Cell, u8),
    Clear(Cell),
    Pencil(Cell, Vec<u8>),
    AutoPencil,
    Marks,
    Hint,
    Apply,
    Check,
    Reveal(Cell),
    Solve,
    Undo,
    Redo,
    ClearAll,
    ClearMarks,
    Board,
    Time,
    New(Option<Difficulty>),
    Edit,
    Done,
    Save(Option<PathBuf>),
    Help,
    Quit,
}

/// Reads a command; the error says what is wrong with the line.
fn parse(line: &str) -> Result<Command, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
    let lower: Vec<&str> = lower.iter().map(String::as_str).collect();
    let cell = |text: &str| text.parse::<Cell>().map_err(|e| e.to_string());
    if lower.first() == Some(&"save") {
        // The file name as typed, spaces and capitals kept.
        let name = line.trim()[words[0].len()..].trim();
        return Ok(Command::Save((!name.is_empty()).then(|| PathBuf::from(name))));
    }
    let command = match lower.as_slice() {
        [] => return Err("empty command".into()),
        ["autopencil" | "auto-pencil" | "auto"] => Command::AutoPencil,
        ["marks" | "pencil"] => Command::Marks,
        ["hint"] => Command::Hint,
        ["apply"] => Command::Apply,
        ["check"] => Command::Check,
        ["solve"] => Command::Solve,
        ["undo"] => Command::Undo,
        ["redo"] => Command::Redo,
        ["clear", "all"] => Command::ClearAll,
        ["clear", "marks"] => Command::ClearMarks,
        ["board" | "show" | "print"] => Command::Board,
        ["time"] => Command::Time,
        ["new"] => Command::New(None),
        ["new", level] => Command::New(Some(level.parse().map_err(|e| format!("{e}"))?)),
        ["edit"] => Command::Edit,
        ["done"] => Command::Done,
        ["help" | "?"] => Command::Help,
        ["quit" | "exit" | "q"] => Command::Quit,
        ["reveal", at] => Command::Reveal(cell(at)?),
        [at, "clear"] | ["clear", at] => Command::Clear(cell(at)?),
        ["pencil", at, digits] => Command::Pencil(cell(at)?, digit_list(digits)?),
        [at, value] if at.starts_with('r') => Command::Set(cell(at)?, number(value)?),
        [assignment] if assignment.contains('=') => {
            let (at, value) = assignment.split_once('=').unwrap_or_default();
            Command::Set(cell(at)?, number(value)?)
        }
        [at, "=", value] => Command::Set(cell(at)?, number(value)?),
        _ => {
            return Err(format!(
                "unknown command {:?}: type help for the list",
                line.trim()
            ));
        }
    };
    Ok(command)
}

/// A number typed as a cell's value: 0 clears, and anything else goes to the game,
/// which refuses what is not 1 to 9.
fn number(text: &str) -> Result<u8, String> {
    text.trim()
        .parse::<u8>()
        .map_err(|_| format!("{:?} is not a digit from 1 to 9 (0 clears)", text.trim()))
}

/// Digits written together (`457`) or with commas (`4,5,7`).
fn digit_list(text: &str) -> Result<Vec<u8>, String> {
    let digits: Vec<u8> = text
        .chars()
        .filter(|&c| c != ',')
        .map(|c| {
            c.to_digit(10)
                .filter(|&d| d >= 1)
                .map(|d| d as u8)
                .ok_or_else(|| format!("{c:?} is not a digit from 1 to 9"))
        })
        .collect::<Result<_, _>>()?;
    if digits.is_empty() {
        return Err("no digit given".into());
    }
    Ok(digits)
}

/// The game loop over any input and output (the tests drive it in memory). Returns why
/// the game could not be saved, when a save failed and no later one made it good.
pub fn play(
    mut game: Game,
    mut dealer: Dealer,
    level: Option<Difficulty>,
    mut files: Files,
    start: Start,
    input: impl BufRead,
    mut out: impl Write,
) -> io::Result<Option<String>> {
    if let Some(note) = &start.note {
        writeln!(out, "{note}")?;
    }
    match (level, &files.resumed) {
        (_, Some(path)) if start.in_progress => writeln!(
            out,
            "Resumed the game in progress ({}): puzzle {}, {} played. sudoku play --new starts a new one.",
            path.display(),
            game.givens(),
            clock_text(game.elapsed())
        )?,
        (_, Some(path)) => writeln!(
            out,
            "Resumed {}: puzzle {}, {} played.",
            path.display(),
            game.givens(),
            clock_text(game.elapsed())
        )?,
        (Some(level), None) => writeln!(out, "A new {level} puzzle: {}", game.givens())?,
        (None, None) => writeln!(out, "Puzzle {}", game.givens())?,
    }
    writeln!(out, "{}", board(&game))?;
    writeln!(out, "Type help for the commands.")?;
    // A command that gives the solution away, waiting for the player's yes.
    let mut asked: Option<Command> = None;
    for line in input.lines() {
        let line = line?;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(command) = asked.take() {
            let answer = line.to_ascii_lowercase();
            if matches!(answer.as_str(), "yes" | "y") {
                run_command(&mut game, &mut dealer, &mut files, command, &mut out)?;
                continue;
            }
            writeln!(out, "Not done: play goes on.")?;
            if matches!(answer.as_str(), "no" | "n") {
                continue;
            }
        }
        let command = match parse(line) {
            Ok(command) => command,
            Err(message) => {
                writeln!(out, "error: {message}")?;
                continue;
            }
        };
        if let Some(question) = question(&game, &command) {
            writeln!(out, "{question}")?;
            asked = Some(command);
            continue;
        }
        if command == Command::Quit {
            break;
        }
        run_command(&mut game, &mut dealer, &mut files, command, &mut out)?;
    }
    // The end of play, by quit or the end of the input, keeps the game in progress.
    let path = files.autosave.path(&game);
    match files.autosave.now(&game) {
        Ok(()) => match path {
            Some(path) if path.exists() => writeln!(
                out,
                "The game is saved in {}: {} goes on with it. Bye.",
                path.display(),
                go_on_command(&files, &path)
            )?,
            _ => writeln!(out, "Bye.")?,
        },
        Err(message) => writeln!(out, "error: {message}\nBye.")?,
    }
    out.flush()?;
    Ok(files.failure())
}

/// The command that goes on with the game kept in `path`.
pub fn go_on_command(files: &Files, path: &std::path::Path) -> String {
    if files.autosave_is_per_puzzle() {
        "sudoku play".to_string()
    } else {
        format!("sudoku play --resume {}", path.display())
    }
}

/// The question a command that gives the solution away asks first, if it does.
fn question(game: &Game, command: &Command) -> Option<String> {
    if game.is_solved() || game.is_editing() {
        return None;
    }
    match command {
        Command::Solve => Some(
            "Fill in the whole solution? The game ends (undo takes it back). Type yes to go on, anything else to keep playing."
                .into(),
        ),
        Command::Reveal(cell) if !game.is_given(*cell) && !game.revealed().contains(*cell) => Some(format!(
            "Show the solution's digit in {cell}? It stays revealed (undo takes it back). Type yes to go on, anything else to keep playing."
        )),
        _ => None,
    }
}

/// Carries out one command, prints its answer and keeps the game in progress saved.
fn run_command(
    game: &mut Game,
    dealer: &mut Dealer,
    files: &mut Files,
    command: Command,
    out: &mut impl Write,
) -> io::Result<()> {
    let was_solved = game.is_solved();
    let saves = match &command {
        Command::New(_) | Command::Solve => Saves::Now,
        Command::Marks | Command::Hint | Command::Check | Command::Board | Command::Time => Saves::No,
        Command::Save(_) | Command::Help | Command::Quit => Saves::No,
        _ => Saves::AfterSomeMoves,
    };
    match answer(game, dealer, files, command) {
        Ok(reply) => {
            writeln!(out, "{reply}")?;
            let saved = match saves {
                Saves::Now => files.autosave.now(game),
                Saves::AfterSomeMoves => files.autosave.moved(game),
                Saves::No => Ok(()),
            };
            if let Err(message) = saved {
                writeln!(out, "error: {message}")?;
            }
        }
        Err(message) => writeln!(out, "error: {message}")?,
    }
    if game.is_solved() && !was_solved {
        let revealed = game.revealed().len();
        let note = match revealed {
            0 => String::new(),
            1 => " (1 cell revealed)".to_string(),
            n => format!(" ({n} cells revealed)"),
        };
        writeln!(out, "Solved in {}!{note}", clock_text(game.elapsed()))?;
    }
    out.flush()
}

/// Saves the game in play before another takes its place, so that it can be gone on
/// with; if it cannot be saved, the game stays.
fn keep_before_leaving(game: &Game, files: &mut Files) -> Result<(), String> {
    files
        .autosave
        .now(game)
        .map_err(|message| format!("{message}: the game stays in play (save FILE keeps it elsewhere)"))
}

/// When a command's effect is saved in the game in progress.
#[derive(Clone, Copy)]
enum Saves {
    No,
    AfterSomeMoves,
    Now,
}

/// Carries out one command and returns the answer to print.
fn answer(
    game: &mut Game,
    dealer: &mut Dealer,
    files: &mut Files,
    command: Command,
) -> Result<String, String> {
    let refused = |e: MoveError| e.to_string();
    Ok(match command {
        Command::Set(cell, 0) | Command::Clear(cell) => {
            if game.digit(cell).is_none() {
                return Err(format!("{cell} is already empty"));
            }
            game.clear(cell).map_err(refused)?;
            format!("{cell} cleared.\n{}", board(game))
        }
        Command::Set(cell, value) => {
            game.enter(cell, value).map_err(refused)?;
            let mut reply = format!("{cell}={value}.");
            let board_now = game.board();
            for conflict in board_now.conflicts() {
                if conflict.house.cells().contains(cell) && Some(conflict.digit) == game.digit(cell) {
                    reply.push_str(&format!("\nConflict: {conflict}."));
                }
            }
            reply.push('\n');
            reply.push_str(&board(game));
            reply
        }
        Command::Pencil(cell, digits) => {
            let before = game.clone();
            for value in digits {
                let digit = Digit::new(value).ok_or_else(|| format!("{value} is not a digit from 1 to 9"))?;
                if let Err(e) = game.toggle_mark(cell, digit) {
                    *game = before;
                    return Err(e.to_string());
                }
            }
            let marks = game.marks(cell);
            if marks.is_empty() {
                format!("{cell}: no pencil marks.")
            } else {
                format!("{cell}: pencil marks {}.", marks.join(""))
            }
        }
        Command::AutoPencil => {
            game.auto_pencil().map_err(refused)?;
            let cells = Cell::ALL.into_iter().filter(|&c| game.digit(c).is_none()).count();
            format!("Pencil marks filled in for {cells} empty cells.\n{}", marks(game))
        }
        Command::Marks => marks(game),
        Command::Hint => {
            let hint = game.hint().map_err(refused)?;
            let mut reply = format!("Hint: {hint}");
            if let Hint::Step { step, .. } = &hint {
                reply.push_str(&hint_notes(game, step));
            }
            reply
        }
        Command::Apply => {
            let hint = game.apply_hint().map_err(refused)?;
            match hint.step() {
                Some(step) => format!("Applied: {step}.\n{}", board(game)),
                None => return Err(format!("no step to apply: {hint}")),
            }
        }
        Command::Check => {
            let check = game.check().map_err(refused)?;
            if check.is_clean() {
                let open = Cell::ALL.into_iter().filter(|&c| game.digit(c).is_none()).count();
                format!("No mistakes so far ({open} cells to go).")
            } else {
                let mut lines = Vec::new();
                for cell in check.mistakes() {
                    let digit = game.digit(cell).map_or(0, Digit::get);
                    lines.push(format!("Mistake: {cell}={digit} is not the solution's digit."));
                }
                for cell in check.wrong_marks() {
                    lines.push(format!(
                        "Mistake: the pencil marks of {cell} ({}) leave out the digit that belongs there.",
                        game.marks(cell).join("")
                    ));
                }
                lines.join("\n")
            }
        }
        Command::Reveal(cell) => {
            let digit = game.reveal(cell).map_err(refused)?;
            format!("{cell} is {digit}.\n{}", board(game))
        }
        Command::Solve => {
            game.solve().map_err(refused)?;
            format!("The solution:\n{}", board(game))
        }
        Command::Undo => {
            game.undo().map_err(refused)?;
            format!("Undone.\n{}", board(game))
        }
        Command::Redo => {
            game.redo().map_err(refused)?;
            format!("Redone.\n{}", board(game))
        }
        // These two change nothing in a solved game, which says why.
        Command::ClearAll | Command::ClearMarks if game.is_solved() => {
            return Err(refused(MoveError::Solved));
        }
        Command::ClearAll => {
            game.clear_all();
            let what = if game.is_editing() {
                "givens"
            } else {
                "digits and pencil marks"
            };
            format!("Cleared your {what}.\n{}", board(game))
        }
        Command::ClearMarks => {
            game.clear_marks();
            "Cleared the pencil marks.".to_string()
        }
        Command::Board => board(game),
        Command::Time => format!("Time: {}", clock_text(game.elapsed())),
        Command::New(level) => {
            let level = level.unwrap_or(dealer.level());
            keep_before_leaving(game, files)?;
            *game = dealer.deal(level)?;
            format!("A new {level} puzzle: {}\n{}", game.givens(), board(game))
        }
        Command::Edit => {
            if !game.is_editing() {
                keep_before_leaving(game, files)?;
            }
            game.start_editing();
            format!(
                "Edit mode: type the givens as r1c1=5 (clear all empties the grid), then done.\n{}",
                board(game)
            )
        }
        Command::Done => {
            if !game.is_editing() {
                return Err("not editing: type edit first".into());
            }
            game.finish_editing().map_err(|e| e.to_string())?;
            format!(
                "Puzzle {}: let's play.{}\n{}",
                game.givens(),
                super::rating_note(game.givens()),
                board(game)
            )
        }
        Command::Save(file) => {
            let path = file
                .or_else(|| files.save.clone())
                .ok_or("save to which file? Type save FILE")?;
            let saved = save::save(game, &path);
            files.failed_save = saved.as_ref().err().cloned();
            saved?;
            let reply = format!(
                "Saved to {} ({} played). Go on later with: sudoku play --resume {}",
                path.display(),
                clock_text(game.elapsed()),
                path.display()
            );
            files.save = Some(path);
            reply
        }
        Command::Help => HELP.to_string(),
        Command::Quit => String::new(),
    })
}

/// The board: givens as digits, the player's digits as `+7`, repeated digits as `!7`.
pub fn board(game: &Game) -> String {
    let conflicts = game.conflicts();
    let mut text = String::from("      c1 c2 c3    c4 c5 c6    c7 c8 c9\n");
    let rule = "    +----------+----------+----------+\n";
    for row in 0..9u8 {
        if row % 3 == 0 {
            text.push_str(rule);
        }
        text.push_str(&format!("r{}  |", row + 1));
        for col in 0..9u8 {
            let cell = Cell::from_row_col(row + 1, col + 1).unwrap_or(Cell::ALL[0]);
            let shown = match (game.content(cell), conflicts.contains(cell)) {
                (CellContent::Given(d) | CellContent::Entry(d), true) => format!("!{d}"),
                (CellContent::Given(d), false) => format!(" {d}"),
                (CellContent::Entry(d), false) => format!("+{d}"),
                (CellContent::Marks(_), _) => " .".to_string(),
            };
            text.push(' ');
            text.push_str(&shown);
            if col % 3 == 2 {
                text.push_str(" |");
            }
        }
        text.push('\n');
    }
    text.push_str(rule.trim_end());
    let mut legend = Vec::new();
    if game.is_editing() {
        legend.push("editing the givens");
    } else if game.entries() != &Grid::empty() {
        legend.push("+7 your digit");
    }
    if !conflicts.is_empty() {
        legend.push("!7 repeated in a row, column or box");
    }
    if !legend.is_empty() {
        text.push_str(&format!("\n({})", legend.join("; ")));
    }
    text
}

/// The lines under a step's hint: its pattern, by house where a whole house is meant,
/// and the digits that rule out the other places of a single.
fn hint_notes(game: &Game, step: &Step) -> String {
    let mut notes = String::new();
    let pattern = step.pattern();
    if !pattern.cells.is_empty() {
        let mut names = Vec::new();
        let mut rest = pattern.cells;
        for house in &pattern.houses {
            if house.cells() & rest == house.cells() {
                names.push(house.to_string());
                rest -= house.cells();
            }
        }
        if !rest.is_empty() {
            names.push(rest.to_list());
        }
        notes.push_str(&format!("\nPattern cells: {}", names.join(",")));
    }
    let witnesses = game.witnesses(step);
    if !witnesses.is_empty() {
        let digits: Vec<String> = witnesses
            .iter()
            .filter_map(|cell| game.digit(cell).map(|d| format!("{cell}={d}")))
            .collect();
        notes.push_str(&format!("\nRuled out by: {}", digits.join(", ")));
    }
    notes
}

/// The pencil marks: each empty cell's marks, a lone mark as `[7]` and none as `[]`
/// (the pencil-mark grid form the commands read back), digits as on the board.
fn marks(game: &Game) -> String {
    let shown: Vec<String> = Cell::ALL
        .into_iter()
        .map(|cell| match game.content(cell) {
            CellContent::Given(d) => d.to_string(),
            CellContent::Entry(d) => format!("+{d}"),
            CellContent::Marks(m) if m.len() < 2 => format!("[{}]", m.join("")),
            CellContent::Marks(m) => m.join(""),
        })
        .collect();
    let widths: Vec<usize> = (0..9)
        .map(|col| (0..9).map(|row| shown[row * 9 + col].len()).max().unwrap_or(1))
        .collect();
    let rule: String = (0..3)
        .map(|b| "-".repeat(widths[b * 3..b * 3 + 3].iter().sum::<usize>() + 4))
        .collect::<Vec<_>>()
        .join("+");
    let mut text = format!("+{rule}+\n");
    for row in 0..9 {
        text.push('|');
        for col in 0..9 {
            text.push_str(&format!(" {:<width$}", shown[row * 9 + col], width = widths[col]));
            if col % 3 == 2 {
                text.push_str(" |");
            }
        }
        text.push('\n');
        if row % 3 == 2 {
            text.push_str(&format!("+{rule}+\n"));
        }
    }
    text.trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sudoku_strata::Strictness;

    const PUZZLE: &str = "..4..1..6.9..3.2.16..9...5.9......4.51...4.9.....2.7..4......25............3..489";

    fn session(commands: &str) -> String {
        let game = Game::new(&PUZZLE.parse().unwrap()).unwrap();
        let dealer = Dealer::new(1, Difficulty::Easy, Strictness::Relaxed);
        let mut out = Vec::new();
        play(
            game,
            dealer,
            None,
            Files::default(),
            Start::default(),
            commands.as_bytes(),
            &mut out,
        )
        .unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn commands_are_read_as_people_write_them() {
        let cell: Cell = "r3c5".parse().unwrap();
        assert_eq!(parse("r3c5=7"), Ok(Command::Set(cell, 7)));
        assert_eq!(parse("R3C5 = 7"), Ok(Command::Set(cell, 7)));
        assert_eq!(parse("r3c5 7"), Ok(Command::Set(cell, 7)));
        assert_eq!(parse("r3c5 clear"), Ok(Command::Clear(cell)));
        assert_eq!(parse("pencil r3c5 4"), Ok(Command::Pencil(cell, vec![4])));
        assert_eq!(parse("pencil r3c5 4,5"), Ok(Command::Pencil(cell, vec![4, 5])));
        assert_eq!(parse("new hard"), Ok(Command::New(Some(Difficulty::Hard))));
        assert!(parse("r0c5=7").unwrap_err().contains("not a cell"));
        assert!(parse("r3c5=x").unwrap_err().contains("not a digit"));
        assert!(parse("pencil r3c5 0").is_err());
        assert!(parse("fly").unwrap_err().contains("unknown command"));
        assert_eq!(parse("save"), Ok(Command::Save(None)));
        assert_eq!(
            parse("SAVE  My Games/one.json "),
            Ok(Command::Save(Some("My Games/one.json".into())))
        );
    }

    #[test]
    fn the_board_tells_givens_entries_and_repeats_apart() {
        let out = session("r1c1=4\n");
        assert!(out.contains("r1  | !4  . !4 |"), "{out}");
        let out = session("r1c1=3\n");
        assert!(out.contains("r1  | +3  .  4 |"), "{out}");
    }

    #[test]
    fn a_bad_command_changes_nothing() {
        let out = session("r1c3=5\nr1c1=12\npencil r1c3 4\nundo\n");
        assert!(
            out.contains("error: r1c3 holds a given, which cannot be changed"),
            "{out}"
        );
        assert!(
            out.contains("error: 12 is not a digit from 1 to 9 (entry at r1c1)"),
            "{out}"
        );
        assert!(
            out.contains("error: r1c3 holds a digit: pencil marks go in empty cells"),
            "{out}"
        );
        assert!(out.contains("error: nothing to undo"), "{out}");
    }
}
