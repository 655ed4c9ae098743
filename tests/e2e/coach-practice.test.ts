// The Coach Workspace's Requests and Sessions in a real browser, on a phone and on a desktop: a
// coach (an account linked to its coach by SQL here; the invitation flow is tested on its own) sees
// a visitor's request with an 'Overdue' badge, moves it to contacted, keeps a private note, creates
// a session for that visitor from the request (the form arrives prefilled), and the client's
// e-mail with the payment link arrives in the local mailbox; the session is listed as upcoming and
// the request is scheduled.
import { eq, sql } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { instantToZonedParts } from "#common/zoned-time";
import { coaches } from "../../server/db/schema";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { connectE2eDatabase, withE2eDatabase } from "../support/e2e-database";
import { signInContext, uniqueEmail } from "../support/e2e-accounts";
import { waitForMail } from "../support/e2e-mailbox";
import { insertCoach } from "../support/factories";

const browser = browserForThisFile();
const database = connectE2eDatabase();

async function toast(page: Page, title: string, saying = "") {
  const found = page.getByRole("status").filter({ hasText: title }).filter({ hasText: saying });
  await found.first().waitFor();
  return (await found.first().textContent()) ?? "";
}

/** The page has no horizontal scrolling (a phone's 390 px included). */
const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const requestStatus = (id: string) =>
  withE2eDatabase(
    async (client) =>
      (await client.query<{ status: string }>("select status from consultation_requests where id = $1", [id])).rows[0].status,
  );

/** Casey's coach (rate $140), linked by SQL to the account signed up with `coachEmail`. */
async function insertCoachLinkedTo(coachEmail: string, lastName: string) {
  const coach = await insertCoach(database.db, { firstName: "Casey", lastName, email: coachEmail, hourlyRate: 140 });
  await database.db
    .update(coaches)
    .set({ userId: sql`(select id from users where lower(email) = lower(${coachEmail}))` })
    .where(eq(coaches.id, coach.id));
  return coach;
}

/** Jordan's in-person couples request to the coach, sent 30 hours ago (so overdue); returns its id. */
function insertOverdueRequest(coachId: string, lastName: string, visitorEmail: string): Promise<string> {
  return withE2eDatabase(async (client) => {
    const result = await client.query<{ id: string }>(
      `insert into consultation_requests (coach_id, first_name, last_name, email, phone_number, session_type, location, session_format, reason_for_visit, created_at)
       values ($1, 'Jordan', $2, $3, '5550102030', 'Couples session', 'Austin 78701', 'in-person', 'We keep having the same fight about chores.', now() - interval '30 hours')
       returning id`,
      [coachId, lastName, visitorEmail],
    );
    return result.rows[0].id;
  });
}

/** Moves the visitor's session to another time of the same day from its row's menu, and waits for the dialog to close. */
async function rescheduleSession(page: Page, row: Locator, visitor: string, time: string) {
  await row.getByRole("button", { name: `Change booking of ${visitor}` }).click();
  await page.getByRole("menuitem", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Reschedule" }).waitFor();
  await dialog.getByLabel("Time", { exact: true }).fill(time);
  await dialog.getByRole("button", { name: "Save new time" }).click();
  await toast(page, "Booking Updated", "Rescheduled");
  await dialog.waitFor({ state: "detached" });
}

describe.each<ViewportName>(["phone", "desktop"])("a coach's requests and sessions (%s)", (viewport) => {
  it("moves a request to contacted and creates a session for that visitor from it; the client is e-mailed", async () => {
    const coachEmail = uniqueEmail("coach");
    const lastName = `Coach${Date.now().toString(36)}`;
    const { page, context, problems } = await openPage(browser(), viewport, { timezoneId: "America/Chicago" });
    await signInContext(context, { email: coachEmail, firstName: "Casey", lastName });
    const coach = await insertCoachLinkedTo(coachEmail, lastName);

    const visitorEmail = uniqueEmail("visitor");
    const visitor = `Jordan ${lastName}`;
    const requestId = await insertOverdueRequest(coach.id, lastName, visitorEmail);

    // The request, overdue, with the visitor's details.
    await gotoHydrated(page, "/coach");
    await page.getByRole("heading", { name: "Coach Workspace", level: 1 }).waitFor();
    const card = page.getByRole("listitem", { name: `Request from ${visitor}` });
    await card.waitFor();
    await card.getByText("Overdue").waitFor();
    expect(await card.getByRole("link", { name: visitorEmail }).getAttribute("href")).toBe(`mailto:${visitorEmail}`);
    expect(await card.getByRole("link", { name: "5550102030" }).getAttribute("href")).toBe("tel:5550102030");
    await card.getByText("We keep having the same fight about chores.").waitFor();
    expect(await fitsTheWidth(page), "nothing wider than the screen on /coach").toBe(true);
    // Only the allowed moves are offered.
    expect(await card.getByRole("button", { name: `Mark scheduled: ${visitor}` }).count()).toBe(0);

    // Contacted, with a private note.
    await card.getByRole("button", { name: `Mark contacted: ${visitor}` }).click();
    await toast(page, "Request Updated", "Contacted");
    await card.getByText("Contacted", { exact: true }).waitFor();
    expect(await card.getByText("Overdue").count()).toBe(0);
    expect(await requestStatus(requestId)).toBe("contacted");
    await card.getByLabel("Private notes").fill("Prefers Tuesday evenings.");
    await card.getByRole("button", { name: `Save notes on ${visitor}'s request` }).click();
    await toast(page, "Request Updated", "Notes saved.");

    // A session from the request: the form arrives prefilled, without a coach picker.
    await card.getByRole("link", { name: `Create session for ${visitor}` }).click();
    const form = page.getByRole("form", { name: "New session" });
    await form.waitFor();
    expect(await form.getByLabel("Coach", { exact: true }).count()).toBe(0);
    expect(await form.getByLabel("First name", { exact: true }).inputValue()).toBe("Jordan");
    expect(await form.getByLabel("Email", { exact: true }).inputValue()).toBe(visitorEmail);
    expect(await form.getByLabel("Session type", { exact: true }).inputValue()).toBe("Couples session");
    expect(await form.getByLabel("Amount (USD)", { exact: true }).inputValue()).toBe("140.00");
    const date = instantToZonedParts(new Date(Date.now() + 6 * 86_400_000), "America/Chicago").date;
    await form.getByLabel("Date", { exact: true }).fill(date);
    await form.getByLabel("Time", { exact: true }).fill("17:30");
    await form.getByLabel("Time zone", { exact: true }).selectOption("America/Chicago");
    await form.getByRole("button", { name: "Create Session" }).click();
    expect(await toast(page, "Session Created")).toContain(`${visitor} was e-mailed the payment link`);
    await form.waitFor({ state: "detached" });

    // The client's e-mail, with the payment link and the invitation.
    const mail = await waitForMail(visitorEmail, (m) => m.subject === `Your session with Casey ${lastName}: please complete payment`);
    expect(mail.text).toMatch(/\/checkout\/[0-9a-f-]{36}/);
    expect(mail.text).toMatch(/5:30 PM C[DS]T \(America\/Chicago\)/);
    expect(mail.parsed.attachments.map((a) => a.filename)).toContain("invitation.ics");

    // Listed as upcoming, in the viewer's zone, and the request is scheduled.
    const upcoming = page.getByRole("region", { name: /^Upcoming/ });
    const row = upcoming.getByRole("listitem", { name: `Session with ${visitor}` });
    await row.getByText("Pending Payment").waitFor();
    await row.getByText(/5:30 PM C[DS]T/).waitFor();
    expect(await requestStatus(requestId)).toBe("scheduled");
    expect(await fitsTheWidth(page), "nothing wider than the screen on /coach/sessions").toBe(true);

    // The coach moves it: both get the new time.
    await rescheduleSession(page, row, visitor, "18:45");
    const moved = await waitForMail(visitorEmail, (m) => m.subject === `Your session with Casey ${lastName} has moved`);
    expect(moved.text).toMatch(/6:45 PM C[DS]T \(America\/Chicago\)/);
    await row.getByText(/6:45 PM C[DS]T/).waitFor();
    assertNoPageProblems(problems);
  });
});
