// The Coach Workspace from start to finish, as one person would live it, at phone and desktop widths:
// staff publish a paid application → the invitation arrives in the local mailbox → the applicant
// opens it, creates an account and links it → in the Coach Workspace they move a visitor's request to
// contacted and create a session for that visitor → the visitor (signing up with that address) sees
// the session and pays it → the coach edits bio and rate (the public profile shows them), cancels the
// subscription (the end date shows) and resumes it. The parts are tested in more depth on their own
// (coach-invitation, coach-practice, coach-workspace-profile); this test proves they join up.
// Only the application's paid subscription is arranged in the database: the three-step application
// with the test card is its own test (coach-application), and the subscription endpoints are limited
// per address, which every browser test shares.
import { inArray } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { formatPeriodEnd } from "#common/coach-subscription";
import { instantToZonedParts } from "#common/zoned-time";
import { coaches } from "../../server/db/schema";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { expectPublicProfileShows, fillBioAndRate, insertActiveTestSubscription, lettersOnlySurname } from "../support/coach-workspace";
import { signInContext, TEST_PASSWORD, uniqueEmail } from "../support/e2e-accounts";
import { connectE2eDatabase, withE2eDatabase } from "../support/e2e-database";
import { waitForMail } from "../support/e2e-mailbox";

const { db } = connectE2eDatabase();
const browser = browserForThisFile();
const TIME_ZONE = "America/Chicago";
const created: string[] = [];
afterAll(async () => {
  // Other browser tests count the demo coaches: the coach made here leaves with its sessions.
  if (created.length === 0) return;
  await withE2eDatabase((client) => client.query("delete from bookings where coach_id = any($1::uuid[])", [created]));
  await db.delete(coaches).where(inArray(coaches.id, created));
});

/** A pending application whose $49/month subscription the test provider holds as paid. */
async function arrangePaidApplication(email: string, lastName: string): Promise<{ periodEnd: Date }> {
  const periodEnd = new Date(Date.now() + 25 * 86_400_000);
  await withE2eDatabase(async (client) => {
    const subscriptionId = await insertActiveTestSubscription(client, { email, name: "Theo", customerId: "cus_test_journey", periodEnd });
    await client.query(
      `insert into coach_applications (first_name, last_name, email, phone, location, title, bio, hourly_rate, education, current_practice, motivation, approach,
                                       experience_description, specializations, session_types, availability, languages,
                                       status, stripe_subscription_id, subscription_status, subscription_period_end)
       values ('Theo', $2, $1, '5550104455', 'Illinois', 'Relationship Coach',
               'I help couples who keep having the same argument slow down and hear what is underneath it.', '120', 'MA, Counseling',
               'Private practice', 'I want to reach couples before the resentment sets in.', 'Short weekly experiments and honest reflection.',
               'Eight years with couples in Chicago.', array['Communication Skills'], array['Individual'], array['Weekdays'], array['English'],
               'pending', $3, 'active', $4)`,
      [email, lastName, subscriptionId, periodEnd],
    );
  });
  return { periodEnd };
}

async function toast(page: Page, title: string, saying = "") {
  const found = page.getByRole("status").filter({ hasText: title }).filter({ hasText: saying });
  await found.first().waitFor();
  return (await found.first().textContent()) ?? "";
}

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Staff publish the pending application from its View Details dialog; returns the new coach's id (removed afterwards). */
async function publishApplication(page: Page, lastName: string, coachName: string): Promise<string> {
  await gotoHydrated(page, "/admin/applications");
  const card = page.getByTestId("application-card").filter({ hasText: lastName });
  await card.getByRole("button", { name: "View Details" }).click();
  const review = page.getByRole("dialog", { name: coachName });
  await review.getByRole("button", { name: "Publish as Coach" }).click();
  await toast(page, "Coach Published");
  const coachId = (await review.getByRole("link", { name: "View live profile" }).getAttribute("href"))!.split("/").pop()!;
  created.push(coachId);
  return coachId;
}

/** From the invitation page: create Theo's account, come back, and link it to the workspace. */
async function signUpAndLink(page: Page, lastName: string, coachEmail: string) {
  await page.getByRole("link", { name: "Create account", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  // The sign-up form itself: the page's data-hydrated mark stays from the page before, so the login
  // page may still be drawing its sign-in form too (both have a 'Password').
  const form = page.getByRole("form", { name: "Create account" });
  await form.getByLabel("First name").fill("Theo");
  await form.getByLabel("Last name").fill(lastName);
  await form.getByLabel("Email").fill(coachEmail);
  await form.getByLabel("Password").fill(TEST_PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === "/coach-invite");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.getByRole("button", { name: "Link my account" }).click();
  await page.waitForURL((url) => url.pathname === "/coach");
  await page.getByRole("heading", { level: 1, name: "Coach Workspace" }).waitFor();
}

/** Sam's request for a paid session with the coach, sent as a visitor from an address of its own. */
async function sendVisitorRequest(
  context: BrowserContext,
  request: { lastName: string; visitorEmail: string; coachId: string; forwardedFor: string },
) {
  const asked = await context.request.post("/api/consultations/request", {
    headers: { "X-Forwarded-For": request.forwardedFor },
    data: {
      firstName: "Sam",
      lastName: request.lastName,
      email: request.visitorEmail,
      phoneNumber: "5550107766",
      // A paid session: the coach's form then starts from the coach's rate.
      sessionType: "50-minute session",
      location: "Chicago 60601",
      sessionFormat: "virtual",
      reasonForVisit: "We want to argue less about money and more about what we want.",
      coachId: request.coachId,
    },
  });
  expect(asked.status()).toBe(201);
}

/** The New session form opened from the request: prefilled with the visitor and the coach's rate, sent for a day next week. */
async function createSessionFromRequest(page: Page, visitorEmail: string, time: string) {
  const form = page.getByRole("form", { name: "New session" });
  await form.waitFor();
  expect(await form.getByLabel("Email", { exact: true }).inputValue()).toBe(visitorEmail);
  expect(await form.getByLabel("Amount (USD)", { exact: true }).inputValue()).toBe("120.00");
  const date = instantToZonedParts(new Date(Date.now() + 8 * 86_400_000), TIME_ZONE).date;
  await form.getByLabel("Date", { exact: true }).fill(date);
  await form.getByLabel("Time", { exact: true }).fill(time);
  await form.getByLabel("Time zone", { exact: true }).selectOption(TIME_ZONE);
  await form.getByRole("button", { name: "Create Session" }).click();
  await toast(page, "Session Created");
  await form.waitFor({ state: "detached" });
}

/** The client pays the $120.00 session with the test card and sees it confirmed. */
async function payAtCheckout(page: Page, checkoutPath: string) {
  await gotoHydrated(page, checkoutPath);
  await page.getByRole("heading", { name: "Complete Your Booking" }).waitFor();
  expect(await page.getByTestId("checkout-total").textContent()).toBe("$120.00");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $120.00" }).click();
  await page.waitForURL((url) => url.pathname === "/booking-success");
  await page.getByText("Confirmed", { exact: true }).waitFor();
}

/** The coach sees the session confirmed once the client has paid. */
async function expectCoachSeesItPaid(page: Page, visitorName: string) {
  await gotoHydrated(page, "/coach/sessions");
  await page
    .getByRole("region", { name: /^Upcoming/ })
    .getByRole("listitem", { name: `Session with ${visitorName}` })
    .getByText("Confirmed", { exact: true })
    .waitFor();
}

/** On /coach/profile: a new bio and hourly rate, saved. */
async function saveBioAndRate(page: Page, bio: string, rate: string) {
  await gotoHydrated(page, "/coach/profile");
  await fillBioAndRate(page, bio, rate);
  await page.getByRole("button", { name: "Save profile" }).click();
  await toast(page, "Profile saved");
}

/** On /coach/subscription: cancelled (the end date shows), then resumed. */
async function cancelAndResumeSubscription(page: Page, end: string) {
  await page.getByText(`Current period ends ${end}; the subscription renews then.`).waitFor();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel your subscription?" });
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await toast(page, "Subscription cancelled", `Your profile stays live until ${end}.`);
  await dialog.waitFor({ state: "detached" });
  await page.getByText(`Your profile stays live until ${end}. After that it leaves the directory.`).waitFor();
  await page.getByRole("button", { name: "Resume" }).click();
  await toast(page, "Subscription resumed");
  await page.getByText(`Current period ends ${end}; the subscription renews then.`).waitFor();
}

describe.each<ViewportName>(["phone", "desktop"])("a coach's whole workspace journey (%s)", (viewport) => {
  it("published → invited → linked → request contacted → session created and paid → bio and rate edited → subscription cancelled and resumed", async () => {
    const coachEmail = uniqueEmail("journey-coach");
    const lastName = lettersOnlySurname("Rowan", 4);
    const coachName = `Theo ${lastName}`;
    const { periodEnd } = await arrangePaidApplication(coachEmail, lastName);

    // ---- Staff publish the application: the invitation goes out --------------------------------
    const staff = await openPage(browser(), viewport);
    await signInContext(staff.context, { admin: true });
    const coachId = await publishApplication(staff.page, lastName, coachName);
    assertNoPageProblems(staff.problems);

    const invitation = await waitForMail(coachEmail, (m) => m.subject === "Your invitation to the Kindred Coach Workspace");
    const link = new URL(/https?:\/\/\S+\/coach-invite\?token=[\w-]+/.exec(invitation.text)![0]);

    // ---- The applicant claims the workspace ----------------------------------------------------
    const coach = await openPage(browser(), viewport, { timezoneId: TIME_ZONE });
    const { page } = coach;
    await gotoHydrated(page, `${link.pathname}${link.search}`);
    await page.getByRole("heading", { level: 1, name: "Your Coach Workspace invitation" }).waitFor();
    await signUpAndLink(page, lastName, coachEmail);
    await expect(page.request.get("/api/auth/user").then((r) => r.json())).resolves.toMatchObject({ emailVerified: true, coachId });

    // ---- A visitor's request, moved to contacted ----------------------------------------------
    const visitorEmail = uniqueEmail("journey-visitor");
    const visitorName = `Sam ${lastName}`;
    await sendVisitorRequest(staff.context, {
      lastName,
      visitorEmail,
      coachId,
      forwardedFor: `198.51.100.${viewport === "phone" ? 61 : 62}`,
    });
    await gotoHydrated(page, "/coach");
    const request = page.getByRole("listitem", { name: `Request from ${visitorName}` });
    await request.getByText("We want to argue less about money and more about what we want.").waitFor();
    await request.getByRole("button", { name: `Mark contacted: ${visitorName}` }).click();
    await toast(page, "Request Updated", "Contacted");
    await request.getByText("Contacted", { exact: true }).waitFor();
    expect(await fitsTheWidth(page), "nothing wider than the screen on /coach").toBe(true);

    // ---- A session for that visitor, from the request -----------------------------------------
    await request.getByRole("link", { name: `Create session for ${visitorName}` }).click();
    await createSessionFromRequest(page, visitorEmail, viewport === "phone" ? "16:00" : "17:00");
    const session = page.getByRole("region", { name: /^Upcoming/ }).getByRole("listitem", { name: `Session with ${visitorName}` });
    await session.getByText("Pending Payment").waitFor();

    // ---- The client receives it and pays ------------------------------------------------------
    const payMail = await waitForMail(visitorEmail, (m) => m.subject === `Your session with ${coachName}: please complete payment`);
    expect(payMail.parsed.attachments.map((a) => a.filename)).toContain("invitation.ics");
    const checkoutPath = /\/checkout\/[0-9a-f-]{36}/.exec(payMail.text)![0];
    const client = await openPage(browser(), viewport);
    await signInContext(client.context, { email: visitorEmail, firstName: "Sam", lastName });
    await payAtCheckout(client.page, checkoutPath);
    assertNoPageProblems(client.problems);
    await expectCoachSeesItPaid(page, visitorName);

    // ---- Bio and rate, shown on the public profile ---------------------------------------------
    const bio = `Since 2018 I have helped ${lastName} couples stop the same fight, hear each other again, and agree on one small change a week.`;
    await saveBioAndRate(page, bio, "135");
    await expectPublicProfileShows(browser(), viewport, coachId, [bio, "$135"]);

    // ---- The subscription: cancelled (the end date shows), then resumed -----------------------
    await gotoHydrated(page, "/coach/subscription");
    await cancelAndResumeSubscription(page, formatPeriodEnd(periodEnd.toISOString(), TIME_ZONE));
    expect(await fitsTheWidth(page), "nothing wider than the screen on /coach/subscription").toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    assertNoPageProblems(coach.problems);
    // Three people, two sign-ups with deliberately slow password hashing, a payment and a dozen pages.
  }, 240_000);
});
