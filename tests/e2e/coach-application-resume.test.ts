// An applicant who pays at step 2 and leaves (docs/product/coach-application.md#finishing-later): step
// 2 said before paying what happens on rejection and without an application; the e-mailed link opens
// step 3 in a fresh browser (nothing in its session storage) with step 1 restored from the server;
// staff see the payer as 'Incomplete' with the contact details until the application arrives, and
// the link then says the application was received.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { waitForMail } from "../support/e2e-mailbox";
import { fillBackground, personalInfo } from "./coach-application-entries";
import { fillRequiredPersonalInfo } from "./coach-application-steps";

const browser = browserForThisFile();

describe("finishing the application later, in another browser", () => {
  it("pays and leaves; the link restores step 3 in a fresh context; submitting ends 'Incomplete' for staff", async () => {
    const info = personalInfo();

    // Steps 1 and 2, then the applicant leaves at step 3.
    const first = await openPage(browser(), "phone");
    await gotoHydrated(first.page, "/coach-apply");
    await fillRequiredPersonalInfo(first.page, info);
    await first.page.getByRole("button", { name: "Continue to Payment" }).click();
    await first.page.waitForURL("**/coach-checkout");
    const summary = first.page.getByRole("region", { name: "Subscription summary" });
    await summary.waitFor();
    expect(await summary.textContent()).toContain(
      "If your application is not accepted, we cancel the subscription and refund your payment in full",
    );
    expect(await summary.textContent()).toContain(
      "if it is not finished within 7 days, we cancel the subscription and refund your payment",
    );
    await first.page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await first.page.getByLabel("Expiry").fill("12/34");
    await first.page.getByLabel("CVC").fill("123");
    await first.page.getByRole("button", { name: "Pay $49/month" }).click();
    await first.page.waitForURL("**/coach-apply-step3?payment_success=true");
    await first.page.getByRole("heading", { name: "Professional Background" }).waitFor();
    assertNoPageProblems(first.problems);
    await first.context.close();

    // Staff see the payer as Incomplete, with the contact details.
    const staff = await openPage(browser(), "desktop");
    await signInContext(staff.context, { admin: true });
    await gotoHydrated(staff.page, "/admin/applications");
    const incomplete = staff.page.getByTestId("incomplete-application").filter({ hasText: info.lastName });
    await incomplete.waitFor();
    const entry = await incomplete.textContent();
    for (const part of ["Incomplete", info.email, info.phone, info.location]) expect(entry).toContain(part);
    await expect(axeViolations(staff.page)).resolves.toEqual([]);

    // The e-mailed link, opened in a fresh browser context: step 1 comes back from the server.
    const mail = await waitForMail(info.email, (m) => m.subject === "Your Kindred coach subscription: one step left");
    const link = new URL(/https?:\/\/\S+\/coach-apply-step3\?resume=[\w-]+/.exec(mail.text)![0]);
    const fresh = await openPage(browser(), "desktop");
    await gotoHydrated(fresh.page, `${link.pathname}${link.search}`);
    await fresh.page.getByRole("heading", { name: "Professional Background" }).waitFor();
    await fresh.page.getByText(`Thanks, ${info.firstName}.`, { exact: false }).waitFor();
    // The token left the address once it was used.
    expect(new URL(fresh.page.url()).search).toBe("?payment_success=true");
    await fillBackground(fresh.page);
    await fresh.page.getByRole("button", { name: "Submit Application" }).click();
    await fresh.page.getByRole("heading", { name: "Application submitted" }).waitFor();
    assertNoPageProblems(fresh.problems);

    // Staff: no longer Incomplete; the application is there, paid.
    const listed = await staff.context.request.get("/api/admin/incomplete-applications");
    const stillIncomplete = ((await listed.json()) as { email: string }[]).filter((item) => item.email === info.email);
    expect(stillIncomplete).toEqual([]);
    await gotoHydrated(staff.page, "/admin/applications");
    const card = staff.page.getByTestId("application-card").filter({ hasText: info.lastName });
    await card.waitFor();
    expect(await card.textContent()).toContain("Subscription active");
    expect(await incomplete.count()).toBe(0);
    assertNoPageProblems(staff.problems);

    // The link again: the application was received.
    const again = await openPage(browser(), "phone");
    await gotoHydrated(again.page, `${link.pathname}${link.search}`);
    await again.page.getByRole("heading", { name: "Application already received" }).waitFor();
    await again.page.getByText("We have already received your application.", { exact: false }).waitFor();
    await expect(axeViolations(again.page)).resolves.toEqual([]);
    expect(again.problems.pageErrors).toEqual([]);
  });
});
