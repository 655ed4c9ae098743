// The import rules of `npm run lint`, kept by dependency-cruiser (.dependency-cruiser.json): no
// import circle among app/, server/ and common/ (type-only imports, dynamic imports and the #common
// alias included), the page side never reaching the server, and one server module reaching another
// only through its service. Each rule is shown failing the run on a small tree that makes the break
// it exists for (the circle the composition types once made, reminders reading the bookings'
// repository), and this repository is shown to pass.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const CONFIG = path.resolve(".dependency-cruiser.json");
const DEPCRUISE = path.resolve("node_modules/.bin/depcruise");
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A throwaway tree of files (path → text), with the package's #common alias. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-imports-"));
  folders.push(root);
  const all = { "package.json": JSON.stringify({ type: "module", imports: { "#common/*": "./common/*.ts" } }), ...files };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The folders lint names, those of them that exist in `root`. */
const foldersIn = (root: string) => ["app", "server", "common"].filter((dir) => fs.existsSync(path.join(root, dir)));

/** Each broken rule in `root` as "rule: from → to" (a circle once, from one of its files). */
function breaks(root: string): string[] {
  const run = spawnSync(DEPCRUISE, ["--config", CONFIG, "--output-type", "json", ...foldersIn(root)], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
  return violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

/** The exit status of the run `npm run lint` makes in `root` (its error report). */
function lintStatus(root: string): number | null {
  return spawnSync(DEPCRUISE, ["--config", CONFIG, "--output-type", "err", ...foldersIn(root)], { cwd: root, encoding: "utf8" }).status;
}

describe("the import rules", () => {
  it("refuse a module that imports a type from the composition root that builds it (a circle)", () => {
    const root = tree({
      "server/services.ts": 'import { createAuthModule } from "./modules/auth/service";\nexport interface ServerDeps { auth: unknown }\n',
      "server/modules/auth/service.ts":
        'import type { ServerDeps } from "../../services";\nexport function createAuthModule(deps: ServerDeps) { return deps; }\n',
    });
    expect(breaks(root)).toEqual(["no-import-circle: server/modules/auth/service.ts → server/services.ts"]);
    expect(lintStatus(root)).not.toBe(0);
  });

  it("follow the #common alias and dynamic imports, and refuse common/ importing the page side", () => {
    const root = tree({
      "common/money.ts": 'export { page } from "../app/page";\n',
      "app/page.tsx": 'export const page = () => import("#common/money");\n',
    });
    expect(breaks(root)).toEqual([
      "common-not-to-server-or-app: common/money.ts → app/page.tsx",
      "no-import-circle: app/page.tsx → common/money.ts",
    ]);
  });

  it("refuse the page side importing the server", () => {
    const root = tree({
      "app/routes/home.tsx": 'import { createRuntime } from "../../server/services";\n',
      "server/services.ts": "export const createRuntime = () => null;\n",
    });
    expect(breaks(root)).toEqual(["app-not-to-server: app/routes/home.tsx → server/services.ts"]);
    expect(lintStatus(root)).not.toBe(0);
  });

  it("refuse a module that reads another module's repository or e-mails", () => {
    const root = tree({
      "server/modules/reminders/service.ts":
        'import { findCoachForBooking } from "../bookings/repository";\nimport { bookingEmails } from "../bookings/emails";\n',
      "server/modules/bookings/repository.ts": "export const findCoachForBooking = () => null;\n",
      "server/modules/bookings/emails.ts": "export const bookingEmails = () => null;\n",
      "server/modules/admin/routes.ts": 'import { findCoachForBooking } from "../bookings/repository";\n',
    });
    expect(lintStatus(root)).not.toBe(0);
    expect(breaks(root)).toEqual([
      "module-through-its-service: server/modules/reminders/service.ts → server/modules/bookings/emails.ts",
      "module-through-its-service: server/modules/reminders/service.ts → server/modules/bookings/repository.ts",
      "routes-mount-routes-or-services: server/modules/admin/routes.ts → server/modules/bookings/repository.ts",
    ]);
  });

  it("let a module use another's service and the accounts guards, route files mount other routes, and tests import anything", () => {
    const root = tree({
      "server/services.ts": 'import { createAuthModule } from "./modules/auth/service";\n',
      "server/modules/auth/service.ts": "export const createAuthModule = () => null;\n",
      "server/modules/auth/service.test.ts":
        'import { createAuthModule } from "./service";\nimport "../../services";\nimport "../bookings/repository";\n',
      "server/modules/auth/guards.ts": "export const isAdmin = () => true;\n",
      "server/modules/coaches/service.ts": "export interface CoachesService { list(): void }\n",
      "server/modules/reviews/service.ts":
        'import type { CoachesService } from "../coaches/service";\nimport { isAdmin } from "../auth/guards";\n',
      "server/modules/blog/admin-routes.ts": "export const blogAdminRoutes = null;\n",
      "server/modules/admin/routes.ts": 'import { blogAdminRoutes } from "../blog/admin-routes";\n',
      "server/modules/bookings/repository.ts": 'import { bookings } from "../../db/schema";\n',
      "server/db/schema.ts": "export const bookings = null;\n",
    });
    expect(breaks(root)).toEqual([]);
    expect(lintStatus(root)).toBe(0);
  });

  it("find no break in this repository", { timeout: 120_000 }, () => {
    expect(breaks(process.cwd())).toEqual([]);
  });
});
