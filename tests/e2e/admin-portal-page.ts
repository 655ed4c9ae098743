// Reading the Admin Portal in browser tests: its toasts, where the focus is, and the admin API the
// page is drawn from (to compare what it shows with what the server holds).
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The toasts' region (hidden from assistive technology while a modal dialog is open, so included explicitly). */
export const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });

/** Waits until the focused element is the one with this accessible label (or text). */
export const focusedLabel = (page: Page, label: string) =>
  page.waitForFunction(
    (expected) => (document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim()) === expected,
    label,
  );

/** A GET from the API with the page's session, as JSON. */
export const api = async <T>(page: Page, path: string): Promise<T> => (await page.context().request.get(path)).json() as Promise<T>;

/** The fields of a coach row, as GET /api/admin/coaches answers them. */
export interface AdminCoachFields {
  title: string;
  bio: string;
  hourlyRate: string;
  experience: number;
  email: string;
  isActive: boolean;
  specializations: string[];
}

/** Every field of the first coach row is on the page, with its Add review, Edit and Delete buttons. */
export async function expectFirstCoachRow(page: Page) {
  const [first] = await api<AdminCoachFields[]>(page, "/api/admin/coaches?limit=1");
  const row = page.getByTestId("admin-coach-row").first();
  const text = (await row.textContent()) ?? "";
  for (const part of [
    first.title,
    `$${first.hourlyRate}/hour`,
    `${first.experience} years experience`,
    first.isActive ? "Active" : "Inactive",
    ...first.specializations,
  ])
    expect(text).toContain(part);
  if (first.email) expect(text).toContain(first.email);
  expect(text).toContain(first.bio.slice(0, 40));
  for (const action of ["Add review for", "Edit", "Delete"]) await row.getByRole("button", { name: new RegExp(`^${action} `) }).waitFor();
}
