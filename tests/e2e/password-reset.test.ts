// The password reset in a real browser against the production build (docs/product/accounts.md), at
// phone and desktop widths: 'Forgot your password?', the e-mail read from the outbox, a new
// password that signs in, and a link that works only once.
import { describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { latestOutboxMessage } from "../support/e2e-database";
import { signInContext } from "../support/e2e-accounts";
import { titleIs } from "./account-pages";

const browser = browserForThisFile();

describe("password reset", () => {
  it.each<ViewportName>(["phone", "desktop"])("works end to end with the link read from the outbox (%s)", async (viewport) => {
    const { context, page, problems, expectErrorStatus } = await openPage(browser(), viewport);
    expectErrorStatus(400); // the used link at the end
    const account = await signInContext(context, { firstName: "Reese" });
    await context.clearCookies();

    await gotoHydrated(page, "/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    await titleIs(page, "Reset Your Password | Kindred");
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(`If an account exists for ${account.email}`).waitFor();

    const mail = await latestOutboxMessage("auth.password-reset", account.email);
    expect(mail?.subject).toBe("Reset your Kindred password");
    expect(mail?.text).toContain("Hello Reese,");
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail?.text ?? "")?.[0];
    expect(link).toBeDefined();
    const { pathname, search } = new URL(link ?? "");

    await gotoHydrated(page, `${pathname}${search}`);
    await titleIs(page, "Choose a New Password | Kindred");
    // The token leaves the address bar once the page has it.
    await page.waitForURL((url) => !url.search.includes("token"));
    await page.getByLabel("New password", { exact: true }).fill("a brand new password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByText("Your password has been changed. Please sign in with your new password.").waitFor();

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("a brand new password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("button", { name: /^Account menu for Reese/ }).waitFor();

    // The link works once.
    await context.clearCookies();
    await gotoHydrated(page, `${pathname}${search}`);
    await page.getByLabel("New password", { exact: true }).fill("another new password");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("This link has expired or has already been used. Please ask for a new one.").waitFor();
    assertNoPageProblems(problems);
  });
});
