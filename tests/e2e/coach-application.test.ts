// The coach application (docs/product/coach-application.md) at phone and desktop
// widths: step 1's messages, step 3's redirect rules and messages, a failed submission that keeps
// what was typed, and staff publishing an application so the coach appears in the directory.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PERSONAL_INFO_STORAGE_KEY } from "#common/application-constants";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { fillBackground, personalInfo, storePersonalInfo } from "./coach-application-entries";
import { fillRequiredPersonalInfo, staffFindApplication, visitPublishedCoach } from "./coach-application-steps";

const browser = browserForThisFile();

describe.each<ViewportName>(["phone", "desktop"])("step 1 at %s width", (viewport) => {
  it("shows every exact message, then stores the entries and goes to the payment step", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/coach-apply");
    await page.getByText("$49/month").first().waitFor();
    const states = await page.getByLabel("Location (state)").locator("option").count();
    expect(states).toBe(51);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Valid email is required",
      "Phone number is required",
      "Location is required",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    const info = personalInfo();
    await fillRequiredPersonalInfo(page, info);
    await page.getByLabel("Gender (optional)").selectOption(info.gender);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL("**/coach-checkout");
    const stored = JSON.parse((await page.evaluate((key) => window.sessionStorage.getItem(key), PERSONAL_INFO_STORAGE_KEY)) ?? "{}");
    expect(stored).toEqual(info);
    assertNoPageProblems(problems);
  });
});

describe("step 3's redirect rules", () => {
  it("sends a visitor without payment_success back to step 1", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    const response = await page.goto("/coach-apply-step3");
    expect(new URL(page.url()).pathname).toBe("/coach-apply");
    expect(response?.status()).toBe(200);
    assertNoPageProblems(problems);
  });

  it("says 'Missing Information' and goes back to step 1 without stored entries", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/coach-apply-step3?payment_success=true");
    await page.getByRole("heading", { name: "Missing Information" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Please start from the beginning." }).waitFor();
    await page.waitForURL("**/coach-apply", { timeout: 5000 });
    assertNoPageProblems(problems);
  });

  it("says the session data is invalid and goes back to step 1", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/coach-apply");
    await page.evaluate((key) => window.sessionStorage.setItem(key, "{not json"), PERSONAL_INFO_STORAGE_KEY);
    await gotoHydrated(page, "/coach-apply-step3?payment_success=true");
    await page.getByRole("status").filter({ hasText: "Invalid session data. Please start over." }).waitFor();
    await page.waitForURL("**/coach-apply", { timeout: 5000 });
    assertNoPageProblems(problems);
  });
});

describe.each<ViewportName>(["phone", "desktop"])("step 3 at %s width", (viewport) => {
  it("shows every exact message of the professional background", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/coach-apply");
    await storePersonalInfo(page, personalInfo());
    await gotoHydrated(page, "/coach-apply-step3?payment_success=true");
    await page.getByRole("heading", { name: "Professional Background" }).waitFor();
    // English is chosen to begin with, once the form has read what step 1 stored in the browser.
    const english = page.getByRole("group", { name: "Languages" }).getByLabel("English");
    await expect.poll(() => english.isChecked()).toBe(true);
    await english.uncheck();
    await page.getByRole("button", { name: "Submit Application" }).click();
    for (const message of [
      "Professional title is required",
      "Bio must be at least 50 characters",
      "Years of experience is required",
      "Hourly rate is required",
      "At least one specialization is required",
      "At least one session type is required",
      "Availability preferences required",
      "At least one language is required",
      "At least one certification is required",
      "Educational background is required",
      "Current practice information is required",
      "Please provide at least 50 characters explaining your motivation",
      "Please describe your coaching approach (minimum 50 characters)",
      "Please describe your relevant experience (minimum 50 characters)",
      "You must agree to the terms",
      "Background check consent is required",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    assertNoPageProblems(problems);
  });

  it("keeps what was typed when the submission fails, and after a reload", async () => {
    const watched = await openPage(browser(), viewport);
    const { page } = watched;
    await gotoHydrated(page, "/coach-apply");
    await storePersonalInfo(page, personalInfo());
    await gotoHydrated(page, "/coach-apply-step3?payment_success=true");
    await page.getByRole("heading", { name: "Professional Background" }).waitFor();
    await fillBackground(page, "Couples Coach (failing)");
    await page.route("**/api/coach-applications", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"down"}' }),
    );
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByRole("status").filter({ hasText: "Please try submitting your application again." }).waitFor();
    await expect(page.getByLabel("Professional title").inputValue()).resolves.toBe("Couples Coach (failing)");
    await gotoHydrated(page, "/coach-apply-step3?payment_success=true");
    await page.getByRole("heading", { name: "Professional Background" }).waitFor();
    // The form puts the kept draft back once its code has read the browser's storage.
    await expect.poll(() => page.getByLabel("Professional title").inputValue()).toBe("Couples Coach (failing)");
    await expect.poll(() => page.getByRole("group", { name: "Specializations" }).getByLabel("Attachment Theory").isChecked()).toBe(true);
    expect(watched.problems.pageErrors).toEqual([]);
    expect(watched.problems.foreignRequests).toEqual([]);
    expect(watched.problems.consoleErrors.every((e) => e.includes("500"))).toBe(true);
  });
});

describe("staff publish an application", () => {
  it("received from step 3, reviewed and published: the coach appears in /coaches and at /coaches/{id}", async () => {
    const applicant = await openPage(browser(), "phone");
    const info = personalInfo();
    await gotoHydrated(applicant.page, "/coach-apply");
    await storePersonalInfo(applicant.page, info);
    await gotoHydrated(applicant.page, "/coach-apply-step3?payment_success=true");
    await applicant.page.getByRole("heading", { name: "Professional Background" }).waitFor();
    await fillBackground(applicant.page, "Couples & Communication Coach");
    await applicant.page.getByRole("button", { name: "Submit Application" }).click();
    await applicant.page.getByRole("heading", { name: "Application submitted" }).waitFor();
    await applicant.page.getByRole("status").filter({ hasText: "Application Submitted!" }).waitFor();
    for (const step of ["Application review", "Background verification", "Virtual interview", "Profile setup and onboarding"]) {
      await applicant.page.getByRole("heading", { name: step }).waitFor();
    }
    await expect(applicant.page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).resolves.toBe("/");
    const left = await applicant.page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith("coach")));
    expect(left).toEqual([]);
    assertNoPageProblems(applicant.problems);

    const { staff, card } = await staffFindApplication(browser(), info);
    const badges = await card.getByRole("list", { name: "Specializations" }).getByRole("listitem").allTextContents();
    expect(badges).toEqual(["Communication Skills", "Conflict Resolution", "Attachment Theory", "+1 more"]);
    await card.getByRole("button", { name: "View Details" }).click();
    const dialog = staff.page.getByRole("dialog", { name: `${info.firstName} ${info.lastName}` });
    await dialog.waitFor();
    for (const section of [
      "Contact Information",
      "Professional Background",
      "Specializations and Services",
      "Application Details",
      "Admin Review",
    ]) {
      await dialog.getByRole("heading", { name: section }).waitFor();
    }
    await dialog.getByLabel("Status").selectOption("under_review");
    await dialog.getByLabel("Admin notes").fill("Credentials checked.");
    await dialog.getByRole("button", { name: "Save review" }).click();
    await staff.page.getByRole("status").filter({ hasText: "Status Updated" }).waitFor();
    await dialog.getByRole("button", { name: "Publish as Coach" }).click();
    await staff.page.getByRole("status").filter({ hasText: "Coach Published" }).waitFor();
    const profileLink = dialog.getByRole("link", { name: "View live profile" });
    const href = (await profileLink.getAttribute("href"))!;
    assertNoPageProblems(staff.problems);

    const visitor = await visitPublishedCoach(browser(), "desktop", info, href);
    assertNoPageProblems(visitor.problems);
  });
});

describe("step 2's redirect rule", () => {
  it("warns and goes back to step 1 without stored entries", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/coach-checkout");
    await page.getByRole("status").filter({ hasText: "Please start from the beginning." }).waitFor();
    await page.waitForURL("**/coach-apply", { timeout: 5000 });
    assertNoPageProblems(problems);
  });
});

/** Step 3's optional photo: not an image is refused, a real one is cropped and uploaded. */
async function uploadOptionalPhoto(page: Page) {
  await page.getByLabel("Photo file").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByText("Please select an image file.")
    .waitFor();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  await page.getByLabel("Photo file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("dialog", { name: "Crop photo" }).getByRole("button", { name: "Use photo" }).click();
  await page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByText("Image Uploaded")
    .waitFor();
}

describe.each<ViewportName>(["phone", "desktop"])("the whole application at %s width", (viewport) => {
  it("walks the three steps with the test card (declined, then paid), then staff publish and the coach is live", async () => {
    const applicant = await openPage(browser(), viewport);
    const { page } = applicant;
    const info = personalInfo();
    await gotoHydrated(page, "/coach-apply");
    await fillRequiredPersonalInfo(page, info);
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    await page.waitForURL("**/coach-checkout");
    await page.getByRole("heading", { name: "Payment", exact: true }).waitFor();
    const summary = page.getByRole("region", { name: "Subscription summary" });
    expect(await summary.textContent()).toContain("$49.00 monthly");
    expect(await summary.textContent()).toContain("Cancel anytime");
    expect(await summary.textContent()).toContain("Your profile stays active until the end of the billing period");
    const pay = page.getByRole("button", { name: "Pay $49/month" });
    await pay.waitFor();
    // Back (a link with a button's face) returns to step 1 with the entries kept.
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await page.waitForURL("**/coach-apply");
    await expect(page.getByLabel("Last name").inputValue()).resolves.toBe(info.lastName);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL("**/coach-checkout");
    await pay.waitFor();

    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry").fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await pay.click();
    const declined = page.getByRole("status").filter({ hasText: "Payment Failed" });
    await declined.waitFor();
    expect(await declined.textContent()).toContain("Your card was declined.");
    expect(new URL(page.url()).pathname).toBe("/coach-checkout");

    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await pay.click();
    await page.getByRole("status").filter({ hasText: "Payment Successful!" }).waitFor();
    await page.waitForURL("**/coach-apply-step3?payment_success=true");
    await page.getByRole("heading", { name: "Professional Background" }).waitFor();
    await fillBackground(page, "Relationship Coach for Couples");
    await uploadOptionalPhoto(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByRole("heading", { name: "Application submitted" }).waitFor();
    // The card number never left the page.
    assertNoPageProblems(applicant.problems);

    const { staff, card } = await staffFindApplication(browser(), info);
    expect(await card.textContent()).toContain("Subscription active");
    await card.getByRole("button", { name: "View Details" }).click();
    const dialog = staff.page.getByRole("dialog", { name: `${info.firstName} ${info.lastName}` });
    await dialog.getByRole("button", { name: "Publish as Coach" }).click();
    await staff.page.getByRole("status").filter({ hasText: "Coach Published" }).waitFor();
    const href = (await dialog.getByRole("link", { name: "View live profile" }).getAttribute("href"))!;

    const visitor = await visitPublishedCoach(browser(), viewport, info, href);
    // The photo uploaded in step 3 is the live profile's, served from our own origin.
    await expect(
      visitor.page.getByRole("img", { name: `Photo of ${info.firstName} ${info.lastName}` }).getAttribute("src"),
    ).resolves.toMatch(/^\/uploads\/.+\.jpg$/);
    assertNoPageProblems(visitor.problems);
  });
});
