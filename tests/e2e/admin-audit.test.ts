// The audit trail in a browser (docs/product/audit-trail.md): staff change a coach's rate through the
// API; /admin/audit shows the change with who made it and the rate before → after; the labelled filter
// form narrows the list by the address of the staff member and the kind of thing; a bad date is told in
// the API's words; on a phone the rows are a list and nothing scrolls sideways; axe finds nothing.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { axeViolations } from "../support/axe";
import { signInContext } from "../support/e2e-accounts";

const browser = browserForThisFile();
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const BIO = "I help couples rebuild trust and communicate with warmth, clarity and practical tools every week.";

describe("/admin/audit", () => {
  it("lists a staff change with who made it and the fields before → after, and filters it", async () => {
    const { page, context, problems } = await openPage(browser(), "desktop");
    const staff = await signInContext(context, { admin: true });
    const lastName = `Audit${Date.now()}`;
    const created = await context.request.post("/api/admin/coaches", {
      data: {
        firstName: "Ada",
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        phoneNumber: "(555) 010-4455",
        title: "",
        bio: BIO,
        experience: 5,
        hourlyRate: "120.00",
        specializations: ["Couples Therapy"],
        availability: ["weekdays"],
        sessionTypes: ["Individual"],
        languages: ["English"],
        isActive: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const coach = (await created.json()) as { id: string };
    const changed = await context.request.patch(`/api/admin/coaches/${coach.id}`, { data: { hourlyRate: "135.00" } });
    expect(changed.status(), await changed.text()).toBe(200);

    await gotoHydrated(page, "/admin/audit");
    await page.getByRole("heading", { level: 1, name: "Audit Trail" }).waitFor();
    // Narrow to this staff member's coach changes with the form.
    await page.getByLabel("Staff member (e-mail or id)").fill(staff.email.toUpperCase());
    await page.getByLabel("Kind of thing").selectOption("coach");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/entity=coach/);
    const row = page.getByTestId("audit-table").getByRole("row").filter({ hasText: coach.id }).filter({ hasText: "coach.update" });
    await row.waitFor();
    const text = (await row.textContent()) ?? "";
    expect(text).toContain(staff.email);
    expect(text).toContain("hourlyRateCents: 12000 → 13500");
    await page.getByTestId("audit-table").getByRole("row").filter({ hasText: coach.id }).filter({ hasText: "coach.create" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Another kind of thing: the coach's rows are not listed.
    await page.getByLabel("Kind of thing").selectOption("booking");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/entity=booking/);
    await expect.poll(() => page.getByText(coach.id).count()).toBe(0);

    // On a phone the rows are a list, and nothing scrolls sideways.
    await gotoHydrated(page, `/admin/audit?entity=coach&actor=${encodeURIComponent(staff.email)}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("audit-list").getByRole("listitem").filter({ hasText: "coach.update" }).first().waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    assertNoPageProblems(problems);
  });

  it("tells staff what is wrong with a bad date, and lists nothing", async () => {
    const { page, context, problems } = await openPage(browser(), "phone");
    await signInContext(context, { admin: true });
    await gotoHydrated(page, "/admin/audit?from=2026-02-31");
    await page.getByRole("alert").getByText("from must be a date (YYYY-MM-DD) or a date-time with its zone", { exact: false }).waitFor();
    expect(await page.getByTestId("audit-list").count()).toBe(0);
    expect(await overflow(page)).toBe(0);
    assertNoPageProblems(problems);
  });

  it("tells a person without the admin role 'Access Denied'", async () => {
    const { page, context, problems, expectErrorStatus } = await openPage(browser(), "phone");
    await signInContext(context);
    expectErrorStatus(403);
    expect((await gotoHydrated(page, "/admin/audit"))?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    assertNoPageProblems(problems);
  });
});
