// The pages of `sudoku serve` in a real browser: headless Chromium driven by
// playwright-core. Starts the server on a free loopback port, pastes a puzzle, steps
// through its explanation and checks the drawn step against the API's answer, plays a
// puzzle to the win message with a reload in the middle, and takes screenshots.
//
// SUDOKU_BIN names the binary (default: the release build), CHROMIUM the browser.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
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

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
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
  await page.waitForSelector("#step-list li");
  assert.equal(await page.locator("#step-list li").count(), explained.steps.length);
  assert.equal(await page.textContent("#step-notation"), explained.steps[0].text);
  // Step forward with the button, then jump from the list.
  await page.click("#next");
  assert.equal(await page.textContent("#step-counter"), "Step 2 of " + explained.steps.length);
  await page.click(`#step-list li:nth-child(${k + 1}) button`);
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
  await page.waitForSelector("#step-list li");
  await page.click(`#step-list li:nth-child(${k + 1}) button`);
  assert.equal(await page.textContent("#step-notation"), step.text);
  assert.ok(await page.locator("#step-proof").isVisible());
  assert.ok(!(await page.locator("#step-proof-text").isVisible()), "folded at first");
  await page.click("#step-proof summary");
  assert.ok(await page.locator("#step-proof-text").isVisible());
  assert.equal(await page.textContent("#step-proof-text"), step.proof_text);
  const links = page.locator("#board svg path.link");
  assert.equal(await links.count(), step.pattern.links.length);
  const weak = step.pattern.links.filter((l) => l.kind === "weak").length;
  assert.equal(await page.locator("#board svg path.link.weak").count(), weak);
  await page.screenshot({ path: path.join(shots, "chain.png"), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test("?puzzle= opens the solver with that puzzle explained", async () => {
  const { page, context } = await newPage();
  await page.goto(base + "/?puzzle=" + PUZZLE);
  await page.waitForSelector("#step-list li");
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
  await page.waitForSelector("#step-list li");
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

  // Pencil marks by keyboard, and auto-pencil.
  await page.keyboard.press("p");
  await page.keyboard.press("7");
  await page.keyboard.press("p");
  await page.click("#auto-pencil");
  const marks = await page.$$eval(`#grid .cell:nth-child(${first + 1}) .marks span`, (s) =>
    s.map((x) => x.textContent).join(""),
  );
  assert.ok(marks.includes(solution[first]), "auto-pencil keeps the solution's digit");

  // A hint, drawn.
  await page.click("#hint");
  await page.waitForSelector("#hint-board svg");
  assert.ok((await page.textContent("#hint-notation")).length > 0);

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
