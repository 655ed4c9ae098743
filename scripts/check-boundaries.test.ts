// The import-boundary check of `npm run lint` (scripts/check-boundaries.mjs): the page side never
// reaches the server, and one server module never reaches into another's repository or e-mails
// (the break that reminders once made into bookings), only into its service.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findBoundaryBreaks } from "./check-boundaries.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-boundaries-"));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("the import-boundary check", () => {
  it("refuses a module that reads another module's repository or e-mails", () => {
    const root = tree({
      "server/modules/reminders/service.ts":
        'import { findCoachForBooking } from "../bookings/repository";\nimport { bookingEmails } from "../bookings/emails";\n',
      "server/modules/bookings/repository.ts": "export const findCoachForBooking = () => null;\n",
      "server/modules/bookings/emails.ts": "export const bookingEmails = () => null;\n",
    });
    expect(findBoundaryBreaks(root)).toEqual([
      "server/modules/reminders/service.ts: imports ../bookings/repository (use the bookings module through its service)",
      "server/modules/reminders/service.ts: imports ../bookings/emails (use the bookings module through its service)",
    ]);
  });

  it("lets a module use another's service and the accounts guards, and route files mount other routes", () => {
    const root = tree({
      "server/modules/reviews/service.ts":
        'import type { CoachesService } from "../coaches/service";\nimport { isAdmin } from "../auth/guards";\n',
      "server/modules/bookings/self-service.ts": 'import type { ConsultationRecord } from "../consultations/service";\n',
      "server/modules/admin/routes.ts": 'import { blogAdminRoutes } from "../blog/admin-routes";\n',
      "server/modules/bookings/repository.ts": 'import { bookings } from "../../db/schema";\n',
    });
    expect(findBoundaryBreaks(root)).toEqual([]);
  });

  it("refuses the page side importing the server, and common/ importing either", () => {
    const root = tree({
      "app/routes/home.tsx": 'import { createRuntime } from "../../server/services";\n',
      "common/money.ts": 'import { page } from "../app/page";\n',
    });
    expect(findBoundaryBreaks(root)).toEqual([
      "app/routes/home.tsx: imports ../../server/services (app/ must not import server/)",
      "common/money.ts: imports ../app/page (common/ must not import app/)",
    ]);
  });

  it("finds no break in this repository", () => {
    expect(findBoundaryBreaks()).toEqual([]);
  });
});
