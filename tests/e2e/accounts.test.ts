// Accounts in a real browser against the production build (docs/product/accounts.md): the logged-out
// rule on /bookings, creating an account, signing out, a wrong then the right password landing
// back on returnTo, the admin's 'Admin Portal' and a plain user's 'Access Denied', the mobile
// menu, profile and settings, and the sign-in page. The password reset has its own file
// (password-reset.test.ts).
import { describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, holdRequests, openPage, type ViewportName } from "../support/browser";
import { signInContext, TEST_PASSWORD, uniqueEmail } from "../support/e2e-accounts";
import { openAccountMenu, titleIs } from "./account-pages";
import { expectLoggedOutToastThenLogin, watchLoggedOutToast } from "./logged-out-toast";

const browser = browserForThisFile();

describe.each<ViewportName>(["desktop", "phone"])("an account from start to finish (%s)", (viewport) => {
  it("shows the logged-out toast on /bookings, creates an account, signs out, and signs in again to returnTo", async () => {
    const { context, page, problems, expectErrorStatus } = await openPage(browser(), viewport);
    expectErrorStatus(401); // the wrong password below
    await watchLoggedOutToast(context);
    const email = uniqueEmail("journey");

    // Signed out on a page that needs sign-in: the toast, then the sign-in page, keeping the page.
    await gotoHydrated(page, "/bookings");
    await expectLoggedOutToastThenLogin(page, "/bookings");
    await titleIs(page, "Sign In | Kindred");

    // Create account mode, with its labels.
    await page.getByRole("link", { name: "Create account" }).click();
    await page.waitForURL((url) => url.searchParams.get("mode") === "signup");
    await titleIs(page, "Create Account | Kindred");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("First name is required").waitFor();
    await page.getByText("Password is required").waitFor();
    await page.getByLabel("First name").fill("Jordan");
    await page.getByLabel("Last name").fill("Lee");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Password must be at least 8 characters").waitFor();
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    // Signed in and back on My Sessions.
    await page.waitForURL((url) => url.pathname === "/bookings");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("My Sessions");
    const menu = await openAccountMenu(page);
    expect(await menu.textContent()).toContain("Jordan Lee");
    expect(await menu.textContent()).toContain(email);
    for (const item of ["My Sessions", "Profile", "Settings", "Log out"]) {
      await menu.getByRole("menuitem", { name: item }).waitFor();
    }
    await expect(menu.getByRole("menuitem", { name: "Admin Portal" }).count()).resolves.toBe(0);

    // Log out: a full navigation that ends the session and goes home.
    await menu.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByRole("button", { name: /^Account menu for/ }).count()).resolves.toBe(0);
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(401);

    // Sign in through /api/login with a returnTo: wrong password first, then the right one.
    await gotoHydrated(page, "/api/login?returnTo=%2Fprofile");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not my password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Profile");
    await expect(page.getByLabel("First name").inputValue()).resolves.toBe("Jordan");
    assertNoPageProblems(problems);
  });
});

describe("roles", () => {
  it("an admin sees 'Admin Portal' in the header and the avatar menu", async () => {
    const { context, page, problems } = await openPage(browser(), "desktop");
    await signInContext(context, { admin: true });
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "My Sessions" }).getAttribute("href")).resolves.toBe("/bookings");
    await expect(nav.getByRole("link", { name: "Admin Portal" }).getAttribute("href")).resolves.toBe("/admin");
    const menu = await openAccountMenu(page);
    await menu.getByRole("menuitem", { name: "Admin Portal" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Portal" }).waitFor();
    await expect(page.getByText("Access Denied").count()).resolves.toBe(0);
    assertNoPageProblems(problems);
  });

  it("a plain user sees no 'Admin Portal' and gets 'Access Denied' on /admin, from the server (403)", async () => {
    const { context, page, problems, expectErrorStatus } = await openPage(browser(), "desktop");
    await signInContext(context);
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "My Sessions" }).waitFor();
    await expect(page.getByRole("link", { name: "Admin Portal" }).count()).resolves.toBe(0);
    expectErrorStatus(403);
    expect((await gotoHydrated(page, "/admin"))?.status()).toBe(403);
    await titleIs(page, "Admin Portal | Kindred");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Access Denied");
    expect(await page.textContent("main")).toContain("You don't have permission to access the admin portal.");
    expect((await gotoHydrated(page, "/admin/blogs"))?.status()).toBe(403);
    expect(await page.textContent("main")).toContain("You need admin access to view this page.");
    // The page's data never reaches the browser: the server answers the admin API the same way.
    expect((await context.request.get("/api/admin/coaches")).status()).toBe(403);
    assertNoPageProblems(problems);
  });

  it("a signed-out visitor gets 'Access Denied' on /admin with a way to sign in", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Access Denied");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" }).getAttribute("href")).resolves.toBe(
      "/api/login?returnTo=%2Fadmin",
    );
    assertNoPageProblems(problems);
  });

  it("a signed-out visitor sees no account links", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/");
    await expect(page.getByRole("link", { name: "My Sessions" }).count()).resolves.toBe(0);
    await expect(page.getByRole("link", { name: "Admin Portal" }).count()).resolves.toBe(0);
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();
    assertNoPageProblems(problems);
  });
});

describe("the signed-in frame on a phone", () => {
  it("puts My Sessions, Profile, Settings and Log out in the 'Menu' sheet", async () => {
    const { context, page, problems } = await openPage(browser(), "phone");
    const account = await signInContext(context, { firstName: "Pat", lastName: "Moss" });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain("Pat Moss");
    expect(await sheet.textContent()).toContain(account.email);
    for (const [name, href] of [
      ["My Sessions", "/bookings"],
      ["Profile", "/profile"],
      ["Settings", "/settings"],
      ["Log out", "/api/logout"],
    ] as const) {
      await expect(sheet.getByRole("link", { name }).getAttribute("href")).resolves.toBe(href);
    }
    await expect(sheet.getByRole("link", { name: "Sign In" }).count()).resolves.toBe(0);
    await sheet.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL((url) => url.pathname === "/settings");
    await sheet.waitFor({ state: "detached" });
    assertNoPageProblems(problems);
  });
});

describe("the logged-out rule on a page that was rendered signed in", () => {
  it("applies to a 401 from the server after the session ended elsewhere", async () => {
    const { context, page, problems, expectErrorStatus } = await openPage(browser(), "desktop");
    expectErrorStatus(401);
    await watchLoggedOutToast(context);
    await signInContext(context);
    await gotoHydrated(page, "/");
    // The session ends in another tab: the page still shows the signed-in header.
    await context.request.get("/api/logout");
    const menu = await openAccountMenu(page);
    await menu.getByRole("menuitem", { name: "My Sessions" }).click();
    await expectLoggedOutToastThenLogin(page, "/bookings");
    assertNoPageProblems(problems);
  });
});

describe("profile and settings", () => {
  it("edits the name, which the header shows at once", async () => {
    const { context, page, problems } = await openPage(browser(), "desktop");
    await signInContext(context, { firstName: "Old", lastName: "Name" });
    await gotoHydrated(page, "/profile");
    await page.getByLabel("First name").fill("");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("First name is required").waitFor();
    await page.getByLabel("First name").fill("New");
    await page.getByLabel("Last name").fill("Person");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("status").filter({ hasText: "Profile updated" }).waitFor();
    await page.getByRole("button", { name: "Account menu for New Person" }).waitFor();
    await page.reload();
    // In the server-rendered HTML already, before the script runs.
    await expect(page.getByLabel("Last name").inputValue()).resolves.toBe("Person");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByLabel("Last name").inputValue()).resolves.toBe("Person");
    assertNoPageProblems(problems);
  });

  it("changes the password, then deletes the account", async () => {
    const { context, page, problems, expectErrorStatus } = await openPage(browser(), "desktop");
    expectErrorStatus(400); // the wrong passwords below
    const account = await signInContext(context);
    await gotoHydrated(page, "/settings");
    await titleIs(page, "Settings | Kindred");
    await page.getByLabel("Current password").fill("wrong password");
    await page.getByLabel("New password", { exact: true }).fill("my next password");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Current password is not correct").waitFor();
    await page.getByLabel("Current password").fill(account.password);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("status").filter({ hasText: "Password changed" }).waitFor();
    const oldPassword = await page.request.post("/api/auth/sign-in", { data: { email: account.email, password: account.password } });
    expect(oldPassword.status()).toBe(401);

    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.waitFor();
    await dialog.getByLabel("Password").fill("wrong password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("Password is not correct").waitFor();
    await dialog.getByLabel("Password").fill("my next password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("status").filter({ hasText: "Account deleted" }).waitFor();
    await page.locator("header").getByRole("link", { name: "Sign In" }).waitFor();
    const gone = await page.request.post("/api/auth/sign-in", { data: { email: account.email, password: "my next password" } });
    expect(gone.status()).toBe(401);
    assertNoPageProblems(problems);
  });
});

describe("the sign-in page", () => {
  it("opens Create account from 'Get Started' (?mode=signup)", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/");
    await page.locator("header").getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("mode") === "signup");
    for (const label of ["First name", "Last name", "Email", "Password"]) {
      await page.getByLabel(label).waitFor();
    }
    await page.getByRole("button", { name: "Create account" }).waitFor();
    assertNoPageProblems(problems);
  });

  it("says why a refused single sign-on came back, and a generic message for a code it does not know", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    const shown = {
      "/login?error=state_mismatch":
        "Single sign-on could not be finished in this browser: it was started in another window or took too long.",
      "/login?sso=failed&returnTo=%2Fbookings&error=access_denied": "The sign-in was cancelled at your sign-in provider.",
      "/login?sso=failed&error=email_not_verified": "Your sign-in provider has not confirmed that this e-mail address is yours",
      "/login?sso=failed&error=no_such_code&error_description=Call%20us": "Single sign-on did not complete. Please try again.",
    };
    for (const [address, message] of Object.entries(shown)) {
      await gotoHydrated(page, address);
      await expect(page.getByRole("alert").textContent()).resolves.toContain(message);
      await expect(page.getByText("Call us").count()).resolves.toBe(0);
    }
    assertNoPageProblems(problems);
  });

  it("types over a prefilled address entered by keyboard while the form's code is on its way", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    // The form's code is held until the person is in the address field, as on a slow connection.
    const code = await holdRequests(page, "**/assets/login-form-*.js");
    const email = uniqueEmail("typed-over");
    await gotoHydrated(page, `/login?mode=signup&returnTo=%2Fsettings&email=${encodeURIComponent(`invited-${email}`)}`);
    const form = page.getByRole("form", { name: "Create account" });
    await form.getByLabel("First name").fill("Robin");
    await form.getByLabel("Last name").fill("Hart");
    await form.getByLabel("Password").fill(TEST_PASSWORD);
    // Back into the address by keyboard, which selects it; the live form then replaces the server's.
    await form.getByLabel("Password").press("Shift+Tab");
    expect(code.requested()).toBe(true);
    const serversField = await form.getByLabel("Email").elementHandle();
    code.release();
    await page.waitForFunction((field) => !field?.isConnected, serversField);
    await page.keyboard.type(email);
    await expect(form.getByLabel("Email").inputValue()).resolves.toBe(email);
    await form.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/settings");
    await expect(page.request.get("/api/auth/user").then((r) => r.json())).resolves.toMatchObject({ email });
    assertNoPageProblems(problems);
  });

  it("still signs in before its script has loaded (a plain form post)", async () => {
    const { context, page, problems } = await openPage(browser(), "desktop");
    const account = await signInContext(context);
    await context.clearCookies();
    await context.route("**/assets/**", (route) => route.abort());
    await page.goto("/login?returnTo=%2Fsettings");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/settings");
    expect((await context.cookies()).some((cookie) => cookie.name === "kindred.session_token" && cookie.httpOnly)).toBe(true);
    problems.consoleErrors = problems.consoleErrors.filter((line) => !line.includes("net::ERR_FAILED"));
    assertNoPageProblems(problems);
  });
});
