// Fixes in installed packages that the project needs and that no release for Node 20 carries. Run by
// `npm install` (postinstall) and before each build; idempotent. Each fix names the exact version it
// is made for: another version is left alone, with a line saying so, so that a fix never lands on code
// it was not read against (docs/decisions/103-draining-and-a-clean-start.md).
//
// @react-router/dev 7.18.4, the last release for Node 20 (8.x needs Node 22), starts its internal Vite
// servers (the configuration loader, the child compiler, the CLI's) with `envFile: false`, which Vite
// 8.1 and later announce as deprecated on every build and type generation: three lines on the first
// `npm start`. React Router 8 passes `envDir: false` instead, which means the same to Vite (6.3 and
// later); the same replacement is made here.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const FIXES = [
  {
    packageName: "@react-router/dev",
    version: "7.18.4",
    files: ["dist/vite.js", "dist/cli/index.js", "dist/vite/cloudflare.js"],
    from: "envFile: false",
    to: "envDir: false",
  },
];

/** Applies every fix under `root`'s node_modules; answers a line per fix that was not applied as written. */
export function patchDependencies(root, fixes = FIXES) {
  const notes = [];
  for (const fix of fixes) {
    const folder = path.join(root, "node_modules", fix.packageName);
    const manifest = path.join(folder, "package.json");
    if (!fs.existsSync(manifest)) continue;
    const { version } = JSON.parse(fs.readFileSync(manifest, "utf8"));
    if (version !== fix.version) {
      notes.push(`${fix.packageName} is ${version}, not ${fix.version}: its fix ("${fix.from}" → "${fix.to}") was not applied.`);
      continue;
    }
    for (const file of fix.files) {
      const target = path.join(folder, file);
      if (!fs.existsSync(target)) continue;
      const text = fs.readFileSync(target, "utf8");
      if (text.includes(fix.from)) fs.writeFileSync(target, text.split(fix.from).join(fix.to));
    }
  }
  return notes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const note of patchDependencies(process.cwd())) console.log(note);
}
