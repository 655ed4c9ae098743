// A coach editing their own public profile over real HTTP (GET|PATCH /api/coach/profile): the staff
// form's rules and messages, saved changes on the public profile and in the directory at once, the
// fields only staff or clients decide refused by name with nothing changed, and only the session's
// own coach ever touched.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COACH_MESSAGES } from "#common/admin-coaches";
import { COACH_PROFILE_LOCKED_FIELDS } from "#common/coach-profile";
import { avatarUrl, type PublicCoach } from "#common/coaches";
import { IMAGE_REFERENCE_MESSAGE } from "#common/image-references";
import { coaches } from "../../db/schema";
import { createAccount } from "../../../tests/support/accounts";
import { coachAccount } from "../../../tests/support/coach-accounts";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp();
const db = app.database.db;
const coach = await coachAccount(app, { bio: "I help couples talk about what matters without turning every talk into the same fight." });
const otherCoach = await coachAccount(app);

const asCoach = (init: RequestInit & { json?: unknown } = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), cookie: coach.jar.header },
});
const patch = (json: unknown) => app.request("/api/coach/profile", asCoach({ method: "PATCH", json }));
const rowOf = async (id: string) => (await db.select().from(coaches).where(eq(coaches.id, id)))[0];

describe("GET /api/coach/profile", () => {
  it("answers the session's own coach, not cached", async () => {
    const response = await app.request("/api/coach/profile", asCoach());
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const profile = (await response.json()) as PublicCoach;
    expect(profile).toMatchObject({ id: coach.coachId, firstName: "Casey", lastName: "Coach", email: coach.email, isActive: true });
  });

  it("answers 401 signed out and 403 for an account without a coach", async () => {
    expect((await app.request("/api/coach/profile")).status).toBe(401);
    const client = await createAccount(app);
    const response = await app.request("/api/coach/profile", { headers: { cookie: client.jar.header } });
    expect(response.status).toBe(403);
    const refused = await app.request("/api/coach/profile", {
      method: "PATCH",
      json: { bio: "x".repeat(60) },
      headers: { cookie: client.jar.header },
    });
    expect(refused.status).toBe(403);
  });
});

describe("PATCH /api/coach/profile", () => {
  it("saves bio and rate; the public profile and the directory (its cached total too) show them at once", async () => {
    const bio = "Zephyrine method: I help couples rebuild trust after betrayal with weekly, structured conversations.";
    // The directory's total for this search is counted (and cached) before the change.
    const before = await app.request("/api/coaches?search=Zephyrine");
    expect(before.headers.get("x-total-count")).toBe("0");

    const response = await patch({ bio, hourlyRate: "135.50" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: coach.coachId, bio, hourlyRate: "135.50" });

    const publicProfile = (await (await app.request(`/api/coaches/${coach.coachId}`)).json()) as PublicCoach;
    expect(publicProfile).toMatchObject({ bio, hourlyRate: "135.50" });
    const after = await app.request("/api/coaches?search=Zephyrine");
    expect(after.headers.get("x-total-count")).toBe("1");
    expect(((await after.json()) as PublicCoach[]).map((c) => c.id)).toEqual([coach.coachId]);
  });

  it("changes only the fields sent, with the staff form's rules for lists, title and names", async () => {
    const before = await rowOf(coach.coachId);
    // Fields stored exactly as sent.
    const storedAsSent = {
      sessionTypes: ["Individual", "Couples"],
      availability: ["weekdays", "evenings"],
      languages: ["English", "Spanish"],
      location: "Austin, TX",
      certifications: ["LMFT", "My own certificate"],
      insuranceAccepted: ["Aetna"],
      phoneNumber: "(512) 555-0142",
      website: "https://casey.example.com",
      profileImageUrl: avatarUrl("casey", "lorelei"),
    };
    const response = await patch({
      title: "Dr. Casey Coach, LMFT",
      firstName: "",
      specializations: ["Couples Therapy", " couples therapy ", "Trust Issues"],
      ...storedAsSent,
    });
    expect(response.status).toBe(200);
    const row = await rowOf(coach.coachId);
    expect(row).toMatchObject({
      title: "Dr. Casey Coach, LMFT",
      // A blank name keeps the current one.
      firstName: "Casey",
      specializations: ["Couples Therapy", "Trust Issues"],
      ...storedAsSent,
    });
    // Not sent, so kept.
    expect(row).toMatchObject({
      bio: before.bio,
      hourlyRateCents: before.hourlyRateCents,
      experience: before.experience,
      email: before.email,
    });
  });

  it("changes only the session's coach, whatever id the body names", async () => {
    const otherBefore = await rowOf(otherCoach.coachId);
    const response = await patch({ id: otherCoach.coachId, coachId: otherCoach.coachId, location: "Denver, CO" });
    expect(response.status).toBe(200);
    expect((await rowOf(coach.coachId)).location).toBe("Denver, CO");
    expect(await rowOf(otherCoach.coachId)).toEqual(otherBefore);
  });
});

describe("PATCH /api/coach/profile with fields or values it refuses", () => {
  it.each(Object.keys(COACH_PROFILE_LOCKED_FIELDS) as (keyof typeof COACH_PROFILE_LOCKED_FIELDS)[])(
    "refuses %s (400 naming it) and changes nothing, not even the valid fields sent with it",
    async (field) => {
      const values = { isActive: false, rating: 5, totalReviews: 900, userId: otherCoach.user.id, email: "elsewhere@example.com" };
      const before = await rowOf(coach.coachId);
      const response = await patch({
        bio: "A completely new bio that would be valid on its own, long enough to pass.",
        [field]: values[field],
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors).toEqual({ [field]: COACH_PROFILE_LOCKED_FIELDS[field] });
      expect(body.message).toContain(field);
      expect(await rowOf(coach.coachId)).toEqual(before);
    },
  );

  it("refuses a locked field even with the value it already has", async () => {
    const response = await patch({ isActive: true });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty("isActive");
  });

  it("answers the staff form's messages for bad values, and changes nothing", async () => {
    const before = await rowOf(coach.coachId);
    const response = await patch({
      bio: "Too short",
      hourlyRate: "-5",
      specializations: [],
      website: "javascript:alert(1)",
      profileImageUrl: "https://tracker.example/pixel.jpg",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      bio: COACH_MESSAGES.bioMin,
      hourlyRate: COACH_MESSAGES.hourlyRate,
      specializations: COACH_MESSAGES.specializations,
      website: COACH_MESSAGES.website,
      profileImageUrl: IMAGE_REFERENCE_MESSAGE,
    });
    expect(await rowOf(coach.coachId)).toEqual(before);
  });

  it("answers 400 for a body that is not an object of fields", async () => {
    const response = await app.request(
      "/api/coach/profile",
      asCoach({ method: "PATCH", body: "[1,2]", headers: { "Content-Type": "application/json", cookie: coach.jar.header } }),
    );
    expect(response.status).toBe(400);
  });
});
