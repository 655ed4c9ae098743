// Steps the coach application's browser tests repeat: the applicant typing step 1's required fields,
// staff finding the application, and a visitor finding the coach it published.
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import type { personalInfo } from "./coach-application-entries";

type PersonalInfo = ReturnType<typeof personalInfo>;

/** Step 1's required fields, typed in (the optional gender is left as it is). */
export async function fillRequiredPersonalInfo(page: Page, info: PersonalInfo) {
  await page.getByLabel("First name").fill(info.firstName);
  await page.getByLabel("Last name").fill(info.lastName);
  await page.getByLabel("Email").fill(info.email);
  await page.getByLabel("Phone").fill(info.phone);
  await page.getByLabel("Location (state)").selectOption(info.location);
}

/** Staff, signed in at desktop width, open the applications page and find the applicant's card. */
export async function staffFindApplication(browser: Browser, info: PersonalInfo) {
  const staff = await openPage(browser, "desktop");
  await signInContext(staff.context, { admin: true });
  await gotoHydrated(staff.page, "/admin/applications");
  const card = staff.page.getByTestId("application-card").filter({ hasText: info.lastName });
  await card.waitFor();
  return { staff, card };
}

/** A visitor finds the published coach by surname in the directory and opens the live profile, headed by the coach's name. */
export async function visitPublishedCoach(browser: Browser, viewport: ViewportName, info: PersonalInfo, href: string) {
  const visitor = await openPage(browser, viewport);
  await gotoHydrated(visitor.page, `/coaches?search=${encodeURIComponent(info.lastName)}`);
  await visitor.page.locator(`[data-testid="coach-card"][href="${href}"]`).waitFor();
  expect((await gotoHydrated(visitor.page, href))?.status()).toBe(200);
  await expect(visitor.page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(`${info.firstName} ${info.lastName}`);
  return visitor;
}
