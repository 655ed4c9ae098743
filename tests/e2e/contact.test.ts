// The contact page in a browser: details and FAQ, each invalid field with its message, a message
// that really arrives (stored and queued for SUPPORT_EMAIL), and a failed send that keeps what the
// visitor typed.
import { desc, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FAQ_RESCHEDULE_ANSWER } from "#common/scheduling/policy";
import { contactMessages, emailOutbox } from "../../server/db/schema";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { connectE2eDatabase } from "../support/e2e-database";

const { db } = connectE2eDatabase();

const browser = browserForThisFile();

const FAILURE = "Failed to send message. Please try again or email us directly.";
const valid = {
  Name: "Priya Shah",
  Email: "priya.e2e@example.com",
  Subject: "Finding a coach for my partner and me",
  Message: "We'd like a coach who works with couples in long-distance relationships. Where should we start?",
};

async function fill(page: Page, values: Partial<Record<keyof typeof valid, string>>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function fieldValues(page: Page) {
  const values: Record<string, string> = {};
  for (const label of Object.keys(valid)) values[label] = await page.getByLabel(label, { exact: true }).inputValue();
  return values;
}

/** Each field made invalid on its own, the others valid: only its message shows, and the field names it. */
async function expectEachInvalidFieldAlone(page: Page) {
  const send = page.getByRole("button", { name: "Send Message" });
  const main = page.getByRole("main");
  const cases: [keyof typeof valid, string, string][] = [
    ["Name", "   ", "Name is required"],
    ["Email", "priya@", "Invalid email address"],
    ["Subject", "", "Subject is required"],
    ["Message", "Too short", "Message must be at least 10 characters"],
  ];
  for (const [field, bad, message] of cases) {
    await fill(page, { ...valid, [field]: bad });
    await send.click();
    await main.getByText(message, { exact: true }).waitFor();
    const shown = await main.locator('p[id$="-error"]').allTextContents();
    expect(shown).toEqual([message]);
    const described = await page.getByLabel(field, { exact: true }).getAttribute("aria-describedby");
    await expect(page.locator(`[id="${described}"]`).textContent()).resolves.toBe(message);
  }
}

/** The FAQ's answers are readable on load, and fold with a click (native disclosures, keyboard included). */
async function expectFaqReadableThenFolding(page: Page) {
  const question = page.getByText("Can I reschedule a session?");
  const answer = page.getByText("Sessions may be rescheduled up to 24 hours before the session.", { exact: false });
  await answer.waitFor();
  await page.getByText("We reply within 24 hours, Monday to Friday, 9 AM to 6 PM PST.", { exact: false }).waitFor();
  await question.click();
  await answer.waitFor({ state: "hidden" });
  await question.click();
  await answer.waitFor();
}

/** The newest message stored from this address. */
async function latestStoredMessage(email: string) {
  const [stored] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt))
    .limit(1);
  return stored;
}

/** The newest contact-form e-mail in the outbox. */
async function latestContactMail() {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, "contact.message"))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

describe("the contact page", () => {
  it("shows the contact details and the FAQ with the 24-hour answers", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Contact Us");
    await expect(page.getByRole("main").getByRole("link", { name: "support@kindred.example" }).getAttribute("href")).resolves.toBe(
      "mailto:support@kindred.example",
    );
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain("Monday to Friday, 9 AM to 6 PM PST");
    expect(main).toContain("Sessions may be rescheduled up to 24 hours before the session.");
    // The answer is the booking policy's own sentence, the one the product applies.
    expect(main).toContain(`${FAQ_RESCHEDULE_ANSWER} See our Terms of Service for details.`);
    expect(main).toContain("We reply within 24 hours, Monday to Friday, 9 AM to 6 PM PST.");
    await expectFaqReadableThenFolding(page);
    assertNoPageProblems(problems);
  });

  it("shows every message for an empty form, then each invalid field on its own", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/contact");
    const send = page.getByRole("button", { name: "Send Message" });
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) requests += 1;
    });

    await send.click();
    const main = page.getByRole("main");
    for (const message of ["Name is required", "Invalid email address", "Subject is required", "Message must be at least 10 characters"]) {
      await main.getByText(message, { exact: true }).waitFor();
    }
    // The first invalid field takes the focus, and each field names its message.
    await expect(page.getByLabel("Name", { exact: true }).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).resolves.toBe("true");

    await expectEachInvalidFieldAlone(page);
    expect(requests).toBe(0);
    assertNoPageProblems(problems);
  });

  it("sends a message: stored, e-mailed to support with the visitor as Reply-To, confirmed with a toast", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/contact");
    await fill(page, valid);
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await answered).status()).toBe(201);
    await page
      .getByRole("region", { name: /Notifications/ })
      .getByText("Message Sent!")
      .waitFor();
    await expect(fieldValues(page)).resolves.toEqual({ Name: "", Email: "", Subject: "", Message: "" });

    expect(await latestStoredMessage(valid.Email)).toMatchObject({ name: valid.Name, subject: valid.Subject, message: valid.Message });
    const mail = await latestContactMail();
    expect(mail).toMatchObject({ toAddress: "support@kindred.example", replyTo: valid.Email, subject: `Contact form: ${valid.Subject}` });
    expect(mail.textBody).toContain(valid.Message);
    assertNoPageProblems(problems);
  });

  it("says so when sending fails, and keeps what was typed", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Something went wrong"}' }),
    );
    // The failed request's console line is what a browser prints for any 500; it is expected here.
    page.on("console", () => {});
    await gotoHydrated(page, "/contact");
    await fill(page, valid);
    await page.getByRole("button", { name: "Send Message" }).click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await toasts.getByText(FAILURE).waitFor();
    await page.getByRole("alert").filter({ hasText: FAILURE }).getByRole("link", { name: "support@kindred.example" }).waitFor();
    await expect(fieldValues(page)).resolves.toEqual(valid);
    await expect(page.getByRole("button", { name: "Send Message" }).isEnabled()).resolves.toBe(true);
    problems.consoleErrors = problems.consoleErrors.filter((line) => !line.includes("status of 500"));
    assertNoPageProblems(problems);
  });
});
