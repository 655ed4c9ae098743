// The staff's bulk import of coaches over real HTTP (docs/product/staff-portal.md#bulk-import): per-coach
// results where a bad coach never stops the others, the import's defaults and exact messages, and a
// body larger than the API's usual limit.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coaches } from "../../db/schema";
import { startStaffTestApp } from "./staff-test-app";

const { db, call } = await startStaffTestApp();

describe("POST /api/admin/bulk-import", () => {
  const good = (n: number) => ({
    firstName: `Bulk${n}`,
    lastName: "Importee",
    bio: "A relationship coach with a decade of practice helping partners rebuild trust, talk kindly and plan their future together.",
    specializations: ["Communication Skills"],
    experience: 4,
    hourlyRate: "95.00",
    email: "N/A",
    website: "",
  });

  it("imports the good coaches and reports the bad one, which never stops the others", async () => {
    const response = await call("POST", "/api/admin/bulk-import", { coaches: [good(1), { ...good(2), bio: "Too short" }, good(3)] });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.imported).toBe(2);
    expect(body.failed).toBe(1);
    expect(body.results[1]).toMatchObject({ index: 1, ok: false, name: "Bulk2 Importee", message: "Bio must be at least 100 characters" });
    expect(body.results[0]).toMatchObject({ index: 0, ok: true, coach: { firstName: "Bulk1", lastName: "Importee" } });
    const [row] = await db.select().from(coaches).where(eq(coaches.id, body.results[2].coach.id));
    // The defaults of the import (docs/product/staff-portal.md#bulk-import).
    expect(row).toMatchObject({
      title: "Bulk3 Importee",
      location: "New York, NY",
      gender: "Not specified",
      languages: ["English"],
      insuranceAccepted: [],
      email: "",
      isActive: true,
      hourlyRateCents: 9500,
    });
  });

  it.each([
    [{ firstName: "" }, "First name is required"],
    [{ lastName: undefined }, "Last name is required"],
    [{ specializations: [] }, "At least one specialization required"],
    [{ experience: -2 }, "Experience must be 0 or greater"],
    [{ hourlyRate: "$95" }, "Invalid hourly rate format"],
    [{ hourlyRate: "95.999" }, "Invalid hourly rate format"],
    [{ email: "nobody" }, "If provided, email must be a valid email address."],
    [{ website: "www.example.com" }, "If provided, website must be a valid URL."],
  ])("reports %o with its exact message", async (change, message) => {
    const body = await (await call("POST", "/api/admin/bulk-import", { coaches: [{ ...good(9), ...change }] })).json();
    expect(body.results[0]).toMatchObject({ ok: false, message });
  });

  it("refuses a coach whose profile image is not one of ours (pages load nothing from other hosts), naming the field", async () => {
    const before = (await db.select({ id: coaches.id }).from(coaches)).length;
    const body = await (
      await call("POST", "/api/admin/bulk-import", {
        coaches: [
          { ...good(7), profileImageUrl: "https://images.example/a.jpg" },
          { ...good(8), profileImageUrl: "/uploads/../api/logout" },
          { ...good(9), profileImageUrl: "/avatars/micah/ada.svg" },
        ],
      })
    ).json();
    expect(body).toMatchObject({ imported: 1, failed: 2 });
    for (const refused of body.results.slice(0, 2)) {
      expect(refused).toMatchObject({ ok: false, message: "profileImageUrl must be an image uploaded to this site or a generated avatar" });
      expect(Object.keys(refused.errors)).toEqual(["profileImageUrl"]);
    }
    const [row] = await db.select().from(coaches).where(eq(coaches.id, body.results[2].coach.id));
    expect(row.profileImageUrl).toBe("/avatars/micah/ada.svg");
    expect((await db.select({ id: coaches.id }).from(coaches)).length).toBe(before + 1);
  });

  it("accepts a body larger than the API's usual limit, and refuses a body that is not a list", async () => {
    const many = Array.from({ length: 300 }, (_, i) => good(100 + i));
    const response = await call("POST", "/api/admin/bulk-import", { coaches: many });
    expect(response.status).toBe(200);
    expect((await response.json()).imported).toBe(300);
    const bad = await call("POST", "/api/admin/bulk-import", { coaches: "everyone" });
    expect(bad.status).toBe(400);
  });
});
