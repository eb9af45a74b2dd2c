// The pages of `sudoku serve` in a real browser: headless Chromium driven by
// playwright-core. Starts the server on a free loopback port, pastes a puzzle, steps
// through its explanation and checks the drawn step against the API's answer, plays a
// puzzle to the win message with a reload in the middle, and takes screenshots.
//
// SUDOKU_BIN names the binary (default: the release build), CHROMIUM the browser.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const binary = process.env.SUDOKU_BIN || path.join(here, "..", "target", "release", "sudoku");
const browserPath = process.env.CHROMIUM || "/usr/bin/chromium";
const shots = path.join(here, "screenshots");
mkdirSync(shots, { recursive: true });

// A puzzle that needs more than singles, so that some steps strike candidates.
const PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

let server;
let base;
let browser;

before(async () => {
  server = spawn(binary, ["serve", "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  base = await new Promise((resolve, reject) => {
    let seen = "";
    server.stdout.on("data", (chunk) => {
      seen += chunk;
      const found = seen.match(/listening on (http:\/\/\S+)/);
      if (found) resolve(found[1].replace(/\/$/, ""));
    });
    server.on("exit", (code) => reject(new Error("sudoku serve exited with " + code)));
    setTimeout(() => reject(new Error("no address from sudoku serve: " + seen)), 20000);
  });
  browser = await chromium.launch({
    executablePath: browserPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill();
});

async function api(route, body) {
  const response = await fetch(base + "/api/" + route, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, route);
  return response.json();
}

// The two screens every page is tried on: a desktop's and a phone's.
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function newPage(viewport = DESKTOP) {
  const context = await browser.newContext({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  // A script, style or picture the page's Content-Security-Policy refuses shows here.
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) problems.push(message.text());
  });
  return { page, context, problems };
}

test("the solver draws each step: its pattern cells shaded and what it removes struck", async () => {
  const { page, context, problems } = await newPage();
  const explained = await api("explain", { puzzle: PUZZLE });
  // The first step that strikes candidates, and one with pattern cells.
  const k = explained.steps.findIndex((s) => s.eliminations.length > 0 && s.pattern.cells.length > 0);
  assert.ok(k >= 0, "a step that strikes candidates");
  const step = explained.steps[k];

  await page.goto(base + "/");
  // A typo first: the error is shown with its place.
  await page.fill("#puzzle", PUZZLE.slice(0, 40) + "a" + PUZZLE.slice(41));
  await page.click("#explain");
  await page.waitForFunction(() => document.getElementById("error").textContent.length > 0);
  assert.match(await page.textContent("#error"), /column 41/);
  // The wrong character is selected in the text box.
  const selected = await page.$eval("#puzzle", (box) => [box.selectionStart, box.selectionEnd]);
  assert.deepEqual(selected, [40, 41]);
  // In a picture over lines too: the third row's fifth cell.
  const rows = PUZZLE.match(/.{9}/g);
  rows[2] = rows[2].slice(0, 4) + "a" + rows[2].slice(5);
  await page.fill("#puzzle", rows.join("\n"));
  await page.click("#explain");
  await page.waitForFunction(() => document.getElementById("error").textContent.includes("line 3"));
  const inPicture = await page.$eval("#puzzle", (box) => box.selectionStart);
  assert.equal(inPicture, 2 * 10 + 4);

  await page.fill("#puzzle", PUZZLE);
  await page.click("#explain");
  await page.waitForSelector("#step-list button[data-index]");
  assert.equal(await page.locator("#step-list button[data-index]").count(), explained.steps.length);
  assert.equal(await page.textContent("#step-notation"), explained.steps[0].text);
  // Step forward with the button, then jump from the list.
  await page.click("#next");
  assert.equal(await page.textContent("#step-counter"), "Step 2 of " + explained.steps.length);
  await page.click(`#step-list button[data-index="${k}"]`);
  assert.equal(await page.textContent("#step-notation"), step.text);
  assert.equal(await page.textContent("#step-sentence"), step.sentence);

  const board = page.locator("#board svg");
  for (const e of step.eliminations) {
    const mark = board.locator(`text.cand.removed[data-cell="r${e.row}c${e.col}"][data-digit="${e.digit}"]`);
    assert.equal(await mark.count(), 1, `r${e.row}c${e.col}<>${e.digit} struck`);
  }
  assert.equal(await board.locator("text.cand.removed").count(), step.eliminations.length);
  assert.equal(await board.locator("line.strike").count(), step.eliminations.length);
  for (const c of step.pattern.cells) {
    assert.equal(await board.locator(`rect.pattern-cell[data-cell="r${c.row}c${c.col}"]`).count(), 1);
  }
  assert.equal(await board.locator("rect.pattern-cell").count(), step.pattern.cells.length);
  await page.screenshot({ path: path.join(shots, "solver.png"), fullPage: true });

  // The next step from the position on screen is the step shown.
  await page.click("#hint-here");
  await page.waitForFunction(() => document.getElementById("step-counter").textContent.startsWith("From"));
  assert.equal(await page.textContent("#step-notation"), step.text);

  // The rating and the solution, on request.
  await page.waitForFunction(() => document.getElementById("rating").textContent.includes("ER"));
  const rated = await api("rate", { puzzle: PUZZLE });
  assert.ok((await page.textContent("#rating")).includes("Level " + rated.level));
  // In the words `sudoku rate` writes (the library's Rating): ER first, our path's score named.
  const line = spawnSync(binary, ["rate", PUZZLE], { encoding: "utf8" }).stdout.trim();
  assert.equal(await page.textContent("#rating"), "Level " + line.slice(PUZZLE.length + 1));
  await page.click("#show-solution");
  assert.equal(await page.locator("#solution-board svg text.given, #solution-board svg text.placed").count(), 81);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a chain's proof unfolds under it, and its links are drawn", async () => {
  const { page, context, problems } = await newPage();
  // A puzzle whose path has chains.
  const hard = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...";
  const explained = await api("explain", { puzzle: hard });
  const k = explained.steps.findIndex((s) => s.proof_text && s.pattern.links.length > 0);
  assert.ok(k >= 0, "a step with a proof and links");
  const step = explained.steps[k];
  await page.goto(base + "/?puzzle=" + hard);
  await page.waitForSelector("#step-list button[data-index]");
  await page.click(`#step-list button[data-index="${k}"]`);
  assert.equal(await page.textContent("#step-notation"), step.text);
  assert.ok(await page.locator("#step-proof").isVisible());
  assert.ok(!(await page.locator("#step-proof-text").isVisible()), "folded at first");
  await page.click("#step-proof summary");
  assert.ok(await page.locator("#step-proof-text").isVisible());
  assert.equal(await page.textContent("#step-proof-text"), step.proof_text);
  // A step with a proof opens on its first branch; the whole step is the selector's last.
  assert.equal(await page.locator("#block-select option").first().textContent(), step.blocks[0].name);
  await page.selectOption("#block-select", { label: "Whole step" });
  const links = page.locator("#board svg path.link");
  assert.equal(await links.count(), step.pattern.links.length);
  const weak = step.pattern.links.filter((l) => l.kind === "weak").length;
  assert.equal(await page.locator("#board svg path.link.weak").count(), weak);
  await page.screenshot({ path: path.join(shots, "chain.png"), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test("the solver switches to Sudoku Explainer's path and draws its steps, a chain with its links", async () => {
  const { page, context, problems } = await newPage();
  const hard = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...";
  const ours = await api("explain", { puzzle: hard });
  const se = await api("explain", { puzzle: hard, engine: "se" });
  assert.equal(se.engine, "se");
  const k = se.steps.findIndex((s) => s.pattern.links.length > 0 && s.eliminations.length > 0);
  assert.ok(k >= 0, "a chain on Sudoku Explainer's path");
  const chain = se.steps[k];
  await page.goto(base + "/?puzzle=" + hard);
  await page.waitForSelector("#step-list button[data-index]");
  assert.equal(await page.locator("#step-list button[data-index]").count(), ours.steps.length);
  // Switching the path explains the puzzle again, with Sudoku Explainer's steps.
  await page.selectOption("#engine", "se");
  await page.waitForFunction(
    (n) => document.querySelectorAll("#step-list button[data-index]").length === n
      && document.getElementById("step-notation").textContent.length > 0,
    se.steps.length,
  );
  assert.equal(await page.textContent("#step-notation"), se.steps[0].notation);
  await page.click(`#step-list button[data-index="${k}"]`);
  assert.equal(await page.textContent("#step-notation"), chain.notation);
  assert.match(chain.notation, /^\d+\.\d /, "its rating first, as Sudoku Explainer writes it");
  assert.equal(await page.textContent("#step-sentence"), chain.sentence);
  // Its proof is drawn a block at a time, the first block first; the whole step is last.
  assert.ok(chain.blocks.length > 0, "Sudoku Explainer's chain carries its proof, drawn in blocks");
  assert.equal(await page.locator("#block-select option").first().textContent(), chain.blocks[0].name);
  await page.selectOption("#block-select", { label: "Whole step" });
  const board = page.locator("#board svg");
  for (const e of chain.eliminations) {
    const mark = board.locator(`text.cand.removed[data-cell="r${e.row}c${e.col}"][data-digit="${e.digit}"]`);
    assert.equal(await mark.count(), 1, `r${e.row}c${e.col}<>${e.digit} struck`);
  }
  assert.equal(await board.locator("path.link").count(), chain.pattern.links.length);
  const weak = chain.pattern.links.filter((l) => l.kind === "weak").length;
  assert.equal(await board.locator("path.link.weak").count(), weak);
  await page.screenshot({ path: path.join(shots, "se-chain.png"), fullPage: true });
  // "Next step from here" on Sudoku Explainer's path gives its step there, with its
  // rating and its proof's blocks, not ours.
  const oursThere = await api("next-step", { puzzle: hard, candidates: chain.state });
  assert.notEqual(oursThere.step.text, chain.text, "our step there is another, so the test tells them apart");
  await page.click("#hint-here");
  await page.waitForFunction(() => document.getElementById("step-counter").textContent.startsWith("From"));
  assert.equal(await page.textContent("#step-notation"), chain.notation);
  assert.equal(await page.textContent("#step-sentence"), chain.sentence);
  assert.equal(await page.locator("#block-select option").count(), chain.blocks.length + 1);
  assert.equal(await page.locator("#block-select option").first().textContent(), chain.blocks[0].name);
  // And back to ours.
  await page.selectOption("#engine", "ours");
  await page.waitForFunction(
    (n) => document.querySelectorAll("#step-list button[data-index]").length === n,
    ours.steps.length,
  );
  assert.equal(await page.textContent("#step-notation"), ours.steps[0].text);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a forcing net is drawn one branch at a time, chosen in the selector", async () => {
  const { page, context, problems } = await newPage();
  // A puzzle whose path has forcing nets, one of them over the places of a digit in a row.
  const nets = "5..7.........3..7...8..5..36..1..4...8..2..9...9..8..1...4..3...6..9..4...2..6..9";
  const explained = await api("explain", { puzzle: nets });
  const k = explained.steps.findIndex((s) => s.technique === "Forcing Net" && s.proof.branches.length >= 2);
  assert.ok(k >= 0, "a forcing net with several branches");
  const step = explained.steps[k];
  const names = step.blocks.map((b) => b.name);
  assert.deepEqual(names.slice(0, step.proof.branches.length), step.proof.branches.map((_, i) => "Branch " + (i + 1)));
  assert.ok(names.slice(step.proof.branches.length).every((n) => /^Lemma \d+$/.test(n)), names.join(", "));
  await page.goto(base + "/?puzzle=" + nets);
  await page.waitForSelector("#step-list button[data-index]");
  await page.click(`#step-list button[data-index="${k}"]`);
  assert.equal(await page.textContent("#step-notation"), step.text);
  assert.ok(await page.locator("#block-choice").isVisible());
  const options = await page.locator("#block-select option").allTextContents();
  assert.deepEqual(options, [...names, "Whole step"]);
  // The first branch alone: at most one arrow into each of its facts, and few.
  const arrows = page.locator("#board svg path.link");
  const first = await arrows.count();
  assert.ok(first >= 1, "the first branch draws its arrows");
  assert.ok(first <= step.proof.branches[0].facts.length, `${first} arrows for ${step.proof.branches[0].facts.length} facts`);
  assert.ok(first <= 15, `${first} arrows`);
  // Its assumption is marked.
  const assume = step.proof.branches[0].assume;
  const ring = `#board svg text.cand.assume[data-cell="r${assume.row}c${assume.col}"][data-digit="${assume.digit}"]`;
  assert.equal(await page.locator(ring).count(), 1);
  // The second branch is another picture, with its own arrows.
  const title = await page.textContent("#board svg title");
  await page.selectOption("#block-select", { label: "Branch 2" });
  assert.notEqual(await page.textContent("#board svg title"), title);
  assert.equal(await arrows.count(), (step.blocks[1].svg.match(/<path class="link /g) || []).length);
  // The whole step draws every link, more than one branch alone.
  await page.selectOption("#block-select", { label: "Whole step" });
  assert.equal(await arrows.count(), step.pattern.links.length);
  assert.ok(step.pattern.links.length > first);
  await page.screenshot({ path: path.join(shots, "net-branch.png"), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

// A state whose next step is an ALS-XY-Wing, its sets A and B sharing a cell.
const ALS_XY_WING = readFileSync(path.join(here, "..", "fixtures", "als-xy-wing.txt"), "utf8");

test("each almost locked set is drawn in its own colour with its letter, and the legend names them", async () => {
  const { page, context, problems } = await newPage();
  const explained = await api("explain", { puzzle: ALS_XY_WING });
  const step = explained.steps[0];
  assert.equal(step.technique, "ALS-XY-Wing");
  assert.equal(step.pattern.sets.length, 3);
  await page.goto(base + "/");
  await page.fill("#puzzle", ALS_XY_WING);
  await page.click("#explain");
  await page.waitForSelector("#step-list button[data-index]");
  assert.equal(await page.textContent("#step-notation"), step.text);
  const board = page.locator("#board svg");
  const fill = (locator) => locator.evaluate((e) => getComputedStyle(e).fill);
  const fills = [];
  for (const [i, set] of step.pattern.sets.entries()) {
    const letter = "ABC"[i];
    const cells = set.cells.map((c) => `r${c.row}c${c.col}`);
    // Every cell of the set in the set's colour, with its letter, and no other cell.
    const shaded = board.locator(`rect.set-cell[data-set="${letter}"]`);
    assert.deepEqual((await shaded.evaluateAll((rs) => rs.map((r) => r.dataset.cell))).sort(), [...cells].sort());
    const colours = new Set(await shaded.evaluateAll((rs) => rs.map((r) => getComputedStyle(r).fill)));
    assert.equal(colours.size, 1, letter);
    const letters = board.locator(`text.set-letter[data-set="${letter}"]`);
    assert.deepEqual(await letters.allTextContents(), cells.map(() => letter));
    fills.push([...colours][0]);
    // The legend names it, with its cells and digits, beside a swatch of its colour.
    const words = `${letter}: ${cells.join(",")} {${set.digits.join(",")}}`;
    assert.equal(await page.locator(`#legend text.legend-text[data-set="${letter}"]`).textContent(), words);
    assert.equal(await fill(page.locator(`#legend rect.set-swatch[data-set="${letter}"]`)), fills[i]);
  }
  // Three different colours, none the fin's, and exactly the three sets in the legend.
  assert.equal(new Set(fills).size, 3, fills.join(" "));
  const finColour = await fill(board.locator("circle.ring.fin").first());
  assert.ok(!fills.includes(finColour), finColour);
  assert.equal(await page.locator("#legend text.legend-text[data-set]").count(), 3);
  assert.equal(await board.locator("rect.set-cell[data-set=\"D\"]").count(), 0);
  // The legend says what X and Z are, and the picture rings them so.
  const legend = await page.textContent("#legend");
  assert.ok(legend.includes("X: restricted common") && legend.includes("Z: in one of the sets"), legend);
  assert.ok((await board.locator("text.cand.restricted").count()) > 0);
  await page.screenshot({ path: path.join(shots, "als-xy-wing.png"), fullPage: true });
  // A step without sets brings back the legend of the whole page.
  await page.click("#next");
  assert.equal(await page.locator("#legend text.legend-text[data-set]").count(), 0);
  assert.ok((await page.textContent("#legend")).includes("fin"));
  assert.deepEqual(problems, []);
  await context.close();
});

test("?puzzle= opens the solver with that puzzle explained", async () => {
  const { page, context } = await newPage();
  await page.goto(base + "/?puzzle=" + PUZZLE);
  await page.waitForSelector("#step-list button[data-index]");
  assert.equal(await page.inputValue("#puzzle"), PUZZLE);
  await context.close();
});

test("givens typed into the solver's grid make the puzzle line", async () => {
  const { page, context, problems } = await newPage();
  await page.goto(base + "/");
  const givens = [...PUZZLE].map((c, i) => (c === "." ? -1 : i)).filter((i) => i >= 0);
  for (const i of givens) {
    await page.click(`#entry .cell:nth-child(${i + 1})`);
    await page.keyboard.press(PUZZLE[i]);
  }
  // A wrong one, erased again.
  await page.click("#entry .cell:nth-child(81)");
  await page.keyboard.press("9");
  await page.keyboard.press("Backspace");
  assert.equal(await page.inputValue("#puzzle"), PUZZLE);
  assert.equal(await page.locator("#entry .cell.given").count(), givens.length);
  await page.screenshot({ path: path.join(shots, "entry.png") });
  await page.click("#explain");
  await page.waitForSelector("#step-list button[data-index]");
  assert.ok(await page.locator("#entry").isHidden());
  await page.click("#edit");
  assert.ok(await page.locator("#entry").isVisible());
  assert.deepEqual(problems, []);
  await context.close();
});

// The digits on the player's grid, as an 81-character line.
async function gridLine(page) {
  return page.$$eval("#grid .cell", (cells) =>
    cells.map((c) => (/^[1-9]$/.test(c.textContent) ? c.textContent : ".")).join(""),
  );
}

test("a game is played to the win message, and a reload in the middle keeps it", async () => {
  const { page, context, problems } = await newPage();
  const { solution } = await api("validate", { puzzle: PUZZLE });
  await page.goto(base + "/play?puzzle=" + PUZZLE);
  await page.waitForFunction(() => document.querySelectorAll("#grid .cell.given").length > 0);
  assert.equal(await gridLine(page), PUZZLE);
  const empty = [...PUZZLE].map((c, i) => (c === "." ? i : -1)).filter((i) => i >= 0);

  // A digit that clashes with a given of its row shows red, and undo takes it back.
  const first = empty[0];
  const row = Math.floor(first / 9);
  const clash = PUZZLE.slice(row * 9, row * 9 + 9).match(/[1-9]/)[0];
  await page.click(`#grid .cell:nth-child(${first + 1})`);
  await page.keyboard.press(clash);
  assert.ok((await page.locator("#grid .cell.conflict").count()) >= 2);
  await page.keyboard.press("Control+z");
  assert.equal(await page.locator("#grid .cell.conflict").count(), 0);
  assert.equal(await gridLine(page), PUZZLE);

  // Pencil marks by keyboard, and auto-pencil, which keeps them and fills the others.
  await page.keyboard.press("p");
  await page.keyboard.press("7");
  await page.keyboard.press("p");
  await page.click("#auto-pencil");
  const marksOf = (i) =>
    page.$$eval(`#grid .cell:nth-child(${i + 1}) .marks span`, (s) => s.map((x) => x.textContent).join(""));
  assert.equal(await marksOf(first), "7");
  const second = empty[1];
  assert.ok((await marksOf(second)).includes(solution[second]), "auto-pencil keeps the solution's digit");
  // The wrong mark off again, so that a hint may come from the board.
  await page.keyboard.press("p");
  await page.keyboard.press("7");
  await page.keyboard.press("p");
  assert.equal(await marksOf(first), "");

  // A hint, drawn on the player's own grid, then applied and taken back.
  await hintAppliedAndUndone(page);

  // Half the digits, then a reload.
  const half = empty.slice(0, Math.floor(empty.length / 2));
  for (const i of half) {
    await page.click(`#grid .cell:nth-child(${i + 1})`);
    await page.keyboard.press(solution[i]);
  }
  const before = await gridLine(page);
  await page.screenshot({ path: path.join(shots, "player.png"), fullPage: true });
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll("#grid .cell.given").length > 0);
  assert.equal(await gridLine(page), before);
  assert.match(await page.textContent("#message"), /as you left it/);

  // The rest, with the pad this time, to the win message.
  for (const i of empty.slice(half.length)) {
    await page.click(`#grid .cell:nth-child(${i + 1})`);
    await page.click(`#pad button[data-digit="${solution[i]}"]`);
  }
  assert.equal(await gridLine(page), solution);
  await page.waitForSelector("#message.win");
  assert.match(await page.textContent("#message"), /Solved in/);
  await page.screenshot({ path: path.join(shots, "won.png"), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

// Asks for a hint, checks that it is drawn on the grid (its digit in its cell, or the
// candidates it removes struck), applies it, checks the move, and undoes it.
async function hintAppliedAndUndone(page) {
  const before = await gridLine(page);
  await page.click("#hint");
  await page.waitForSelector("#hint-view:not([hidden])");
  const notation = await page.textContent("#hint-notation");
  assert.ok(notation.length > 0);
  const placed = await page.$$eval("#grid .cell.hint-place", (cells) => cells.map((c) => [c.dataset.cell, c.dataset.hint]));
  const struck = await page.locator("#grid .marks span.hint-removed").count();
  assert.ok(placed.length + struck > 0, "the hint is drawn on the grid: " + notation);
  assert.ok(await page.locator("#apply-hint").isVisible());
  await page.click("#apply-hint");
  assert.ok(await page.locator("#hint-view").isHidden());
  for (const [cell, digit] of placed) {
    assert.equal(await page.textContent(`#grid .cell[data-cell="${cell}"]`), digit, cell);
  }
  assert.equal(await page.locator("#grid .marks span.hint-removed").count(), 0);
  assert.match(await page.textContent("#message"), /^Applied: /);
  await page.click("#undo");
  assert.equal(await gridLine(page), before);
}

// The top and bottom of an element on screen, in the viewport's pixels.
async function box(page, selector) {
  const b = await page.locator(selector).first().boundingBox();
  assert.ok(b, selector + " is on screen");
  return { top: b.y, bottom: b.y + b.height };
}

const HARD = "...41......4..9....816.5....6..2...7.5.7...4...3.....9..5.6.8...4....5.282...1...";

test("desktop: the board stays in view after a long proof is opened and a step low in the list", async () => {
  const { page, context, problems } = await newPage(DESKTOP);
  const explained = await api("explain", { puzzle: HARD });
  // The step with the longest proof.
  let k = 0;
  explained.steps.forEach((s, i) => {
    if ((s.proof_text || "").length > (explained.steps[k].proof_text || "").length) k = i;
  });
  assert.ok(explained.steps[k].proof_text, "a step with a proof");
  await page.goto(base + "/?puzzle=" + HARD);
  await page.waitForSelector("#step-list button[data-index]");
  await page.click(`#step-list button[data-index="${k}"]`);
  await page.click("#step-proof summary");
  // The proof unfolded and read to its end: the page scrolls, the board does not.
  await page.locator("#step-proof-text").evaluate((pre) => pre.scrollIntoView({ block: "end" }));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  assert.ok(await page.evaluate(() => window.scrollY) > 0, "the page did scroll");
  const board = await box(page, "#board svg");
  assert.ok(board.top >= 0 && board.bottom <= DESKTOP.height, JSON.stringify(board));
  const notation = await box(page, "#step-notation");
  assert.ok(notation.bottom <= DESKTOP.height, JSON.stringify(notation));
  // The last step of the list (a single maybe, in its fold): the board still in view.
  const lastIndex = `button[data-index="${explained.steps.length - 1}"]`;
  const lastButton = `#step-list ${lastIndex}`;
  if (!(await page.locator(lastButton).isVisible())) {
    await page.click(`#step-list details:has(${lastIndex}) > summary`);
  }
  await page.click(lastButton);
  const last = await box(page, "#board svg");
  assert.ok(last.top >= 0 && last.bottom <= DESKTOP.height, JSON.stringify(last));
  await page.screenshot({ path: path.join(shots, "solver-desktop-proof.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("phone: the step's notation and Previous/Next sit right under the board, in the first screen", async () => {
  const { page, context, problems } = await newPage(PHONE);
  const explained = await api("explain", { puzzle: PUZZLE });
  await page.goto(base + "/?puzzle=" + PUZZLE);
  await page.waitForSelector("#step-list button[data-index]");
  for (const selector of ["#board svg", "#prev", "#next", "#step-notation", "#step-sentence"]) {
    const b = await box(page, selector);
    assert.ok(b.top >= 0 && b.bottom <= PHONE.height, selector + " " + JSON.stringify(b));
  }
  // The board fills the phone's width, and Next goes on without scrolling the page.
  const width = await page.locator("#board svg").evaluate((svg) => svg.getBoundingClientRect().width);
  assert.ok(width >= PHONE.width * 0.85, "board width " + width);
  for (let i = 0; i < 5; i++) await page.click("#next");
  assert.equal(await page.textContent("#step-notation"), explained.steps[5].text);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  // The rating came with the steps.
  assert.match(await page.textContent("#rating"), new RegExp("^Level " + explained.rating.level));
  await page.screenshot({ path: path.join(shots, "solver-phone.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("the singles are folded in the step list, and open when one is shown", async () => {
  const { page, context, problems } = await newPage(DESKTOP);
  const explained = await api("explain", { puzzle: PUZZLE });
  const singles = explained.steps.filter((s) => ["Full House", "Naked Single", "Hidden Single"].includes(s.technique));
  assert.ok(singles.length > 0);
  await page.goto(base + "/?puzzle=" + PUZZLE);
  await page.waitForSelector("#step-list button[data-index]");
  assert.equal(await page.locator("#step-list details.singles button[data-index]").count(), singles.length);
  // Steps that are not singles are listed open; a fold of singles hides its steps
  // until it is unfolded (the fold of the step shown is open).
  const nonSingles = explained.steps.length - singles.length;
  const closed = page.locator("#step-list details.singles:not([open])").first();
  const hidden = await closed.locator("button[data-index]").count();
  assert.ok(hidden > 0);
  const visible = await page.locator("#step-list button[data-index]:visible").count();
  assert.ok(visible >= nonSingles && visible <= explained.steps.length - hidden, `${visible} visible`);
  assert.match(await closed.locator("summary").textContent(), /singles?$/);
  await closed.locator("summary").click();
  assert.equal(await page.locator("#step-list button[data-index]:visible").count(), visible + hidden);
  assert.deepEqual(problems, []);
  await context.close();
});

test("phone: the player's controls are on the first screen, and a hint is drawn on the grid and applied", async () => {
  const { page, context, problems } = await newPage(PHONE);
  await page.goto(base + "/play?puzzle=" + PUZZLE);
  await page.waitForFunction(() => document.querySelectorAll("#grid .cell.given").length > 0);
  for (const selector of ["#new-game", "#hint", "#check", "#undo", "#auto-pencil", "#grid"]) {
    const b = await box(page, selector);
    assert.ok(b.top >= 0 && b.bottom <= PHONE.height, selector + " " + JSON.stringify(b));
  }
  await hintAppliedAndUndone(page);
  await page.click("#hint");
  await page.waitForSelector("#hint-view:not([hidden])");
  await page.screenshot({ path: path.join(shots, "player-phone.png") });
  assert.deepEqual(problems, []);
  await context.close();
});

test("auto-pencil fills only the cells without marks: the player's own stay", async () => {
  const { page, context, problems } = await newPage(DESKTOP);
  await page.goto(base + "/play?puzzle=" + PUZZLE);
  await page.waitForFunction(() => document.querySelectorAll("#grid .cell.given").length > 0);
  const empty = [...PUZZLE].findIndex((c) => c === ".");
  await page.click(`#grid .cell:nth-child(${empty + 1})`);
  await page.keyboard.press("Shift+Digit7");
  const marks = (i) => page.$$eval(`#grid .cell:nth-child(${i + 1}) .marks span`, (s) => s.map((x) => x.textContent).join(""));
  assert.equal(await marks(empty), "7");
  await page.click("#auto-pencil");
  assert.equal(await marks(empty), "7");
  const other = [...PUZZLE].findIndex((c, i) => c === "." && i > empty);
  assert.ok((await marks(other)).length > 1);
  assert.match(await page.textContent("#message"), /your own marks stay/);
  assert.deepEqual(problems, []);
  await context.close();
});

// The page's board, cell by cell: its digit (0 when empty), whether it shows as a
// conflict, its pencil marks, and whether Check underlined it.
async function pageBoard(page) {
  return page.$$eval("#grid .cell", (cells) =>
    cells.map((c) => {
      const marks = c.querySelector(".marks");
      return {
        digit: marks ? 0 : Number(c.textContent),
        conflict: c.classList.contains("conflict"),
        marks: marks ? [...marks.children].map((s) => s.textContent).join("") : "",
        wrong: c.classList.contains("wrong"),
      };
    }),
  );
}

// The library's board after `commands`, played by `sudoku play --plain` (the library's
// `Game`): each cell's digit, conflict and marks from its `board` and `marks`, and the
// mistakes its `check` names.
function libraryBoard(puzzle, commands) {
  const data = mkdtempSync(path.join(tmpdir(), "sudoku-rules-"));
  const run = spawnSync(binary, ["play", "--plain", puzzle], {
    input: [...commands, "board", "marks", "check", "quit", ""].join("\n"),
    env: { ...process.env, SUDOKU_DATA_DIR: data },
    encoding: "utf8",
  });
  rmSync(data, { recursive: true, force: true });
  assert.equal(run.status, 0, run.stderr);
  const lines = run.stdout.split("\n");
  const errors = lines.filter((l) => l.startsWith("error:"));
  assert.deepEqual(errors, [], "the library took every move");
  // The last board, the last marks grid, and what the last check said.
  const boardStart = lines.findLastIndex((l) => l.startsWith("      c1 c2 c3"));
  const boardRows = lines.slice(boardStart).filter((l) => /^r\d  \|/.test(l)).slice(0, 9);
  const board = boardRows.flatMap((l) => l.slice(5).split("|").flatMap((b) => b.trim().split(/\s+/)).filter(Boolean));
  // The top rule of the last marks grid: a rule with a row under it and none above.
  const marksStart = lines.findLastIndex(
    (l, i) => l.startsWith("+") && !lines[i - 1].startsWith("|") && (lines[i + 1] || "").startsWith("|"),
  );
  const markRows = lines.slice(marksStart).filter((l) => l.startsWith("|")).slice(0, 9);
  const marks = markRows.flatMap((l) => l.split("|").flatMap((b) => b.trim().split(/\s+/)).filter(Boolean));
  const mistakes = new Set(
    lines
      .filter((l) => l.startsWith("Mistake: r") && l.includes("is not the solution's digit"))
      .map((l) => l.slice("Mistake: ".length).split("=")[0]),
  );
  assert.equal(board.length, 81, run.stdout);
  assert.equal(marks.length, 81, run.stdout);
  return board.map((token, i) => {
    const digit = token === "." ? 0 : Number(token.replace(/[!+]/, ""));
    const mark = digit ? "" : marks[i].replace(/[[\]]/g, "");
    return { digit, conflict: token.startsWith("!"), marks: mark, wrong: mistakes.has(cellName(i)) };
  });
}

function cellName(i) {
  return "r" + (Math.floor(i / 9) + 1) + "c" + ((i % 9) + 1);
}

test("the player's rules are the library's: conflicts, marks that follow the digits, auto-pencil and check, move for move", async () => {
  const { page, context, problems } = await newPage(DESKTOP);
  const { solution } = await api("validate", { puzzle: PUZZLE });
  await page.goto(base + "/play?puzzle=" + PUZZLE);
  await page.waitForFunction(() => document.querySelectorAll("#grid .cell.given").length > 0);
  const empty = [...PUZZLE].map((c, i) => (c === "." ? i : -1)).filter((i) => i >= 0);
  const [a, b, c, d] = empty;
  const right = (i) => Number(solution[i]);
  const wrong = (i) => (right(i) % 9) + 1;
  // A digit that repeats a given of the cell's row.
  const clash = (i) => Number(PUZZLE.slice(Math.floor(i / 9) * 9, Math.floor(i / 9) * 9 + 9).match(/[1-9]/)[0]);
  const moves = [
    { auto: true },
    { cell: a, digit: right(a) },
    { cell: b, digit: clash(b) },
    { cell: b, clear: true },
    { cell: c, mark: right(c) },
    { cell: c, mark: right(c) },
    { cell: d, digit: wrong(d) },
    { cell: d, digit: right(d) },
    { undo: true },
    { redo: true },
    { undo: true },
    { cell: a, clear: true },
    { cell: b, digit: wrong(b) },
  ];
  const commands = [];
  for (const m of moves) {
    if (m.auto) {
      await page.click("#auto-pencil");
      commands.push("autopencil");
    } else if (m.undo || m.redo) {
      await page.keyboard.press(m.undo ? "Control+z" : "Control+y");
      commands.push(m.undo ? "undo" : "redo");
    } else {
      await page.click(`#grid .cell:nth-child(${m.cell + 1})`);
      if (m.clear) {
        await page.keyboard.press("Backspace");
        commands.push(cellName(m.cell) + " clear");
      } else if (m.mark) {
        await page.keyboard.press("Shift+Digit" + m.mark);
        commands.push("pencil " + cellName(m.cell) + " " + m.mark);
      } else {
        await page.keyboard.press(String(m.digit));
        commands.push(cellName(m.cell) + "=" + m.digit);
      }
    }
    await page.click("#check");
    const ours = await pageBoard(page);
    const library = libraryBoard(PUZZLE, commands);
    for (let i = 0; i < 81; i++) {
      assert.deepEqual(ours[i], library[i], `after ${commands.join("; ")}: ${cellName(i)}`);
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});
