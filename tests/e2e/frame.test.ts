// The shared frame on every route of the route table, at phone and desktop widths: header,
// footer, the page's own title and description, the small-screen menu, toasts' F8 region and
// the not-found page with HTTP 404.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";

const ROUTES: { path: string; title: string }[] = [
  { path: "/", title: "Find a Relationship Coach" },
  { path: "/coaches", title: "Find Coach" },
  { path: "/contact", title: "Contact Us" },
  { path: "/about", title: "About Us" },
  { path: "/coach-apply", title: "Apply as a Coach" },
  { path: "/coach-checkout", title: "Coach Subscription Payment" },
  { path: "/coach-apply-step3?payment_success=true", title: "Professional Background" },
  { path: "/privacy", title: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service" },
  { path: "/blog", title: "Love, Dating & Relationship Wisdom" },
  { path: "/attachment-quiz", title: "Attachment Style Quiz" },
  { path: "/admin", title: "Admin Portal" },
  { path: "/admin/applications", title: "Coach Applications" },
  { path: "/admin/blogs", title: "Manage Blogs" },
  { path: "/booking-success", title: "Booking Confirmed" },
  { path: "/bookings", title: "My Sessions" },
];

const browser = browserForThisFile();

describe.each<ViewportName>(["phone", "desktop"])("the frame at %s width", (viewport) => {
  it.each(ROUTES)("$path has the header, footer, its own title and description", async ({ path, title }) => {
    const { page, problems, context } = await openPage(browser(), viewport);
    // Signed-in pages send a signed-out visitor to sign in after 500 ms; a 204 answer keeps the
    // browser on the page while the frame is checked.
    await context.route("**/api/login*", (route) => route.fulfill({ status: 204 }));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe(`${title} | Kindred`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(40);

    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Kindred home" }).getAttribute("href")).resolves.toBe("/");
    const footer = page.locator("footer");
    expect(await footer.textContent()).toContain("© 2025 Kindred");
    await expect(footer.getByRole("link", { name: "support@kindred.example" }).getAttribute("href")).resolves.toBe(
      "mailto:support@kindred.example",
    );
    for (const [name, href] of [
      ["Find Coaches", "/coaches"],
      ["For Coaches", "/coach-apply"],
      ["About Us", "/about"],
      ["Attachment Style Quiz", "/attachment-quiz"],
      ["Blog", "/blog"],
      ["Help Center", "/contact"],
      ["Contact Us", "/contact"],
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true }).getAttribute("href")).resolves.toBe(href);
    }
    await expect(footer.getByRole("link", { name: "Get Support" }).getAttribute("href")).resolves.toBe("mailto:support@kindred.example");
    assertNoPageProblems(problems);
  });
});

describe("header navigation", () => {
  it("shows the links and the sign-in buttons on a desktop", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Find Coaches", "/coaches"],
      ["For Coaches", "/coach-apply"],
      ["About", "/about"],
      ["Attachment Style Quiz", "/attachment-quiz"],
    ] as const) {
      const link = nav.getByRole("link", { name, exact: true });
      await link.waitFor();
      await expect(link.getAttribute("href")).resolves.toBe(href);
    }
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Sign In" }).getAttribute("href")).resolves.toBe("/api/login");
    await expect(header.getByRole("link", { name: "Get Started" }).getAttribute("href")).resolves.toMatch(/^\/api\/login/);
    await page.getByRole("button", { name: "Open menu" }).waitFor({ state: "hidden" });
    assertNoPageProblems(problems);
  });

  it("opens a 20rem 'Menu' sheet on a phone, which closes on navigation", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain("Navigate to different sections");
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(320);
    await expect(sheet.getByRole("link", { name: "Sign In" }).getAttribute("href")).resolves.toBe("/api/login");
    await sheet.getByRole("link", { name: "Get Started" }).waitFor();

    await sheet.getByRole("link", { name: "About" }).click();
    await page.waitForURL("**/about");
    await sheet.waitFor({ state: "detached" });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("About Us");
    assertNoPageProblems(problems);
  });

  it("closes the menu with its close button and returns focus to the menu button", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/blog");
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("button", { name: "Close" }).click();
    await sheet.waitFor({ state: "detached" });
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    assertNoPageProblems(problems);
  });
});

describe("toasts", () => {
  it("F8 moves focus to the notifications region", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/");
    await page.keyboard.press("F8");
    const focused = await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label") ?? "");
    expect(focused).toMatch(/Notifications \(F8\)/);
    assertNoPageProblems(problems);
  });

  /** Shows a toast ('Link copied!') through the blog's Share button, the clipboard being granted. */
  async function showToast(page: Page) {
    await page.getByRole("button", { name: "Share" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Link copied!" });
    await toast.waitFor();
    return toast;
  }

  it("shows one toast at a time, its words once, for 5000 ms", async () => {
    const { page, problems, context } = await openPage(browser(), "desktop");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await gotoHydrated(page, "/blog/attachment-styles-dating");
    const toast = await showToast(page);
    await expect(page.getByText("Link copied!").count()).resolves.toBe(1);
    await expect(page.getByText("The article's link is on your clipboard, ready to share.").count()).resolves.toBe(1);
    // A second toast replaces the first.
    await showToast(page);
    await expect(page.getByTestId("toast").count()).resolves.toBe(1);
    await page.clock.runFor(4_800);
    await toast.waitFor();
    await page.clock.runFor(600);
    await page.getByText("Link copied!").waitFor({ state: "detached" });
    assertNoPageProblems(problems);
  });

  it("is swiped away to the right past 50 px, and springs back below that", async () => {
    const { page, problems, context } = await openPage(browser(), "desktop");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await gotoHydrated(page, "/blog/attachment-styles-dating");
    await showToast(page);
    const card = page.getByTestId("toast");
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await card.waitFor();
    await expect(card.evaluate((el) => (el as HTMLElement).style.transform)).resolves.toBe("");
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 80, y, { steps: 5 });
    await page.mouse.up();
    await card.waitFor({ state: "detached" });
    // The close button dismisses it too.
    await showToast(page);
    await page.getByRole("button", { name: "Close" }).click();
    await card.waitFor({ state: "detached" });
    assertNoPageProblems(problems);
  });
});

describe("not-found page", () => {
  it.each<ViewportName>(["phone", "desktop"])("answers 404 with the not-found texts (%s)", async (viewport) => {
    const watched = await openPage(browser(), viewport);
    watched.expectNotFound();
    const response = await watched.page.goto("/some/unknown/path");
    expect(response?.status()).toBe(404);
    await expect(watched.page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("404 Page Not Found");
    expect(await watched.page.textContent("main")).toContain("Did you forget to add the page to the router?");
    await expect(watched.page.getByRole("link", { name: "Browse coaches" }).getAttribute("href")).resolves.toBe("/coaches");
    expect(await watched.page.locator("footer").textContent()).toContain("© 2025 Kindred");
    assertNoPageProblems(watched.problems);
  });
});
