// The solver page: explain a puzzle step by step, each step drawn on its candidates.
"use strict";

const $ = (id) => document.getElementById(id);

// What is on screen: the explanation, the step shown, and the user's own strikes.
const view = {
  explained: null,
  index: 0,
  // The hint asked from the position on screen, shown instead of a step of the list.
  hint: null,
  struck: new Set(),
};

function showError(message) {
  $("error").textContent = message || "";
}

function puzzleText() {
  return $("puzzle").value.trim();
}

async function explain() {
  showError("");
  $("rating").textContent = "";
  $("solution").hidden = true;
  try {
    const answer = await api("explain", { puzzle: puzzleText() });
    view.explained = answer;
    view.index = 0;
    view.hint = null;
    $("legend").innerHTML = answer.legend;
    $("show-solution").disabled = false;
    buildList();
    show();
    rate();
  } catch (error) {
    view.explained = null;
    $("step-view").hidden = true;
    $("board").innerHTML = "";
    showError(error.message);
  }
}

async function rate() {
  try {
    const r = await api("rate", { puzzle: puzzleText() });
    let text = "Level " + r.level + ", score " + r.score.toFixed(1) + " (hardest: " + r.hardest + ")";
    if (r.er !== undefined) {
      text += "; Sudoku Explainer ER " + r.er.toFixed(1) + (r.er_complete ? "" : "+") + " (" + r.er_technique + "), EP " + r.ep.toFixed(1) + ", ED " + r.ed.toFixed(1);
    }
    $("rating").textContent = text;
  } catch (error) {
    showError(error.message);
  }
}

function buildList() {
  const list = $("step-list");
  list.innerHTML = "";
  view.explained.steps.forEach((step, i) => {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.textContent = step.text;
    button.dataset.index = i;
    button.addEventListener("click", () => go(i));
    item.appendChild(button);
    list.appendChild(item);
  });
  $("step-view").hidden = false;
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
  $("board").innerHTML = view.hint ? view.hint.svg : steps[view.index].svg;
  $("step-counter").textContent = view.hint
    ? "From the position on screen"
    : "Step " + (view.index + 1) + " of " + steps.length;
  $("prev").disabled = !view.hint && view.index === 0;
  $("next").disabled = !view.hint && view.index === steps.length - 1;
  $("step-notation").textContent = step ? step.text : "The grid is solved.";
  $("step-sentence").textContent = step ? step.sentence : "";
  const proof = step && step.proof_text ? step.proof_text : "";
  $("step-proof").hidden = !proof;
  $("step-proof-text").textContent = proof;
  document.querySelectorAll("#step-list li").forEach((item, i) => {
    const current = !view.hint && i === view.index;
    item.classList.toggle("current", current);
    if (current) item.scrollIntoView({ block: "nearest" });
  });
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

async function hintHere() {
  showError("");
  try {
    const candidates = screenCandidates();
    const hint = await api("next-step", { puzzle: view.explained.puzzle, candidates: candidates });
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

$("explain").addEventListener("click", explain);
$("rate").addEventListener("click", () => {
  showError("");
  rate();
});
$("prev").addEventListener("click", () => go(view.hint ? view.index : view.index - 1));
$("next").addEventListener("click", () => go(view.hint ? view.index : view.index + 1));
$("hint-here").addEventListener("click", hintHere);
$("show-solution").addEventListener("click", () => {
  if (!view.explained) return;
  $("solution-board").innerHTML = view.explained.end_svg;
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

// `/?puzzle=...` opens with that puzzle explained.
const preset = new URLSearchParams(location.search).get("puzzle");
if (preset) {
  $("puzzle").value = preset;
  explain();
}
