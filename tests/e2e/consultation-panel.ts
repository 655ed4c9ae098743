// The consultation request panel of a coach's profile in browser tests: opening it, the requests
// typed into it, its safety text and defaults, its messages, its closing animation and its toasts.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { ViewportName } from "../support/browser";

/**
 * The profile's button that opens the panel, once the coach's free times are known: 'Request a free
 * consultation' beside 'Book Session' for a coach with times to book, 'Book Session' itself for a coach
 * who takes requests only (docs/decisions/112).
 */
export async function consultationButton(page: Page): Promise<Locator> {
  await page.waitForFunction(() => !document.querySelector('[aria-labelledby="next-free-times"] [role="status"]'));
  const own = page.getByRole("button", { name: "Request a free consultation" });
  return (await own.count()) > 0 ? own : page.getByRole("button", { name: "Book Session" });
}

/** Opens the panel from the profile and waits for it. */
export async function openConsultation(page: Page) {
  await (await consultationButton(page)).click();
  const dialog = page.getByRole("dialog", { name: "Request a consultation" });
  await dialog.waitFor();
  return dialog;
}

/** Jordan's request, sent for real (an address for each width). */
const jordansRequest = (viewport: ViewportName) => ({
  "First name": "Jordan",
  "Last name": "Price",
  Email: `jordan.${viewport}@example.com`,
  "Phone number": "(555) 010-2030",
  "City or ZIP code": "Austin 78701",
  "What brings you here today?": "We keep having the same argument about money.",
});

/** Sam's request, whose sending fails. */
export const SAMS_REQUEST = {
  "First name": "Sam",
  "Last name": "Lee",
  Email: "sam@example.com",
  "Phone number": "5550102030",
  "City or ZIP code": "10001",
  "What brings you here today?": "Looking for help with boundaries.",
};

/** The panel sits at the right edge, says it is not an emergency service, and starts with a free virtual consultation. */
export async function expectFromTheRightWithSafetyTextAndDefaults(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  const width = page.viewportSize()!.width;
  expect(Math.round(box!.x + box!.width)).toBe(width);
  const text = (await dialog.textContent()) ?? "";
  expect(text).toContain("This is not an emergency service.");
  expect(text).toContain("988");
  expect(text).toContain("Suicide & Crisis Lifeline");
  await expect(dialog.getByLabel("Session type").inputValue()).resolves.toBe("Free 15 mins consultation");
  const sessionTypes = await dialog.getByLabel("Session type").locator("option").allTextContents();
  expect(sessionTypes).toEqual(["Free 15 mins consultation", "50-minute session", "Couples session", "Family session"]);
  await expect(dialog.getByLabel("Virtual").isChecked()).resolves.toBe(true);
}

/** Fills the panel's text fields, label by label, in the order given. */
export async function fillRequest(dialog: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label).fill(value);
}

/** Sending the empty form shows each field's message; then a bad e-mail, phone and reason keep theirs. */
export async function expectEveryRequestMessage(dialog: Locator) {
  await dialog.getByRole("button", { name: "Send request" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Please enter a valid email address",
    "Please enter a valid phone number",
    "City or ZIP code is required",
    "Please share what brings you here today (minimum 10 characters)",
  ]) {
    await dialog.getByText(message, { exact: true }).waitFor();
  }
  await dialog.getByLabel("Email").fill("jordan@");
  await dialog.getByLabel("Phone number").fill("555-0100");
  await dialog.getByLabel("What brings you here today?").fill("Too short");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await dialog.getByText("Please enter a valid email address", { exact: true }).waitFor();
  await dialog.getByText("Please enter a valid phone number", { exact: true }).waitFor();
  await dialog.getByText("Please share what brings you here today (minimum 10 characters)", { exact: true }).waitFor();
}

/** The closing animations of the panel, read the moment it is marked closed. */
export function closingAnimationDurations(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const observer = new MutationObserver(() => {
          const closing = document.querySelector('[role="dialog"][data-state="closed"]');
          if (!closing) return;
          observer.disconnect();
          resolve(closing.getAnimations().map((animation) => Number(animation.effect?.getTiming().duration)));
        });
        observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
      }),
  );
}

/** Sends Jordan's request for a couples session in person; the server accepts it (201). */
export async function sendJordansCouplesRequest(page: Page, dialog: Locator, viewport: ViewportName) {
  await fillRequest(dialog, jordansRequest(viewport));
  await dialog.getByLabel("Session type").selectOption("Couples session");
  await dialog.getByLabel("In-person").check();
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/consultations/request"));
  await dialog.getByRole("button", { name: "Send request" }).click();
  expect((await posted).status()).toBe(201);
}

/** The success toast names the coach, and its words are on the page once (no hidden second copy for screen readers; the region is live). */
export async function expectSentToastNaming(page: Page, coachFirstName: string) {
  const toast = page.getByRole("status").filter({ hasText: "Consultation Request Sent!" });
  await toast.waitFor();
  expect(await toast.textContent()).toContain(`${coachFirstName} will reach out to you via email to schedule your session.`);
  await expect(page.getByText("Consultation Request Sent!").count()).resolves.toBe(1);
  await expect(page.getByText("will reach out to you via email to schedule your session.").count()).resolves.toBe(1);
}
