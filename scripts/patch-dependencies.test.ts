// The install-time fixes (scripts/patch-dependencies.mjs): applied to the version they were written
// for, applied once however often they run, and never to another version.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FIXES, patchDependencies } from "./patch-dependencies.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A project whose node_modules holds @react-router/dev at `version` with one internal Vite server. */
function projectWith(version: string): { root: string; vite: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-patch-"));
  folders.push(root);
  const folder = path.join(root, "node_modules", "@react-router", "dev");
  fs.mkdirSync(path.join(folder, "dist"), { recursive: true });
  fs.writeFileSync(path.join(folder, "package.json"), JSON.stringify({ name: "@react-router/dev", version }));
  const vite = path.join(folder, "dist", "vite.js");
  fs.writeFileSync(vite, "createServer({\n  configFile: false,\n  envFile: false,\n  plugins: []\n});\n");
  return { root, vite };
}

describe("the install-time fixes", () => {
  it("give React Router's internal Vite servers envDir: false instead of the deprecated envFile: false", () => {
    const { root, vite } = projectWith(FIXES[0].version);
    expect(patchDependencies(root)).toEqual([]);
    expect(fs.readFileSync(vite, "utf8")).toBe("createServer({\n  configFile: false,\n  envDir: false,\n  plugins: []\n});\n");
    patchDependencies(root);
    expect(fs.readFileSync(vite, "utf8")).not.toContain("envFile");
  });

  it("leave another version alone and say so", () => {
    const { root, vite } = projectWith("7.19.0");
    expect(patchDependencies(root)).toEqual([expect.stringContaining("@react-router/dev is 7.19.0, not 7.18.4")]);
    expect(fs.readFileSync(vite, "utf8")).toContain("envFile: false");
  });
});
