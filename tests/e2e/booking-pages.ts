// The pages of a booking in browser tests: the toasts, staff's New booking form and the row menu of
// /admin/bookings (reschedule, cancel), and the checkout's card form.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { instantToZonedParts } from "#common/zoned-time";

export async function toast(page: Page, title: string) {
  const found = page.getByRole("status").filter({ hasText: title });
  await found.first().waitFor();
  return (await found.first().textContent()) ?? "";
}

/** A date in New York some days ahead, as the form's date input wants it. */
export function newYorkDate(daysAhead: number): string {
  return instantToZonedParts(new Date(Date.now() + daysAhead * 86_400_000), "America/New_York").date;
}

export async function fillBookingForm(
  page: Page,
  values: {
    coachId: string;
    firstName: string;
    lastName: string;
    email: string;
    sessionType: string;
    date: string;
    time: string;
    amount: string;
  },
) {
  const form = page.getByRole("form", { name: "New booking" });
  await form.waitFor();
  await form.getByLabel("Coach", { exact: true }).selectOption(values.coachId);
  await form.getByLabel("First name", { exact: true }).fill(values.firstName);
  await form.getByLabel("Last name", { exact: true }).fill(values.lastName);
  await form.getByLabel("Email", { exact: true }).fill(values.email);
  await form.getByLabel("Session type", { exact: true }).selectOption(values.sessionType);
  await form.getByLabel("Date", { exact: true }).fill(values.date);
  await form.getByLabel("Time", { exact: true }).fill(values.time);
  await form.getByLabel("Time zone", { exact: true }).selectOption("America/New_York");
  await form.getByLabel("Amount (USD)", { exact: true }).fill(values.amount);
  await form.getByRole("button", { name: "Create Booking" }).click();
  expect(await toast(page, "Booking Created")).toContain(`${values.firstName} ${values.lastName} was e-mailed`);
  await form.waitFor({ state: "detached" });
}

/** The New booking form as opened from Morgan Ellis's consultation request. */
export async function expectPrefilledFromConsultation(form: Locator, email: string, coachId: string) {
  expect(await form.getByLabel("First name", { exact: true }).inputValue()).toBe("Morgan");
  expect(await form.getByLabel("Last name", { exact: true }).inputValue()).toBe("Ellis");
  expect(await form.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
  expect(await form.getByLabel("Phone (optional)", { exact: true }).inputValue()).toBe("5550109999");
  expect(await form.getByLabel("Coach", { exact: true }).inputValue()).toBe(coachId);
  expect(await form.getByLabel("Session type", { exact: true }).inputValue()).toBe("Couples session");
  expect(await form.getByLabel("Format", { exact: true }).inputValue()).toBe("in-person");
}

/** Staff move Sam Rivera's booking in this row to another time of the same day. */
export async function rescheduleTo(page: Page, row: Locator, time: string) {
  await row.getByRole("button", { name: "Change booking of Sam Rivera" }).click();
  await page.getByRole("menuitem", { name: "Reschedule" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Reschedule" }).waitFor();
  await dialog.getByLabel("Time", { exact: true }).fill(time);
  await dialog.getByRole("button", { name: "Save new time" }).click();
  expect(await toast(page, "Booking Updated")).toContain("Rescheduled");
  await dialog.waitFor({ state: "detached" });
}

/** Staff cancel Sam Rivera's booking in this row, after the confirmation. */
export async function cancelBooking(page: Page, row: Locator) {
  await row.getByRole("button", { name: "Change booking of Sam Rivera" }).click();
  await page.getByRole("menuitem", { name: "Cancel booking" }).click();
  await page.getByRole("dialog").getByRole("heading", { name: "Cancel this booking?" }).waitFor();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel booking" }).click();
  await toast(page, "Booking Updated");
  await row.getByText("Cancelled", { exact: true }).waitFor();
}

export async function fillCard(page: Page, card: string, expiry: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill(expiry);
  await page.getByLabel("CVC").fill("123");
}

/** Pays the $120.00 session with a card that expires 12/34. */
export async function payWith(page: Page, card: string) {
  await fillCard(page, card, "12/34");
  await page.getByRole("button", { name: "Pay $120.00" }).click();
}
