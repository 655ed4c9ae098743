// Reading a source tree's imports, shared by the lint's import checks (check-boundaries.mjs,
// check-cycles.mjs): static and dynamic imports and re-exports, type-only ones included.
import fs from "node:fs";
import path from "node:path";

const importPattern = /(?:^|[;\s])(?:import|export)\s[^'";]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The .ts, .tsx, .js and .mjs files under `dir`, outside node_modules and migrations; `keep` filters them further. */
export function* sourceFiles(dir, keep = () => true) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "migrations") yield* sourceFiles(full, keep);
    } else if (/\.(ts|tsx|js|mjs)$/.test(entry.name) && keep(full)) yield full;
  }
}

/** The specifiers a file imports, in order. */
export function importsOf(file) {
  return [...fs.readFileSync(file, "utf8").matchAll(importPattern)].map((match) => match[1] ?? match[2]);
}
