// My Sessions' 'Consultation Requests' (docs/product/bookings-and-payments.md#my-sessions): a request
// sent from a coach's profile is there afterwards, not only in a toast; requests sent with the
// person's address in another case are theirs too, with the picked time in the viewer's zone and the
// status; an account whose address is not confirmed sees none, and the page says why.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { withE2eDatabase } from "../support/e2e-database";
import { fillRequest, openConsultation } from "./consultation-panel";

const browser = browserForThisFile();

/** A request as stored by the public form, with `requestedStart` when a time was picked. */
async function storedRequest(coachId: string, email: string, fields: { requestedStart?: string; status?: string } = {}) {
  await withE2eDatabase((client) =>
    client.query(
      `insert into consultation_requests (coach_id, first_name, last_name, email, phone_number, session_type, location, session_format, reason_for_visit, requested_start, status)
       values ($1, 'Casey', 'Morgan', $2, '5550104444', 'Free 15 mins consultation', 'Austin', 'virtual', 'We want to talk more kindly.', $3, $4)`,
      [coachId, email, fields.requestedStart ?? null, fields.status ?? "pending"],
    ),
  );
}

const requestsSection = (page: Page) => page.getByRole("region", { name: /^Consultation Requests/ });

describe("consultation requests in My Sessions", () => {
  it("lists a request sent from a coach's profile on a phone, after its toast is gone", async () => {
    const { page, context, problems } = await openPage(browser(), "phone");
    const account = await signInContext(context);
    const [coach] = (await (await context.request.get("/api/coaches?limit=1")).json()) as PublicCoach[];
    await gotoHydrated(page, `/coaches/${coach.id}`);
    const dialog = await openConsultation(page);
    await fillRequest(dialog, {
      "First name": "Robin",
      "Last name": "Hart",
      Email: account.email.toUpperCase(),
      "Phone number": "(555) 010-7788",
      "City or ZIP code": "Austin 78701",
      "What brings you here today?": "We would like to argue less about chores.",
    });
    const posted = page.waitForResponse((response) => response.url().endsWith("/api/consultations/request"));
    await dialog.getByRole("button", { name: "Send request" }).click();
    expect((await posted).status()).toBe(201);

    await gotoHydrated(page, "/bookings");
    const section = requestsSection(page);
    await expect(section.getByRole("heading", { level: 2 }).textContent()).resolves.toBe("Consultation Requests (1)");
    const item = section.getByRole("listitem", { name: `Request to ${coach.firstName} ${coach.lastName}` });
    await expect(item.getByRole("link", { name: `${coach.firstName} ${coach.lastName}` }).getAttribute("href")).resolves.toBe(
      `/coaches/${coach.id}`,
    );
    const text = (await item.textContent()) ?? "";
    expect(text).toContain("Pending");
    expect(text).toContain("Free 15 mins consultation · sent ");
    assertNoPageProblems(problems);
  });

  it("shows the picked time in the viewer's zone and the status, newest first, at desktop width", async () => {
    const { page, context, problems } = await openPage(browser(), "desktop", { timezoneId: "America/Los_Angeles" });
    const account = await signInContext(context);
    const coaches = (await (await context.request.get("/api/coaches?limit=2")).json()) as PublicCoach[];
    await storedRequest(coaches[0].id, account.email);
    await storedRequest(coaches[1].id, account.email.toUpperCase(), { requestedStart: "2031-03-04T17:00:00Z", status: "scheduled" });
    await storedRequest(coaches[1].id, "someone.else@example.com");

    await gotoHydrated(page, "/bookings");
    const section = requestsSection(page);
    const items = section.getByRole("listitem");
    await expect(items.count()).resolves.toBe(2);
    const picked = (await items.first().textContent()) ?? "";
    expect(picked).toContain(`${coaches[1].firstName} ${coaches[1].lastName}`);
    expect(picked).toContain("Scheduled");
    // 17:00 UTC is 9:00 AM in Los Angeles that day (Pacific Standard Time).
    await expect.poll(async () => items.first().locator("time").textContent()).toMatch(/^Tuesday, March 4, 2031(,| at) 9:00\sAM PST$/);
    await expect(items.nth(1).textContent()).resolves.toContain("Pending");
    assertNoPageProblems(problems);
  });

  it("says why an account whose address is not confirmed sees no requests", async () => {
    const { page, context, problems } = await openPage(browser(), "phone");
    const account = await signInContext(context, { verified: false });
    const [coach] = (await (await context.request.get("/api/coaches?limit=1")).json()) as PublicCoach[];
    await storedRequest(coach.id, account.email);
    await gotoHydrated(page, "/bookings");
    const section = requestsSection(page);
    await section.getByText("Requests are matched by e-mail address, so they appear once you confirm yours.").waitFor();
    await expect(section.getByRole("listitem").count()).resolves.toBe(0);
    assertNoPageProblems(problems);
  });
});
