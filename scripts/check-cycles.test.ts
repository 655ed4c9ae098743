// The import-circle check of `npm run lint` (scripts/check-cycles.mjs): it finds the circle the
// composition types once made (a module importing a type from the file that builds it), through
// type-only imports and the #common alias too, and finds none in this repository.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findCircles } from "./check-cycles.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A throwaway tree of files (path → text). */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-cycles-"));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("the import-circle check", () => {
  it("finds a module that imports a type from the composition root that builds it", () => {
    const root = tree({
      "server/services.ts": 'import { createAuthModule } from "./modules/auth/service";\nexport interface ServerDeps { auth: unknown }\n',
      "server/modules/auth/service.ts":
        'import type { ServerDeps } from "../../services";\nexport function createAuthModule(deps: ServerDeps) { return deps; }\n',
    });
    expect(findCircles(["server"], root)).toEqual([["server/modules/auth/service.ts", "server/services.ts"]]);
  });

  it("follows the #common alias and dynamic imports", () => {
    const root = tree({
      "common/money.ts": 'export { page } from "../app/page";\n',
      "app/page.tsx": 'export const page = () => import("#common/money");\n',
    });
    expect(findCircles(["app", "common"], root)).toEqual([["app/page.tsx", "common/money.ts"]]);
  });

  it("passes a tree whose types live apart from what builds it, and ignores tests", () => {
    const root = tree({
      "server/context.ts": "export interface ServerDeps { auth: unknown }\n",
      "server/services.ts": 'import type { ServerDeps } from "./context";\nimport { createAuthModule } from "./modules/auth/service";\n',
      "server/modules/auth/service.ts":
        'import type { ServerDeps } from "../../context";\nexport const createAuthModule = (deps: ServerDeps) => deps;\n',
      "server/modules/auth/service.test.ts": 'import { createAuthModule } from "./service";\nimport "../../services";\n',
    });
    expect(findCircles(["server"], root)).toEqual([]);
  });

  it("finds no circle in this repository", () => {
    expect(findCircles(["app", "server", "common"])).toEqual([]);
  });
});
