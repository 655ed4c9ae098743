// Import circles (type-only imports included): none may exist among app/, server/ and common/. A
// circle means two modules cannot be understood, tested or moved apart. Run by `npm run lint`;
// `node scripts/check-cycles.mjs DIR…` checks other folders; scripts/check-cycles.test.ts checks
// the check.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { importsOf, sourceFiles } from "./lib/imports.mjs";

const extensions = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** Test files may import anything; `.js` files here are configuration, not modules of the app. */
const isModule = (file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file);

/** The file an import names (`#common/…` is common/), or null for a package. */
function resolve(cwd, from, specifier) {
  let base;
  if (specifier.startsWith("#common/")) base = path.join(cwd, "common", specifier.slice("#common/".length));
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const extension of extensions) {
    const candidate = path.normalize(base + extension);
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The circles among the files under `roots` (folders of `cwd`), each a sorted list of paths relative to `cwd`. */
export function findCircles(roots, cwd = process.cwd()) {
  const graph = new Map();
  for (const root of roots.map((dir) => path.join(cwd, dir)).filter((dir) => fs.existsSync(dir))) {
    for (const file of sourceFiles(root, isModule)) {
      const targets = new Set();
      for (const specifier of importsOf(file)) {
        const target = resolve(cwd, file, specifier);
        if (target) targets.add(target);
      }
      graph.set(path.normalize(file), targets);
    }
  }

  // Tarjan's strongly connected components: every component of two or more files is a circle.
  let index = 0;
  const stack = [];
  const state = new Map();
  const circles = [];
  function visit(node) {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(path.relative(cwd, member));
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  }
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return circles;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const circles = findCircles(process.argv.length > 2 ? process.argv.slice(2) : ["app", "server", "common"]);
  if (circles.length > 0) {
    console.error(`Import circles (${circles.length}):\n${circles.map((c) => `  ${c.join(" ↔ ")}`).join("\n")}`);
    process.exit(1);
  }
  console.log("import circles: none");
}
