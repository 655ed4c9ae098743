// The architecture's import rules (loaders get server code through the load context): app/ never
// imports server/, and common/ imports neither. Run by `npm run lint`.
import fs from "node:fs";
import path from "node:path";

const rules = [
  { from: "app", forbidden: ["server"] },
  { from: "common", forbidden: ["server", "app"] },
];
const importPattern = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) yield full;
  }
}

const violations = [];
for (const rule of rules) {
  if (!fs.existsSync(rule.from)) continue;
  for (const file of sourceFiles(rule.from)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith(".") && !specifier.startsWith("#")) continue;
      const target = specifier.startsWith("#")
        ? specifier.slice(1).split("/")[0]
        : path.relative(process.cwd(), path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
      if (rule.forbidden.includes(target)) violations.push(`${file}: imports ${specifier} (${rule.from}/ must not import ${target}/)`);
    }
  }
}
if (violations.length > 0) {
  console.error(violations.join("\n"));
  process.exit(1);
}
console.log("import boundaries: ok");
