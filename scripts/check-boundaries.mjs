// The architecture's import rules, run by `npm run lint` (scripts/check-boundaries.test.ts checks
// the check):
// - app/ never imports server/, and common/ imports neither;
// - a server module uses another only through its public face: its service (`service.ts`,
//   `*-service.ts`), and for accounts `module.ts` (the types) and `guards.ts` (the route guards).
//   Its repository, e-mails or other parts are its own. Route files may mount another module's
//   routes (the staff API gathers the admin routes of each module).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { importsOf, sourceFiles } from "./lib/imports.mjs";

const layerRules = [
  { from: "app", forbidden: ["server"] },
  { from: "common", forbidden: ["server", "app"] },
];
const PUBLIC_FACE = /^(?:[\w-]+-)?service\.ts$|^module\.ts$|^guards\.ts$/;
const ROUTES = /^(?:[\w-]+-)?routes\.ts$/;

/** Every import that breaks a rule, as "file: imports … (why)", for the tree at `cwd`. */
export function findBoundaryBreaks(cwd = process.cwd()) {
  const breaks = [];
  for (const rule of layerRules) {
    const root = path.join(cwd, rule.from);
    if (!fs.existsSync(root)) continue;
    for (const file of sourceFiles(root)) {
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith(".") && !specifier.startsWith("#")) continue;
        const target = specifier.startsWith("#")
          ? specifier.slice(1).split("/")[0]
          : path.relative(cwd, path.resolve(path.dirname(file), specifier)).split(path.sep)[0];
        if (rule.forbidden.includes(target))
          breaks.push(`${path.relative(cwd, file)}: imports ${specifier} (${rule.from}/ must not import ${target}/)`);
      }
    }
  }
  const modules = path.join(cwd, "server", "modules");
  if (fs.existsSync(modules)) {
    for (const file of sourceFiles(modules)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const [owner] = path.relative(modules, file).split(path.sep);
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith(".")) continue;
        const target = path.relative(modules, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (target[0] === ".." || target[0] === owner || target.length < 2) continue;
        const name = target.at(-1).replace(/(\.ts)?$/, ".ts");
        if (PUBLIC_FACE.test(name)) continue;
        if (ROUTES.test(name) && ROUTES.test(path.basename(file))) continue;
        breaks.push(`${path.relative(cwd, file)}: imports ${specifier} (use the ${target[0]} module through its service)`);
      }
    }
  }
  return breaks;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const breaks = findBoundaryBreaks();
  if (breaks.length > 0) {
    console.error(breaks.join("\n"));
    process.exit(1);
  }
  console.log("import boundaries: ok");
}
