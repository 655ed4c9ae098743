// Verified addresses in a browser against the production build: the operator signs up with an
// ADMIN_EMAILS address, gets no admin access and a notice with 'Resend' until the link from the
// local mailbox (DATA_DIR/mail, no SMTP server) is opened; then the Admin Portal is theirs.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { TEST_PASSWORD, uniqueEmail } from "../support/e2e-accounts";
import { confirmationLinkPath, waitForMail } from "../support/e2e-mailbox";

const browser = browserForThisFile();

async function signUpThroughTheForm(page: Page, email: string) {
  await gotoHydrated(page, "/login?mode=signup");
  await page.getByLabel("First name").fill("Olive");
  await page.getByLabel("Last name").fill("Owner");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

describe("the operator's first admin account", () => {
  it("has no admin access until the link in the local mailbox is opened (desktop)", async () => {
    const { page, problems, expectErrorStatus } = await openPage(browser(), "desktop");
    expectErrorStatus(403);
    await signUpThroughTheForm(page, "owner@kindred.example");

    const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
    await expect(notice.textContent()).resolves.toContain("we sent a link to owner@kindred.example");
    await expect(page.getByRole("link", { name: "Admin Portal" }).count()).resolves.toBe(0);
    expect((await page.request.get("/api/admin/coaches")).status()).toBe(403);
    await expect(page.request.get("/api/auth/user").then((r) => r.json())).resolves.toMatchObject({ role: "user", emailVerified: false });

    // Resend: a second message arrives and says so on the page.
    const first = await waitForMail("owner@kindred.example", (m) => m.subject.startsWith("Confirm your e-mail address"));
    await notice.getByRole("button", { name: "Resend" }).click();
    await notice.getByRole("status").filter({ hasText: "We sent a new link." }).waitFor();
    await waitForMail("owner@kindred.example", (m) => m.subject.startsWith("Confirm your e-mail address") && m.file !== first.file);

    await gotoHydrated(page, await confirmationLinkPath("owner@kindred.example"));
    expect(new URL(page.url()).pathname).toBe("/verify-email");
    await page.getByRole("heading", { level: 1, name: "Your e-mail address is confirmed" }).waitFor();
    await expect(page.getByRole("region", { name: "Confirm your e-mail address" }).count()).resolves.toBe(0);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Admin Portal" }).getAttribute("href")).resolves.toBe("/admin");
    await gotoHydrated(page, "/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Portal" }).waitFor();

    // The link works once.
    await gotoHydrated(page, await confirmationLinkPath("owner@kindred.example"));
    await page.getByRole("heading", { level: 1, name: "This link has expired or has already been used" }).waitFor();
    assertNoPageProblems(problems);
  });
});

describe.each<ViewportName>(["phone", "desktop"])("the confirmation notice (%s)", (viewport) => {
  it("fits the frame and disappears once the address is confirmed", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    const email = uniqueEmail("notice");
    await signUpThroughTheForm(page, email);
    const notice = page.getByRole("region", { name: "Confirm your e-mail address" });
    const box = await notice.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(viewport === "phone" ? 390 : 1280);
    const resend = await notice.getByRole("button", { name: "Resend" }).boundingBox();
    expect(resend?.height).toBeGreaterThanOrEqual(40);
    await gotoHydrated(page, await confirmationLinkPath(email));
    await page.getByRole("heading", { level: 1, name: "Your e-mail address is confirmed" }).waitFor();
    await expect(notice.count()).resolves.toBe(0);
    assertNoPageProblems(problems);
  });
});
