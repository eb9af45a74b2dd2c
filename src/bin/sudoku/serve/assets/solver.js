// The solver page: explain a puzzle step by step, each step drawn on its candidates.
"use strict";

const $ = (id) => document.getElementById(id);

// What is on screen: the explanation, the step shown, and the user's own strikes.
const view = {
  explained: null,
  index: 0,
  // The hint asked from the position on screen, shown instead of a step of the list.
  hint: null,
  // The pictures the selector offers for the step shown: its blocks, then the whole step.
  pictures: [],
  struck: new Set(),
};

function showError(message) {
  $("error").textContent = message || "";
  markError(message || "");
}

// Selects the character an error names ("line 2: ... at column 7", or "... at line 4,
// column 5" in a picture) in the text box,
// so that the error shows where it is.
function markError(message) {
  const found = message.match(/at line (\d+), column (\d+)/) || message.match(/^line (\d+):.*column (\d+)/);
  if (!found) return;
  const lines = $("puzzle").value.split("\n");
  const line = Number(found[1]) - 1;
  if (line >= lines.length) return;
  let at = Number(found[2]) - 1;
  for (let i = 0; i < line; i++) at += lines[i].length + 1;
  $("puzzle").focus();
  $("puzzle").setSelectionRange(at, at + 1);
}

function puzzleText() {
  return $("puzzle").value.trim();
}

async function explain() {
  showError("");
  $("rating").textContent = "";
  $("solution").hidden = true;
  try {
    // Our path, or Sudoku Explainer's: its steps with its names and ratings, drawn as ours.
    const answer = await api("explain", { puzzle: puzzleText(), engine: $("engine").value });
    view.explained = answer;
    view.index = 0;
    view.hint = null;
    showPicture($("legend"), answer.legend);
    showEntry(false);
    $("show-solution").disabled = false;
    buildList();
    show();
    // The rating of the path shown comes with it; Sudoku Explainer's numbers follow.
    showRating(answer.rating, null);
    rate();
  } catch (error) {
    view.explained = null;
    $("step-view").hidden = true;
    $("step-controls").hidden = true;
    $("board").innerHTML = "";
    showError(error.message);
  }
}

// The rating line, in the words of the library's Rating: the level, Sudoku Explainer's
// ER/EP/ED once they are known, and our path's score, named so that it is not taken
// for ER.
function showRating(ours, rated) {
  if (!ours) return;
  let text = "Level " + ours.level;
  if (ours.trial_depth !== undefined) text += " (trial depth " + ours.trial_depth + ")";
  text += ", ";
  if (rated && rated.er !== undefined) {
    text += "ER/EP/ED " + rated.er.toFixed(1) + (rated.er_complete ? "" : "+") + "/" + rated.ep.toFixed(1) + "/" + rated.ed.toFixed(1) + " " + rated.er_technique + "; ";
  }
  text += "path score " + ours.path_score.toFixed(1) + " (hardest: " + ours.hardest + ")";
  $("rating").textContent = text;
}

async function rate() {
  try {
    const r = await api("rate", { puzzle: puzzleText() });
    showRating(r, r);
  } catch (error) {
    showError(error.message);
  }
}

// The techniques folded in the step list: the singles, which make half of most paths.
const SINGLES = new Set(["Full House", "Naked Single", "Hidden Single"]);

// The step list: each step a button, with each run of singles folded under one line.
function buildList() {
  const list = $("step-list");
  list.innerHTML = "";
  const steps = view.explained.steps;
  let i = 0;
  while (i < steps.length) {
    const item = document.createElement("li");
    if (SINGLES.has(steps[i].technique)) {
      let end = i;
      while (end + 1 < steps.length && SINGLES.has(steps[end + 1].technique)) end++;
      const fold = document.createElement("details");
      fold.className = "singles";
      const summary = document.createElement("summary");
      summary.textContent = (i + 1) + (end > i ? "-" + (end + 1) : "") + ". " + (end - i + 1) + (end > i ? " singles" : " single");
      fold.appendChild(summary);
      const inner = document.createElement("ol");
      for (let k = i; k <= end; k++) inner.appendChild(stepItem(k));
      fold.appendChild(inner);
      item.appendChild(fold);
      list.appendChild(item);
      i = end + 1;
    } else {
      list.appendChild(stepItem(i));
      i++;
    }
  }
  $("step-view").hidden = false;
  $("step-controls").hidden = false;
}

// One step of the list, numbered, as a button that shows it.
function stepItem(i) {
  const item = document.createElement("li");
  const button = document.createElement("button");
  button.textContent = (i + 1) + ". " + notation(view.explained.steps[i]);
  button.dataset.index = i;
  button.addEventListener("click", () => go(i));
  item.appendChild(button);
  return item;
}

// A step's notation: ours is its text; Sudoku Explainer's has its rating and name too.
function notation(step) {
  return step.notation || step.text;
}

function go(index) {
  const steps = view.explained.steps;
  view.index = Math.max(0, Math.min(steps.length - 1, index));
  view.hint = null;
  show();
}

// Draws the step shown (or the hint) with its words.
function show() {
  const steps = view.explained.steps;
  const step = view.hint ? view.hint.step : steps[view.index];
  view.struck.clear();
  showBlocks(view.hint || steps[view.index]);
  $("step-counter").textContent = view.hint
    ? "From the position on screen"
    : "Step " + (view.index + 1) + " of " + steps.length;
  $("prev").disabled = !view.hint && view.index === 0;
  $("next").disabled = !view.hint && view.index === steps.length - 1;
  $("step-notation").textContent = step ? notation(step) : "The grid is solved.";
  $("step-sentence").textContent = step ? step.sentence : "";
  const proof = step && step.proof_text ? step.proof_text : "";
  $("step-proof").hidden = !proof;
  $("step-proof-text").textContent = proof;
  document.querySelectorAll("#step-list button[data-index]").forEach((button) => {
    const item = button.parentElement;
    const current = !view.hint && Number(button.dataset.index) === view.index;
    item.classList.toggle("current", current);
    if (current) {
      // A folded single opens when it is the step shown.
      const fold = item.closest("details");
      if (fold) fold.open = true;
      keepInList(item);
    }
  });
}

// The picture of the step shown: for a step with a proof, one block at a time (its
// branches, then its lemmas, each with only its own facts as arrows), chosen in the
// selector, the first at first, and the whole step last; otherwise the whole step.
// The whole step of a step with sets has a legend of its own that names them.
function showBlocks(shown) {
  const blocks = shown.blocks || [];
  const select = $("block-select");
  select.innerHTML = "";
  const legend = view.explained.legend;
  const own = (shown.step || shown).legend || legend;
  const pictures = blocks.map((b) => ({ name: b.name, svg: b.svg, legend: legend }));
  const whole = { name: "Whole step", svg: shown.svg, legend: own };
  if (pictures.length > 0) pictures.push(whole);
  pictures.forEach((picture, i) => {
    const option = document.createElement("option");
    option.value = i;
    option.textContent = picture.name;
    select.appendChild(option);
  });
  view.pictures = pictures;
  $("block-choice").hidden = pictures.length === 0;
  showBoard(pictures.length > 0 ? pictures[0] : whole);
}

// Shows a picture and its legend.
function showBoard(picture) {
  showPicture($("board"), picture.svg);
  showPicture($("legend"), picture.legend);
}

// Scrolls the step list, and only the list, so that `item` shows: the page stays
// where it is, with the board in view.
function keepInList(item) {
  const list = $("step-list");
  const box = list.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
}

// The candidates on screen: the state of the step (or hint) shown, less the user's
// strikes.
function screenCandidates() {
  const state = view.hint ? view.hint.candidates : view.explained.steps[view.index].state;
  const cells = readPencilGrid(state);
  for (const key of view.struck) {
    const [name, digit] = key.split(":");
    const i = cells.findIndex((_, j) => cellName(j) === name);
    cells[i].candidates = cells[i].candidates.filter((d) => d !== Number(digit));
  }
  return pencilGrid(cells);
}

// The next step from the position on screen, on the path shown: ours, or Sudoku
// Explainer's (its step with its name and rating).
async function hintHere() {
  showError("");
  try {
    const candidates = screenCandidates();
    const engine = view.explained.engine === "se" ? "se" : "ours";
    const hint = await api("next-step", { puzzle: view.explained.puzzle, candidates: candidates, engine: engine });
    view.hint = hint;
    show();
  } catch (error) {
    showError(error.message);
  }
}

$("board").addEventListener("click", (event) => {
  const mark = event.target.closest("text.cand");
  if (!mark || !view.explained) return;
  const key = mark.dataset.cell + ":" + mark.dataset.digit;
  if (view.struck.has(key)) view.struck.delete(key);
  else view.struck.add(key);
  mark.classList.toggle("user-struck", view.struck.has(key));
});

$("block-select").addEventListener("change", (event) => {
  view.struck.clear();
  showBoard(view.pictures[Number(event.target.value)]);
});
$("explain").addEventListener("click", explain);
// Another path for the puzzle on screen.
$("engine").addEventListener("change", () => {
  if (view.explained) explain();
});
$("rate").addEventListener("click", () => {
  showError("");
  rate();
});
$("prev").addEventListener("click", () => go(view.hint ? view.index : view.index - 1));
$("next").addEventListener("click", () => go(view.hint ? view.index : view.index + 1));
$("hint-here").addEventListener("click", hintHere);
$("show-solution").addEventListener("click", () => {
  if (!view.explained) return;
  showPicture($("solution-board"), view.explained.end_svg);
  $("solution").hidden = false;
});
$("play-this").addEventListener("click", () => {
  const line = view.explained ? view.explained.puzzle : puzzleText();
  location.href = "/play?puzzle=" + encodeURIComponent(line);
});
document.addEventListener("keydown", (event) => {
  if (!view.explained || event.target.tagName === "TEXTAREA") return;
  if (event.key === "ArrowRight") go(view.index + 1);
  if (event.key === "ArrowLeft") go(view.index - 1);
});

// The grid to type givens in, shown until a puzzle is explained: it writes the
// puzzle as a line into the text box, and reads a line typed there.
let entrySelected = 0;

function entryLine() {
  const text = puzzleText().replace(/\s+/g, "");
  return /^[0-9.]{81}$/.test(text) ? text.replace(/0/g, ".") : null;
}

function drawEntry() {
  const line = entryLine() || ".".repeat(81);
  [...$("entry").children].forEach((cell, i) => {
    cell.className = "cell" + (line[i] !== "." ? " given" : "") + (i === entrySelected ? " selected" : "");
    cell.textContent = line[i] === "." ? "" : line[i];
  });
}

function setGiven(i, digit) {
  const line = [...(entryLine() || ".".repeat(81))];
  line[i] = digit;
  $("puzzle").value = line.join("");
  drawEntry();
}

function showEntry(shown) {
  $("entry").hidden = !shown;
  $("entry-note").hidden = !shown;
  $("board").hidden = shown;
  $("legend").hidden = shown;
  $("board-note").hidden = shown;
  $("edit").hidden = shown;
  if (shown) {
    view.explained = null;
    $("step-view").hidden = true;
    $("step-controls").hidden = true;
    $("solution").hidden = true;
    drawEntry();
  }
}

for (let i = 0; i < 81; i++) {
  const cell = document.createElement("div");
  cell.dataset.cell = cellName(i);
  cell.addEventListener("click", () => {
    entrySelected = i;
    $("entry").focus();
    drawEntry();
  });
  $("entry").appendChild(cell);
}
$("entry").addEventListener("keydown", (event) => {
  const key = event.key;
  if (/^[1-9]$/.test(key)) {
    setGiven(entrySelected, key);
  } else if (key === "Backspace" || key === "Delete" || key === "0" || key === ".") {
    setGiven(entrySelected, ".");
  } else if (key.startsWith("Arrow")) {
    const row = Math.floor(entrySelected / 9), col = entrySelected % 9;
    const [dr, dc] = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[key];
    entrySelected = ((row + dr + 9) % 9) * 9 + ((col + dc + 9) % 9);
    drawEntry();
  } else {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
});
$("puzzle").addEventListener("input", drawEntry);
$("edit").addEventListener("click", () => showEntry(true));
showEntry(true);

// `/?puzzle=...` opens with that puzzle explained; `&engine=se` on Sudoku Explainer's path.
const query = new URLSearchParams(location.search);
const preset = query.get("puzzle");
if (query.get("engine") === "se") $("engine").value = "se";
if (preset) {
  $("puzzle").value = preset;
  explain();
}
