// About, Privacy and Terms in a browser, and every content page's own title and meta description.
import { describe, expect, it } from "vitest";
import { TERMS_CANCELLATION_CLAUSES } from "#common/scheduling/policy";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";

const browser = browserForThisFile();

describe("about", () => {
  it.each<ViewportName>(["phone", "desktop"])("tells who we are and leads to coaches and contact (%s)", async (viewport) => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/about");
    const main = page.getByRole("main");
    const text = (await main.textContent()) ?? "";
    expect(text).toContain("Talk to Real Humans About Love, Dating & Intimacy");
    for (const heading of ["1:1 coaching and therapy", "Build confidence and skills", "Real talk"]) {
      await main.getByRole("heading", { name: heading, level: 3 }).waitFor();
    }
    for (const value of ["Authentic connection", "Stigma-free space", "Growth and healing", "Accessibility"]) {
      await main.getByRole("heading", { name: value, level: 3 }).waitFor();
    }
    await expect(main.getByRole("link", { name: "Find Your Coach" }).getAttribute("href")).resolves.toBe("/coaches");
    await expect(main.getByRole("link", { name: "Contact Us" }).getAttribute("href")).resolves.toBe("/contact");
    assertNoPageProblems(problems);
  });
});

describe("privacy policy", () => {
  it("has the full outline, dated August 26, 2025", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    await gotoHydrated(page, "/privacy");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Privacy Policy");
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain("Last updated: August 26, 2025");
    const headings = await page.locator("main section h2").allTextContents();
    expect(headings.map((h) => h.replace(/^\d+\.\s*/, ""))).toEqual([
      "Information We Collect",
      "How We Use Your Information",
      "How We Share Information",
      "Data Security",
      "Your Rights",
      "Cookies",
      "Data Retention",
      "International Data Transfers",
      "Changes to This Policy",
      "Contact Us",
    ]);
    expect(main).toMatch(/delete or anonymize your personal information within 30 days/);
    // The contents link to their sections.
    await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "7. Data Retention" }).click();
    await page.waitForURL("**/privacy#data-retention");
    assertNoPageProblems(problems);
  });
});

describe("terms of service", () => {
  it("has the full outline, dated August 26, 2025, with the governing law left as a visible placeholder", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/terms");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Terms of Service");
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain("Last updated: August 26, 2025");
    for (const fact of [
      "at least 18 years old",
      "independent contractors",
      "set their own rates and schedules",
      "pass our verification process",
      "professional liability insurance",
      "24 hours or more before the scheduled time may receive a full refund",
      "less than 24 hours before the scheduled time may incur cancellation fees",
      "(no-shows) are non-refundable",
      "in the 12 months before the event",
      "99.9% uptime",
      "Direct talks",
      "Mediation",
      "Arbitration",
    ]) {
      expect(main).toContain(fact);
    }
    // The section is the booking policy's own sentences, the ones the product applies.
    await expect(page.locator("#cancellation li").allTextContents()).resolves.toEqual([...TERMS_CANCELLATION_CLAUSES]);
    const headings = (await page.locator("main section h2").allTextContents()).map((h) => h.replace(/^\d+\.\s*/, ""));
    for (const heading of [
      "Eligibility",
      "Coach Standards",
      "Payments",
      "Cancellation and Refunds",
      "User Conduct",
      "Confidentiality and Its Limits",
      "Intellectual Property",
      "Limitation of Liability",
      "Service Availability",
      "Termination",
      "Dispute Resolution",
      "Governing Law",
      "Contact Us",
    ]) {
      expect(headings).toContain(heading);
    }
    const placeholder = page.locator("#governing-law mark");
    await expect(placeholder.textContent()).resolves.toBe("[State/Jurisdiction]");
    await placeholder.waitFor();
    assertNoPageProblems(problems);
  });
});

describe("titles and descriptions", () => {
  it("gives every content page its own title and meta description", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    const seen = new Map<string, string>();
    const descriptions = new Set<string>();
    for (const path of [
      "/attachment-quiz",
      "/blog",
      "/blog/finding-authentic-connections-dating-apps",
      "/blog/love-languages-explained",
      "/blog/communication-skills-relationships",
      "/blog/attachment-styles-dating",
      "/blog/red-flags-early-dating",
      "/about",
      "/contact",
      "/privacy",
      "/terms",
    ]) {
      await page.goto(path);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect(title).toMatch(/ \| Kindred$/);
      expect(description.length).toBeGreaterThan(80);
      expect(description.length).toBeLessThanOrEqual(170);
      expect(seen.has(title), `${path} repeats the title of ${seen.get(title)}`).toBe(false);
      expect(descriptions.has(description), `${path} repeats a description`).toBe(false);
      seen.set(title, path);
      descriptions.add(description);
      await expect(page.locator('meta[name="description"]').count()).resolves.toBe(1);
    }
    assertNoPageProblems(problems);
  });
});
