// The staff coach API (docs/product/staff-portal.md): the Add/Edit
// coach schema's exact messages, create/edit/delete, every coach listed for staff (inactive too),
// the portal's numbers, and the public directory changing at once. Bulk import is in admin-bulk-import.test.ts.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COACH_HAS_BOOKINGS_MESSAGE } from "#common/admin-coaches";
import { bookings, coaches } from "../../db/schema";
import { createAccount } from "../../../tests/support/accounts";
import { insertCoach, insertCoachWithReviews } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { startStaffTestApp } from "./staff-test-app";

const { app, db, call } = await startStaffTestApp();

const BIO = "I help couples rebuild trust and communicate with warmth, clarity and practical tools every week.";
const validCoach = () => ({
  firstName: "Nadia",
  lastName: "Okoro",
  email: "nadia.okoro@example.com",
  phoneNumber: "(555) 010-4455",
  website: "https://nadia.example.com",
  title: "",
  bio: BIO,
  experience: 9,
  hourlyRate: "140.50",
  specializations: ["Couples Therapy", " Couples Therapy ", "Trauma-informed care  "],
  availability: ["weekdays", "evenings"],
  sessionTypes: ["Individual", "Couples"],
  languages: ["English", "French"],
  location: "Boston, MA",
  certifications: ["LMFT", " Somatic Experiencing ", "lmft"],
  gender: "Female",
  professionalType: "Licensed Therapist",
  insuranceAccepted: ["Aetna"],
  profileImageUrl: "/avatars/micah/nadia.svg",
  isActive: true,
});

describe("POST /api/admin/coaches", () => {
  it("creates the coach with the title 'First Last', trimmed lists without duplicates, and the rate in dollars", async () => {
    const response = await call("POST", "/api/admin/coaches", validCoach());
    expect(response.status).toBe(201);
    const coach = await response.json();
    expect(coach).toMatchObject({
      firstName: "Nadia",
      lastName: "Okoro",
      title: "Nadia Okoro",
      hourlyRate: "140.50",
      experience: 9,
      rating: 0,
      totalReviews: 0,
      specializations: ["Couples Therapy", "Trauma-informed care"],
      certifications: ["LMFT", "Somatic Experiencing"],
      profileImageUrl: "/avatars/micah/nadia.svg",
      isActive: true,
    });
    const [row] = await db.select().from(coaches).where(eq(coaches.id, coach.id));
    expect(row.hourlyRateCents).toBe(14050);
  });

  it("keeps a title it is given", async () => {
    const response = await call("POST", "/api/admin/coaches", { ...validCoach(), title: "Dr. Nadia Okoro, LMFT" });
    expect((await response.json()).title).toBe("Dr. Nadia Okoro, LMFT");
  });

  it.each([
    ["firstName", { firstName: " " }, "First name is required"],
    ["lastName", { lastName: "" }, "Last name is required"],
    ["email", { email: "nadia-at-example" }, "Invalid email address"],
    ["bio", { bio: "Too short." }, "Bio must be at least 50 characters"],
    ["bio", { bio: "x".repeat(4001) }, "Bio must be no more than 800 words (4000 characters)"],
    ["specializations", { specializations: [] }, "At least one specialization is required"],
    ["specializations", { specializations: ["  "] }, "At least one specialization is required"],
    ["availability", { availability: [] }, "At least one availability option is required"],
    ["sessionTypes", { sessionTypes: [] }, "At least one session type is required"],
    ["experience", { experience: -1 }, "Experience must be a whole number of years, 0 or more"],
    ["hourlyRate", { hourlyRate: "12.345" }, "Hourly rate must be 0 or more, in dollars and cents"],
    ["hourlyRate", { hourlyRate: -5 }, "Hourly rate must be 0 or more, in dollars and cents"],
    ["profileImageUrl", { profileImageUrl: "https://tracker.example/pixel.jpg" }, "Choose an uploaded photo or a generated avatar"],
  ])("answers 400 with the exact message for a bad %s", async (field, change, message) => {
    const before = (await db.select({ id: coaches.id }).from(coaches)).length;
    const response = await call("POST", "/api/admin/coaches", { ...validCoach(), ...change });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors[field]).toBe(message);
    expect((await db.select({ id: coaches.id }).from(coaches)).length).toBe(before);
  });

  it("makes the new coach visible in the public directory and its total at once", async () => {
    const before = await app.request("/api/coaches?search=Zanzibarian");
    expect(before.headers.get("x-total-count")).toBe("0");
    await call("POST", "/api/admin/coaches", { ...validCoach(), lastName: "Zanzibarian" });
    const after = await app.request("/api/coaches?search=Zanzibarian");
    expect(after.headers.get("x-total-count")).toBe("1");
  });
});

describe("POST /api/admin/coaches without experience or rate", () => {
  it("stores 0 years and $0.00, the entity's defaults, and still refuses bad values", async () => {
    const { experience: _experience, hourlyRate: _hourlyRate, ...coach } = validCoach();
    const response = await call("POST", "/api/admin/coaches", coach);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ experience: 0, hourlyRate: "0.00" });
    const bad = await call("POST", "/api/admin/coaches", { ...coach, experience: "many" });
    expect((await bad.json()).errors).toEqual({ experience: "Experience must be a whole number of years, 0 or more" });
  });
});

describe("POST /api/admin/coaches with only the specified required fields", () => {
  it("creates the coach without phone, website, languages or location", async () => {
    const { phoneNumber: _phone, website: _website, languages: _languages, location: _location, ...coach } = validCoach();
    const response = await call("POST", "/api/admin/coaches", coach);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ phoneNumber: "", firstName: coach.firstName, isActive: true });
  });
});

describe("PATCH /api/admin/coaches/{id}", () => {
  it("makes names, email, phone and website optional: blank names keep the current ones", async () => {
    const coach = await insertCoach(db, { firstName: "Theo", lastName: "Marsh", email: "theo@example.com", phoneNumber: "555 0100" });
    const response = await call("PATCH", `/api/admin/coaches/${coach.id}`, {
      ...validCoach(),
      firstName: "",
      lastName: "",
      email: "",
      phoneNumber: "",
      website: "",
      title: "Theo Marsh, LPC",
      isActive: false,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      firstName: "Theo",
      lastName: "Marsh",
      email: "",
      phoneNumber: "",
      website: "",
      title: "Theo Marsh, LPC",
      isActive: false,
    });
  });

  it("still checks the other rules, and answers 404 for an unknown coach", async () => {
    const coach = await insertCoach(db);
    const bad = await call("PATCH", `/api/admin/coaches/${coach.id}`, { ...validCoach(), email: "nope", bio: "short" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({ email: "Invalid email address", bio: "Bio must be at least 50 characters" });
    expect((await call("PATCH", "/api/admin/coaches/00000000-0000-4000-8000-000000000000", validCoach())).status).toBe(404);
    expect((await call("PATCH", "/api/admin/coaches/not-a-uuid", validCoach())).status).toBe(404);
  });

  it("changes only the fields it is sent: {isActive: false} alone deactivates and keeps the rest", async () => {
    const coach = await insertCoach(db, {
      firstName: "Odalys",
      lastName: "Brennick",
      email: "odalys@example.com",
      phoneNumber: "555 0199",
      availability: [],
      sessionTypes: [],
    });
    const before = await (await call("GET", `/api/admin/coaches/${coach.id}`)).json();
    const response = await call("PATCH", `/api/admin/coaches/${coach.id}`, { isActive: false });
    expect(response.status).toBe(200);
    const after = await response.json();
    expect(after).toMatchObject({ ...before, isActive: false, updatedAt: expect.any(String) });
    expect((await app.request(`/api/coaches/${coach.id}`)).status).toBe(404);
    const renamed = await (await call("PATCH", `/api/admin/coaches/${coach.id}`, { hourlyRate: "99.5", isActive: true })).json();
    expect(renamed).toMatchObject({
      firstName: "Odalys",
      email: "odalys@example.com",
      phoneNumber: "555 0199",
      hourlyRate: "99.50",
      isActive: true,
      bio: before.bio,
    });
    const bad = await call("PATCH", `/api/admin/coaches/${coach.id}`, { bio: "short", specializations: [] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      bio: "Bio must be at least 50 characters",
      specializations: "At least one specialization is required",
    });
  });

  it("hides a coach made inactive from the public side at once, but not from staff", async () => {
    const coach = await insertCoach(db, { firstName: "Quillon", lastName: "Vesper" });
    expect((await app.request("/api/coaches?search=Quillon")).headers.get("x-total-count")).toBe("1");
    await call("PATCH", `/api/admin/coaches/${coach.id}`, { ...validCoach(), firstName: "Quillon", lastName: "Vesper", isActive: false });
    expect((await app.request("/api/coaches?search=Quillon")).headers.get("x-total-count")).toBe("0");
    expect((await app.request(`/api/coaches/${coach.id}`)).status).toBe(404);
    const staff = await call("GET", `/api/admin/coaches/${coach.id}`);
    expect((await staff.json()).isActive).toBe(false);
  });
});

describe("DELETE /api/admin/coaches/{id}", () => {
  it("deletes a coach (204) and it leaves both lists", async () => {
    const coach = await insertCoach(db, { firstName: "Ephemera" });
    const response = await call("DELETE", `/api/admin/coaches/${coach.id}`);
    expect(response.status).toBe(204);
    expect((await call("GET", `/api/admin/coaches/${coach.id}`)).status).toBe(404);
    expect((await app.request(`/api/coaches/${coach.id}`)).status).toBe(404);
  });

  it("refuses with 409 and the deactivate advice when the coach has bookings", async () => {
    const coach = await insertCoach(db);
    await db.insert(bookings).values({
      coachId: coach.id,
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      sessionType: "Individual",
      scheduledDate: new Date(Date.now() + 86_400_000),
      duration: 50,
    });
    const response = await call("DELETE", `/api/admin/coaches/${coach.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: COACH_HAS_BOOKINGS_MESSAGE });
    expect((await call("GET", `/api/admin/coaches/${coach.id}`)).status).toBe(200);
  });
});

describe("GET /api/admin/coaches and /api/admin/stats", () => {
  it("lists every coach newest first, inactive ones too, with the total and paging", async () => {
    const hidden = await insertCoach(db, { firstName: "Hidden", isActive: false });
    const response = await call("GET", "/api/admin/coaches?limit=100");
    const list = (await response.json()) as { id: string; isActive: boolean; email: string }[];
    expect(Number(response.headers.get("x-total-count"))).toBe(list.length);
    expect(list[0].id).toBe(hidden.id);
    expect(list.some((c) => !c.isActive)).toBe(true);
    const page = await call("GET", "/api/admin/coaches?limit=1&offset=1");
    expect((await page.json())[0].id).toBe(list[1].id);
    const search = await call("GET", "/api/admin/coaches?search=hidden");
    expect(((await search.json()) as { id: string }[]).map((c) => c.id)).toContain(hidden.id);
  });

  it("counts every coach, the active ones, and averages the ratings of reviewed coaches only", async () => {
    const fresh = await startTestApp({ ADMIN_EMAILS: "numbers@kindred.example" });
    const owner = await createAccount(fresh, { email: "numbers@kindred.example" });
    const stats = async () => (await fresh.request("/api/admin/stats", { headers: { Cookie: owner.jar.header } })).json();
    expect(await stats()).toEqual({ totalCoaches: 0, activeCoaches: 0, averageRating: 0 });
    await insertCoachWithReviews(fresh.database.db, [5, 4]);
    await insertCoachWithReviews(fresh.database.db, [3], {}, { isActive: false });
    await insertCoach(fresh.database.db);
    expect(await stats()).toEqual({ totalCoaches: 3, activeCoaches: 2, averageRating: 3.75 });
  });
});
