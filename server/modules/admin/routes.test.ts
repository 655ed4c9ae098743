// The staff API is one surface (docs/product/api.md#staff-endpoints): every /api/admin/* route the
// app serves is mounted by the staff router, and a staff request is checked for the admin role once.
import express from "express";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { inventoryRoutes } from "../../../tests/security/route-inventory";
import { createApp } from "../../app";
import { adminRoutes } from "./routes";

const STAFF_EMAIL = "desk@kindred.example";
const app = await startTestApp({ ADMIN_EMAILS: STAFF_EMAIL });
let admin: TestAccount;
let client: TestAccount;
let coachId: string;

beforeAll(async () => {
  admin = await createAccount(app, { email: STAFF_EMAIL });
  client = await createAccount(app);
  coachId = (await insertCoach(app.database.db, { firstName: "Ines", lastName: "Baptiste" })).id;
});

const keys = (routes: { method: string; path: string }[]) => routes.map((r) => `${r.method} ${r.path}`);

describe("the staff API", () => {
  it("is mounted in one place: the staff router alone serves every /api/admin/* route of the app", () => {
    const whole = keys(inventoryRoutes(createApp({ deps: app.deps, services: app.services }))).filter((key) =>
      key.includes(" /api/admin/"),
    );
    const alone = express();
    alone.use("/api/admin", adminRoutes(app.deps, app.services));
    expect(keys(inventoryRoutes(alone))).toEqual(whole);
    // The bookings, applications, availability and coach-link routes are among them.
    for (const key of [
      "PATCH /api/admin/bookings/:id",
      "POST /api/admin/publish-coach/:id",
      "PUT /api/admin/coaches/:id/availability",
      "DELETE /api/admin/coaches/:id/link",
    ])
      expect(whole).toContain(key);
  });

  it("checks the admin role once per request, whichever module's route answers", async () => {
    const resolve = vi.spyOn(app.deps.auth, "resolve");
    try {
      for (const path of [
        "/api/admin/bookings",
        "/api/admin/coach-applications",
        `/api/admin/coaches/${coachId}/availability`,
        "/api/admin/coaches",
        "/api/admin/outbox",
      ]) {
        resolve.mockClear();
        const response = await app.request(path, { headers: { cookie: admin.jar.header } });
        expect(response.status, path).toBe(200);
        expect(resolve, path).toHaveBeenCalledTimes(1);
      }
    } finally {
      resolve.mockRestore();
    }
  });

  it("still refuses before anything else: 401 signed out, 403 without the admin role, with the same messages", async () => {
    const signedOut = await app.request("/api/admin/bookings");
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
    const notStaff = await app.request(`/api/admin/coaches/${coachId}/link`, { method: "DELETE", headers: { cookie: client.jar.header } });
    expect(notStaff.status).toBe(403);
    expect(await notStaff.json()).toEqual({ message: "Forbidden: the admin role is required." });
  });
});
