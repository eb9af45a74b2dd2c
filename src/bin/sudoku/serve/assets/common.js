// What both pages share: calling the API, and reading and writing grids.
"use strict";

// POSTs `body` as JSON to an API route; resolves to the answer, or throws an Error
// with the server's message.
async function api(route, body) {
  const response = await fetch("/api/" + route, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  let answer;
  try {
    answer = await response.json();
  } catch (_) {
    throw new Error("the server answered " + response.status + " without JSON");
  }
  if (!response.ok) {
    throw new Error(answer.error || "the server answered " + response.status);
  }
  return answer;
}

// Shows the SVG picture `svg` in `element`. The picture's own <style> is left out: the
// page's policy runs no inline style, and /assets/picture.css holds the same sheet.
function showPicture(element, svg) {
  element.innerHTML = svg.replace(/<style>[\s\S]*?<\/style>/g, "");
}

// The name of cell `index` (0 to 80) in the notation of the steps: r1c1 to r9c9.
function cellName(index) {
  return "r" + (Math.floor(index / 9) + 1) + "c" + ((index % 9) + 1);
}

// The indices of the cells that share a row, column or box with `index`.
function peers(index) {
  const row = Math.floor(index / 9), col = index % 9;
  const box = Math.floor(row / 3) * 3 * 9 + Math.floor(col / 3) * 3;
  const out = new Set();
  for (let i = 0; i < 9; i++) {
    out.add(row * 9 + i);
    out.add(i * 9 + col);
    out.add(box + Math.floor(i / 3) * 9 + (i % 3));
  }
  out.delete(index);
  return [...out];
}

// The digits (1 to 9) that no digit of `values` rules out in `index`.
function allowed(values, index) {
  const seen = new Set(peers(index).map((p) => values[p]));
  const out = [];
  for (let d = 1; d <= 9; d++) if (!seen.has(d)) out.push(d);
  return out;
}

// A pencil-mark grid in the boxed layout the command line reads: givens bare, placed
// digits as +5, candidates run together ([5] for a single one).
function pencilGrid(cells) {
  const rule = "+-------+-------+-------+";
  const lines = [];
  for (let row = 0; row < 9; row++) {
    if (row % 3 === 0) lines.push(rule);
    let line = "";
    for (let col = 0; col < 9; col++) {
      if (col % 3 === 0) line += "| ";
      const cell = cells[row * 9 + col];
      let token;
      if (cell.given) token = String(cell.given);
      else if (cell.value) token = "+" + cell.value;
      else if (cell.candidates.length === 1) token = "[" + cell.candidates[0] + "]";
      else token = cell.candidates.length ? cell.candidates.join("") : "[]";
      line += token + " ";
    }
    lines.push(line + "|");
  }
  lines.push(rule);
  return lines.join("\n") + "\n";
}

// Parses the pencil-mark grid the server writes (see `pencilGrid`) into 81 cells.
function readPencilGrid(text) {
  const tokens = text
    .split("\n")
    .filter((line) => line.includes("|"))
    .flatMap((line) => line.split(/[|\s]+/).filter((t) => t.length > 0));
  return tokens.map((token) => {
    if (token.startsWith("+")) return { value: Number(token.slice(1)), candidates: [] };
    if (token.startsWith("[")) {
      return { candidates: token.slice(1, -1).split("").filter(Boolean).map(Number) };
    }
    if (token.length === 1) return { given: Number(token), candidates: [] };
    return { candidates: token.split("").map(Number) };
  });
}
