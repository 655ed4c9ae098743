// Linking a coach's account in a browser, at phone and desktop widths: staff press 'Invite' on a
// coach's row, the invitation arrives in the local mailbox, the person opens it signed out, creates
// an account from the invitation page, comes back, links and lands in the Coach Workspace with
// 'Coach Workspace' in the header; staff then see 'Linked to …' and unlink, which closes the
// workspace at once. Coaches created here are removed afterwards (other tests count the demo data).
import { inArray } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { coaches } from "../../server/db/schema";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName, type WatchedPage } from "../support/browser";
import { signInContext, TEST_PASSWORD, uniqueEmail } from "../support/e2e-accounts";
import { connectE2eDatabase } from "../support/e2e-database";
import { waitForMail } from "../support/e2e-mailbox";

const { db } = connectE2eDatabase();
const browser = browserForThisFile();
const created: string[] = [];
afterAll(async () => {
  if (created.length > 0) await db.delete(coaches).where(inArray(coaches.id, created));
});

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const BIO =
  "I help couples who keep having the same argument slow down, listen for what is underneath, and find their way back to each other.";

/** Nadia, a coach with this e-mail address, made by staff; removed after the file's tests. */
async function createCoach(staff: WatchedPage, lastName: string, email: string): Promise<string> {
  const made = await staff.context.request.post("/api/admin/coaches", {
    data: {
      firstName: "Nadia",
      lastName,
      email,
      bio: BIO,
      experience: 5,
      hourlyRate: "110",
      specializations: ["Couples Therapy"],
      availability: ["weekdays"],
      sessionTypes: ["Individual"],
      languages: ["English"],
    },
  });
  expect(made.status()).toBe(201);
  const coachId = ((await made.json()) as { id: string }).id;
  created.push(coachId);
  return coachId;
}

/**
 * From the invitation page: 'Create account' opens the form with the invited address already in it;
 * sign up as Nadia, and land back on the invitation, signed in.
 */
async function createAccountAndComeBack(page: Page, person: { lastName: string; email: string; search: string }) {
  await page.getByRole("link", { name: "Create account", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("mode") === "signup");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  // The sign-up form itself (the sign-in form may still be on the page a moment: both have a 'Password').
  const form = page.getByRole("form", { name: "Create account" });
  await expect(form.getByLabel("Email").inputValue()).resolves.toBe(person.email);
  await form.getByLabel("First name").fill("Nadia");
  await form.getByLabel("Last name").fill(person.lastName);
  await form.getByLabel("Password").fill(TEST_PASSWORD);
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === "/coach-invite" && url.search === person.search);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expect(page.request.get("/api/auth/user").then((r) => r.json())).resolves.toMatchObject({
    emailVerified: false,
    coachId: null,
  });
}

/** 'Coach Workspace' in the frame: the main nav on a desktop, the menu on a phone, and the avatar menu. */
async function expectWorkspaceInFrame(page: Page, viewport: ViewportName) {
  if (viewport === "desktop") {
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Coach Workspace" }).getAttribute("href")).resolves.toBe("/coach");
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Coach Workspace" }).getAttribute("href")).resolves.toBe("/coach");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
  }
  await page.getByTestId("account-menu-trigger").click();
  await expect(page.getByRole("menuitem", { name: "Coach Workspace" }).getAttribute("href")).resolves.toBe("/coach");
  await page.keyboard.press("Escape");
}

describe.each<ViewportName>(["phone", "desktop"])("a coach links their account from the invitation (%s)", (viewport) => {
  it("staff invite → the e-mail arrives → the person creates an account, links and works in /coach → staff unlink", async () => {
    const staff = await openPage(browser(), viewport);
    await signInContext(staff.context, { admin: true });
    const email = uniqueEmail("invited-coach");
    const lastName = `Invitee${viewport === "phone" ? "Phone" : "Desktop"}`;
    const coachId = await createCoach(staff, lastName, email);

    // Staff: the row says who runs the workspace, and 'Invite' sends the link.
    await gotoHydrated(staff.page, "/admin");
    const row = staff.page.getByTestId("admin-coach-row").filter({ hasText: lastName });
    await expect(row.getByTestId("coach-link-state").textContent()).resolves.toBe("Not invited");
    const inviteButton = row.getByRole("button", { name: `Invite: Nadia ${lastName}` });
    expect((await inviteButton.boundingBox())?.height).toBeGreaterThanOrEqual(40);
    await inviteButton.click();
    await toasts(staff.page).getByText(`We e-mailed Nadia ${lastName} at ${email}. The link works once, within 7 days.`).waitFor();
    await row
      .getByTestId("coach-link-state")
      .filter({ hasText: /^Invited on / })
      .waitFor();
    await row.getByRole("button", { name: `Invite again: Nadia ${lastName}` }).waitFor();

    const mail = await waitForMail(email, (m) => m.subject === "Your invitation to the Kindred Coach Workspace");
    expect(mail.text).toContain("The link works once, within 7 days.");
    const link = /https?:\/\/\S+\/coach-invite\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const invitePath = `${new URL(link!).pathname}${new URL(link!).search}`;

    // The person: signed out, the page explains and offers to create an account that comes back here.
    const coach = await openPage(browser(), viewport);
    await gotoHydrated(coach.page, invitePath);
    await coach.page.getByRole("heading", { level: 1, name: "Your Coach Workspace invitation" }).waitFor();
    await expect(axeViolations(coach.page)).resolves.toEqual([]);
    await coach.page.getByText(`Nadia ${lastName}`, { exact: true }).waitFor();
    await coach.page.getByRole("link", { name: "Sign in", exact: true }).waitFor();
    await createAccountAndComeBack(coach.page, { lastName, email, search: new URL(link!).search });

    const linkButton = coach.page.getByRole("button", { name: "Link my account" });
    await expect(axeViolations(coach.page)).resolves.toEqual([]);
    expect((await linkButton.boundingBox())?.height).toBeGreaterThanOrEqual(40);
    await linkButton.click();
    await coach.page.waitForURL((url) => url.pathname === "/coach");
    await coach.page.getByRole("heading", { level: 1, name: "Coach Workspace" }).waitFor();
    await expect(coach.page.request.get("/api/auth/user").then((r) => r.json())).resolves.toMatchObject({ emailVerified: true, coachId });

    await expectWorkspaceInFrame(coach.page, viewport);

    // The link works once.
    await gotoHydrated(coach.page, invitePath);
    await coach.page.getByRole("heading", { level: 1, name: "Your account is linked" }).waitFor();
    await expect(axeViolations(coach.page)).resolves.toEqual([]);

    // Staff see the link, and unlink after a confirmation: the workspace closes at once.
    await gotoHydrated(staff.page, "/admin");
    await expect(row.getByTestId("coach-link-state").textContent()).resolves.toBe(`Linked to ${email}`);
    await row.getByRole("button", { name: `Unlink Nadia ${lastName}'s account` }).click();
    const dialog = staff.page.getByRole("alertdialog", { name: "Unlink account" });
    await expect(dialog.textContent()).resolves.toContain(`${email} will lose access to Nadia ${lastName}'s Coach Workspace at once.`);
    await dialog.getByRole("button", { name: "Unlink", exact: true }).click();
    await toasts(staff.page).getByText(`${email} can no longer open Nadia ${lastName}'s Coach Workspace.`).waitFor();
    await row.getByTestId("coach-link-state").filter({ hasText: "Not invited" }).waitFor();

    coach.expectErrorStatus(403);
    const denied = await coach.page.goto("/coach");
    expect(denied?.status()).toBe(403);
    await coach.page.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();

    assertNoPageProblems(staff.problems);
    assertNoPageProblems(coach.problems);
    // One whole journey with two people, two sign-ups (slow password hashing on purpose) and axe runs:
    // longer than the default minute on a busy machine.
  }, 180_000);
});
