// GET /api/consultations/mine: the consultation requests sent with the signed-in person's confirmed
// address, matched whatever its case, newest first, with the coach, the picked time (stored with
// the request) and the status; none of what the visitor wrote. 401 signed out, 403 for an address
// that is not confirmed; nobody sees requests sent with another address.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SentConsultationRequest } from "#common/consultation-states";
import { consultationRequests } from "../../db/schema";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { asUser } from "../../../tests/support/bookings";
import { jordanConsultationRequest } from "../../../tests/support/consultation-requests";
import { insertCoach } from "../../../tests/support/factories";
import { everyDay, startSchedulingApp } from "../availability/scheduling-test-helpers";

const { app, db, accounts, coachWithHours, slots } = await startSchedulingApp();

let sent = 0;
/** Sends a request as the public form does, each from its own client address (the form limit). */
async function sendRequest(coachId: string, email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await app.request("/api/consultations/request", {
    method: "POST",
    json: jordanConsultationRequest(coachId, { email, ...extra }),
    headers: { "X-Forwarded-For": `10.1.0.${++sent}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const mine = (who: TestAccount) => app.request("/api/consultations/mine", asUser(who));

describe("GET /api/consultations/mine", () => {
  it("lists the requests sent with the person's address in any case, newest first, and no one else's", async () => {
    const person = await createAccount(app, { email: `Casey.Morgan-${Date.now()}@Example.com` });
    const maya = await insertCoach(db, { firstName: "Maya", lastName: "Lin" });
    const gone = await insertCoach(db, { firstName: "Gone", lastName: "Away" });
    const first = await sendRequest(maya.id, person.email.toUpperCase());
    const second = await sendRequest(gone.id, person.email);
    await sendRequest(maya.id, "someone.else@example.com");
    await db.update(consultationRequests).set({ status: "contacted" }).where(eq(consultationRequests.id, first));
    await app.request(`/api/admin/coaches/${gone.id}`, asUser(accounts.admin, { method: "PATCH", json: { isActive: false } }));

    const response = await mine(person);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const listed = (await response.json()) as SentConsultationRequest[];
    expect(listed.map((request) => request.id)).toEqual([second, first]);
    expect(listed[1]).toEqual({
      id: first,
      coach: { id: maya.id, firstName: "Maya", lastName: "Lin", active: true },
      sessionType: "Free 15 mins consultation",
      status: "contacted",
      statusLabel: "Contacted",
      requestedStart: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(listed[0]).toMatchObject({ coach: { id: gone.id, active: false }, status: "pending", statusLabel: "Pending" });
    // What the visitor wrote and their phone stay with the coach.
    expect(JSON.stringify(listed)).not.toMatch(/chores|010-2030/);
    await expect((await mine(accounts.client)).json()).resolves.toEqual([]);
  });

  it("gives the time picked for the free consultation, stored with the request", async () => {
    const person = await createAccount(app);
    const coachId = await coachWithHours({ timeZone: "UTC", weekly: everyDay("09:00", "17:00") });
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const [free] = await slots(coachId, `from=${day}&to=${day}&duration=15`);
    const id = await sendRequest(coachId, person.email, { start: free.start, timeZone: "Europe/Paris" });
    const [listed] = (await (await mine(person)).json()) as SentConsultationRequest[];
    expect(listed).toMatchObject({ id, status: "scheduled", statusLabel: "Scheduled" });
    expect(Date.parse(listed.requestedStart!)).toBe(Date.parse(free.start));
  });

  it("answers 401 signed out and 403 to an address that is not confirmed, showing nothing", async () => {
    const unconfirmed = await createAccount(app, { verified: false });
    await sendRequest((await insertCoach(db, {})).id, unconfirmed.email);
    expect((await app.request("/api/consultations/mine")).status).toBe(401);
    const refused = await mine(unconfirmed);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: "Please confirm your e-mail address first: requests are shown only to the owner of the address.",
    });
  });
});
