// What the bookings' browser tests arrange without the pages: a session booked by staff through the
// API, and a consultation request written to the database (and its status read back).
import type { Browser } from "playwright-core";
import { expect } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { openPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { withE2eDatabase } from "../support/e2e-database";

/** Each session two hours after the previous one: one coach's open sessions never overlap. */
let made = 0;

/** Sam Rivera's session with the first coach, booked by staff for this address; free when the amount is "0". */
export async function bookSessionFor(browser: Browser, email: string, amount: string): Promise<string> {
  const staff = await openPage(browser, "desktop");
  await signInContext(staff.context, { admin: true });
  const [coach] = (await (await staff.context.request.get("/api/coaches?limit=1")).json()) as PublicCoach[];
  const created = await staff.context.request.post("/api/admin/bookings", {
    data: {
      coachId: coach.id,
      firstName: "Sam",
      lastName: "Rivera",
      email,
      sessionType: amount === "0" ? "Free 15 mins consultation" : "50-minute session",
      sessionFormat: "video",
      scheduledDate: new Date(Date.now() + 3 * 86_400_000 + (made += 1) * 2 * 3_600_000).toISOString(),
      timeZone: "America/Chicago",
      duration: amount === "0" ? 15 : 50,
      amount,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Morgan Ellis's request for an in-person couples session with a coach; returns its id. */
export async function insertConsultationRequest(coachId: string, email: string): Promise<string> {
  return withE2eDatabase(async (client) => {
    const result = await client.query<{ id: string }>(
      `insert into consultation_requests (coach_id, first_name, last_name, email, phone_number, session_type, location, session_format, reason_for_visit)
       values ($1, 'Morgan', 'Ellis', $2, '5550109999', 'Couples session', 'Austin', 'in-person', 'We want to communicate better.') returning id`,
      [coachId, email],
    );
    return result.rows[0].id;
  });
}

export async function consultationRequestStatus(requestId: string): Promise<string> {
  return withE2eDatabase(
    async (client) =>
      (await client.query<{ status: string }>("select status from consultation_requests where id = $1", [requestId])).rows[0].status,
  );
}
