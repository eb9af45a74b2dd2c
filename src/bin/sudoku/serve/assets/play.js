// The player page: a game of Sudoku in the browser, kept in localStorage so that a
// reload or a closed tab loses nothing.
"use strict";

const $ = (id) => document.getElementById(id);
const STORE = "sudoku-strata.game";

// The game: the puzzle and its solution, each cell's digit and pencil marks, the
// moves to undo and redo, the time played and the settings.
let game = null;
let selected = 40;
let pencilMode = false;
// The hint on show, drawn on the grid until a move or Dismiss: the step as the API
// gives it (placements, eliminations, pattern).
let hinted = null;

function blankGame(puzzle, solution) {
  return {
    puzzle: puzzle,
    solution: solution,
    values: [...puzzle].map((c) => (c >= "1" && c <= "9" ? Number(c) : 0)),
    marks: Array.from({ length: 81 }, () => []),
    undo: [],
    redo: [],
    elapsed: 0,
    won: false,
    checked: [],
  };
}

function isGiven(i) {
  const c = game.puzzle[i];
  return c >= "1" && c <= "9";
}

function save() {
  if (game) localStorage.setItem(STORE, JSON.stringify(game));
}

function restore() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE));
    if (saved && saved.puzzle && saved.puzzle.length === 81 && saved.values.length === 81) return saved;
  } catch (_) {
    // A damaged save is dropped: a new game starts.
  }
  return null;
}

function message(text, win) {
  $("message").textContent = text || "";
  $("message").classList.toggle("win", Boolean(win));
}

function showError(text) {
  $("error").textContent = text || "";
}

// Every move goes through here: the state before it is kept for undo.
function move(change) {
  if (game.won) return;
  hinted = null;
  $("hint-view").hidden = true;
  game.undo.push({ values: game.values.slice(), marks: game.marks.map((m) => m.slice()) });
  if (game.undo.length > 500) game.undo.shift();
  game.redo = [];
  game.checked = [];
  change();
  if (game.values.every((v, i) => v === Number(game.solution[i]))) {
    game.won = true;
  }
  save();
  draw();
}

// The rules of the board below are the library's `Game` (src/game/state.rs), written
// again here so that a move needs no round trip; the browser tests play the same moves
// in the page and in the library and compare the boards move by move.

// Puts `digit` in cell `i` (typing the digit it holds clears it). With the marks
// following the digits, a digit replaced goes back to its peers' marks (see `unplace`)
// and `digit` leaves the marks of the cells that see it; the cell keeps its own marks,
// which show again once it is empty.
function place(i, digit) {
  if (isGiven(i)) return;
  move(() => {
    if (game.values[i] === digit) {
      unplace(i);
      return;
    }
    if (game.values[i]) unplace(i);
    game.values[i] = digit;
    if ($("clean-marks").checked) {
      for (const p of peers(i)) game.marks[p] = game.marks[p].filter((d) => d !== digit);
    }
  });
}

// Empties cell `i` of the player's digit. With the marks following the digits, the
// digit goes back into the marks of each empty peer that has marks and that no other
// digit rules it out of, as the library's `State::unplace` does.
function unplace(i) {
  const digit = game.values[i];
  if (!digit) return;
  game.values[i] = 0;
  if (!$("clean-marks").checked) return;
  for (const p of peers(i)) {
    const ruledOut = peers(p).some((q) => game.values[q] === digit);
    if (!game.values[p] && game.marks[p].length && !ruledOut && !game.marks[p].includes(digit)) {
      game.marks[p] = [...game.marks[p], digit].sort();
    }
  }
}

function toggleMark(i, digit) {
  if (isGiven(i) || game.values[i]) return;
  move(() => {
    const marks = game.marks[i];
    game.marks[i] = marks.includes(digit) ? marks.filter((d) => d !== digit) : [...marks, digit].sort();
  });
}

function erase(i) {
  if (isGiven(i) || !game.values[i]) return;
  move(() => unplace(i));
}

// Fills the candidates of every empty cell without pencil marks; the player's own marks
// stay as they are.
function autoPencil() {
  let filled = 0;
  move(() => {
    for (let i = 0; i < 81; i++) {
      if (!game.values[i] && !game.marks[i].length) {
        game.marks[i] = allowed(game.values, i);
        filled++;
      }
    }
  });
  message(filled ? "Pencil marks filled in for " + filled + " cells; your own marks stay." : "Every empty cell has pencil marks already: yours stay.");
}

function history(from, to) {
  if (!game[from].length || game.won) return;
  game[to].push({ values: game.values.slice(), marks: game.marks.map((m) => m.slice()) });
  const state = game[from].pop();
  game.values = state.values;
  game.marks = state.marks;
  game.checked = [];
  hinted = null;
  $("hint-view").hidden = true;
  save();
  draw();
}

function check() {
  game.checked = [];
  for (let i = 0; i < 81; i++) {
    if (game.values[i] && !isGiven(i) && game.values[i] !== Number(game.solution[i])) game.checked.push(i);
  }
  message(game.checked.length ? game.checked.length + " digit(s) are wrong: underlined in red." : "No mistakes so far.");
  save();
  draw();
}

// The position on the board as a pencil-mark grid for the hint: the player's marks
// where a cell has some, else every digit the placed ones leave.
function boardCandidates() {
  const cells = [];
  for (let i = 0; i < 81; i++) {
    if (isGiven(i)) cells.push({ given: game.values[i], candidates: [] });
    else if (game.values[i]) cells.push({ value: game.values[i], candidates: [] });
    else cells.push({ candidates: game.marks[i].length ? game.marks[i] : allowed(game.values, i) });
  }
  return pencilGrid(cells);
}

// Asks for the next step from the board and draws it on the grid: its houses and
// cells shaded, the digit it places in green, the marks it removes struck in red.
async function hint() {
  showError("");
  try {
    const answer = await api("next-step", { puzzle: game.puzzle, candidates: boardCandidates() });
    hinted = answer.step;
    $("hint-view").hidden = false;
    $("hint-notation").textContent = answer.step ? answer.step.text : "The grid is solved.";
    $("hint-sentence").textContent = answer.step ? answer.step.sentence : "";
    $("apply-hint").hidden = !answer.step;
    draw();
  } catch (error) {
    showError("No hint: " + error.message);
  }
}

// Makes the hint's move, as one move that undo takes back: its digits placed, and
// the candidates it removes struck from the cell's marks (a cell without marks gets
// the candidates its digits leave, less those).
function applyHint() {
  const step = hinted;
  if (!step) return;
  move(() => {
    for (const e of step.eliminations) {
      const i = (e.row - 1) * 9 + (e.col - 1);
      if (game.values[i]) continue;
      const marks = game.marks[i].length ? game.marks[i] : allowed(game.values, i);
      game.marks[i] = marks.filter((d) => d !== e.digit);
    }
    for (const p of step.placements) {
      const i = (p.row - 1) * 9 + (p.col - 1);
      if (game.values[i]) unplace(i);
      game.values[i] = p.digit;
      if ($("clean-marks").checked) {
        for (const q of peers(i)) game.marks[q] = game.marks[q].filter((d) => d !== p.digit);
      }
    }
  });
  $("hint-view").hidden = true;
  message("Applied: " + step.text + " (Undo takes it back).");
}

function dismissHint() {
  hinted = null;
  $("hint-view").hidden = true;
  draw();
}

// What the hint on show draws on cell `i`: house, pattern cell, a digit to place, and
// the role of each candidate digit.
function hintMarks(i) {
  const out = { house: false, cell: false, place: 0, roles: new Map() };
  if (!hinted) return out;
  const name = cellName(i);
  const row = "r" + (Math.floor(i / 9) + 1), col = "c" + ((i % 9) + 1);
  const box = "b" + (Math.floor(Math.floor(i / 9) / 3) * 3 + Math.floor((i % 9) / 3) + 1);
  out.house = hinted.pattern.houses.some((h) => h === row || h === col || h === box);
  out.cell = hinted.pattern.cells.some((c) => "r" + c.row + "c" + c.col === name);
  for (const p of hinted.placements) if ("r" + p.row + "c" + p.col === name) out.place = p.digit;
  for (const c of hinted.pattern.candidates) if ("r" + c.row + "c" + c.col === name) out.roles.set(c.digit, "hint-pattern");
  for (const e of hinted.eliminations) if ("r" + e.row + "c" + e.col === name) out.roles.set(e.digit, "hint-removed");
  return out;
}

function time(ms) {
  const s = Math.floor(ms / 1000);
  return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
}

// Cells that repeat a digit of a peer.
function conflicts() {
  const out = new Set();
  for (let i = 0; i < 81; i++) {
    const v = game.values[i];
    if (v && peers(i).some((p) => game.values[p] === v)) out.add(i);
  }
  return out;
}

function draw() {
  const grid = $("grid");
  const clash = conflicts();
  const value = game.values[selected];
  const near = new Set(peers(selected));
  [...grid.children].forEach((cell, i) => {
    cell.className = "cell";
    if (isGiven(i)) cell.classList.add("given");
    else if (game.values[i]) cell.classList.add("placed");
    if (near.has(i)) cell.classList.add("peer");
    if (value && game.values[i] === value) cell.classList.add("same");
    if (i === selected) cell.classList.add("selected");
    if (clash.has(i)) cell.classList.add("conflict");
    if (game.checked.includes(i)) cell.classList.add("wrong");
    const shown = hintMarks(i);
    if (shown.house) cell.classList.add("hint-house");
    if (shown.cell) cell.classList.add("hint-cell");
    delete cell.dataset.hint;
    if (game.values[i]) {
      cell.textContent = String(game.values[i]);
    } else {
      cell.innerHTML = "";
      if (shown.place) {
        cell.classList.add("hint-place");
        cell.dataset.hint = String(shown.place);
      }
      const marks = document.createElement("div");
      marks.className = "marks";
      for (let d = 1; d <= 9; d++) {
        const span = document.createElement("span");
        const role = shown.roles.get(d);
        span.textContent = game.marks[i].includes(d) || role ? String(d) : "";
        if (role) span.className = role;
        marks.appendChild(span);
      }
      cell.appendChild(marks);
    }
  });
  $("pencil-mode").classList.toggle("on", pencilMode);
  $("undo").disabled = !game.undo.length;
  $("redo").disabled = !game.redo.length;
  $("solver-link").href = "/?puzzle=" + game.puzzle;
  if (game.won) message("Solved in " + time(game.elapsed) + "! Well done.", true);
  $("timer").textContent = time(game.elapsed);
}

function digitInput(digit, pencil) {
  if (pencil) toggleMark(selected, digit);
  else place(selected, digit);
}

function buildGrid() {
  const grid = $("grid");
  for (let i = 0; i < 81; i++) {
    const cell = document.createElement("div");
    cell.dataset.cell = cellName(i);
    cell.addEventListener("click", () => {
      selected = i;
      grid.focus();
      draw();
    });
    grid.appendChild(cell);
  }
  const pad = $("pad");
  for (let d = 1; d <= 9; d++) {
    const button = document.createElement("button");
    button.textContent = String(d);
    button.dataset.digit = d;
    button.addEventListener("click", () => digitInput(d, pencilMode));
    pad.appendChild(button);
  }
  const eraser = document.createElement("button");
  eraser.textContent = "⌫";
  eraser.title = "Erase";
  eraser.addEventListener("click", () => erase(selected));
  pad.appendChild(eraser);
}

document.addEventListener("keydown", (event) => {
  if (!game || event.target.tagName === "SELECT") return;
  const key = event.key;
  const code = event.code || "";
  if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === "z") {
    history("undo", "redo");
  } else if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === "y") {
    history("redo", "undo");
  } else if (/^Digit[1-9]$/.test(code) || /^[1-9]$/.test(key)) {
    const digit = /^[1-9]$/.test(key) ? Number(key) : Number(code.slice(5));
    digitInput(digit, pencilMode !== event.shiftKey);
  } else if (key === "Backspace" || key === "Delete" || key === "0") {
    erase(selected);
  } else if (key === "p" || key === "P") {
    pencilMode = !pencilMode;
    draw();
  } else if (key.startsWith("Arrow")) {
    const row = Math.floor(selected / 9), col = selected % 9;
    const [dr, dc] = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key];
    selected = ((row + dr + 9) % 9) * 9 + ((col + dc + 9) % 9);
    draw();
  } else {
    return;
  }
  event.preventDefault();
});

async function newGame() {
  showError("");
  message("Making a " + $("level").value + " puzzle...");
  try {
    const made = await api("generate", { difficulty: $("level").value });
    start(made.puzzle, made.solution);
    message("A " + made.level + " puzzle (path score " + made.path_score.toFixed(1) + ").");
  } catch (error) {
    message("");
    showError(error.message);
  }
}

function start(puzzle, solution) {
  game = blankGame(puzzle, solution);
  hinted = null;
  $("hint-view").hidden = true;
  selected = 40;
  save();
  draw();
}

async function startFrom(puzzle) {
  try {
    const checked = await api("validate", { puzzle: puzzle });
    if (!checked.unique) throw new Error(checked.conflict ? "the givens clash: " + checked.conflict : "the puzzle has " + checked.solutions + " solutions");
    start(checked.puzzle, checked.solution);
    message("The solver's puzzle.");
  } catch (error) {
    showError(error.message);
  }
}

$("new-game").addEventListener("click", newGame);
$("pencil-mode").addEventListener("click", () => {
  pencilMode = !pencilMode;
  draw();
});
$("auto-pencil").addEventListener("click", autoPencil);
$("undo").addEventListener("click", () => history("undo", "redo"));
$("redo").addEventListener("click", () => history("redo", "undo"));
$("check").addEventListener("click", check);
$("hint").addEventListener("click", hint);
$("apply-hint").addEventListener("click", applyHint);
$("dismiss-hint").addEventListener("click", dismissHint);
$("clean-marks").addEventListener("change", () => {
  localStorage.setItem(STORE + ".clean", $("clean-marks").checked ? "1" : "0");
});
$("clean-marks").checked = localStorage.getItem(STORE + ".clean") !== "0";

// The clock runs while the page is shown and the game is not won.
let last = Date.now();
setInterval(() => {
  const now = Date.now();
  if (game && !game.won && !document.hidden) {
    game.elapsed += now - last;
    $("timer").textContent = time(game.elapsed);
    save();
  }
  last = now;
}, 1000);
addEventListener("pagehide", save);

buildGrid();
const asked = new URLSearchParams(location.search).get("puzzle");
game = restore();
if (asked && (!game || game.puzzle !== asked)) {
  startFrom(asked);
} else if (game) {
  draw();
  message(game.won ? "" : "Your game, as you left it.");
  if (game.won) draw();
} else {
  newGame();
}
