// 'Find my match' in a phone-sized browser (390 px): eight questions with their progress, the answers
// kept across a reload and sent nowhere until 'Show my matches', three coaches with their reasons,
// one consultation request sent to all three, and the note that names what to relax when fewer than
// three coaches meet every answer. axe finds nothing, and nothing goes to another host.
import { inArray, like } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coaches, consultationRequests } from "../../server/db/schema";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { connectE2eDatabase, withE2eDatabase } from "../support/e2e-database";
import { insertCoachWithReviews } from "../support/factories";

const { db } = connectE2eDatabase();
const browser = browserForThisFile();
const run = Date.now().toString(36);
const ids: Record<string, string> = {};

beforeAll(async () => {
  // Coaches left by an interrupted run step aside, so the counts below are this run's.
  await db.update(coaches).set({ isActive: false }).where(like(coaches.email, "match-e2e-%"));
  const idaho = { location: "Boise, ID", languages: ["English", "Korean"], insuranceAccepted: ["Humana"], email: "" };
  const make = async (key: string, ratings: number[], description: Parameters<typeof insertCoachWithReviews>[2]) => {
    ids[key] = (await insertCoachWithReviews(db, ratings, { ...idaho, ...description, email: `match-e2e-${key}-${run}@example.com` })).id;
  };
  await make("best", [5, 5], {
    firstName: "Mina",
    lastName: "Park",
    gender: "Female",
    hourlyRate: 120,
    specializations: ["Communication Skills", "Couples Therapy"],
    sessionTypes: ["Couples", "Online Sessions"],
  });
  await make("second", [4], {
    firstName: "Joon",
    lastName: "Lee",
    gender: "Male",
    hourlyRate: 140,
    specializations: ["Communication Skills"],
  });
  await make("third", [4], {
    firstName: "Sora",
    lastName: "Kim",
    gender: "Female",
    hourlyRate: 90,
    specializations: ["Dating Confidence"],
  });
  await make("dear", [5], { firstName: "Hana", lastName: "Cho", gender: "Female", hourlyRate: 180, specializations: ["Couples Therapy"] });
});

// Other browser tests count the demo coaches: this file's coaches and their requests go when it ends.
afterAll(async () => {
  const made = Object.values(ids);
  if (made.length === 0) return;
  await withE2eDatabase(async (client) => {
    await client.query("delete from consultation_requests where coach_id = any($1::uuid[])", [made]);
    await client.query("delete from coaches where id = any($1::uuid[])", [made]);
  });
});

const ANSWERS: [question: string, answer: string, kind: "radio" | "select"][] = [
  ["What brings you here?", "Communication & Boundaries", "radio"],
  ["Who is involved?", "Me and my partner", "radio"],
  ["Do you prefer a coach of a particular gender?", "A woman", "radio"],
  ["Which language would you like your sessions in?", "Korean", "select"],
  ["Which state do you live in?", "Idaho", "select"],
  ["What can you spend per session?", "Up to $150 a session", "radio"],
  ["How will you pay?", "Humana", "radio"],
  ["Would you rather meet by video or in person?", "Video", "radio"],
];

async function answer(page: Page, index: number) {
  const [question, choice, kind] = ANSWERS[index];
  await page.getByRole("heading", { name: question }).waitFor();
  await expect(page.getByText(/^Question \d of 8$/).textContent()).resolves.toBe(`Question ${index + 1} of 8`);
  await expect(page.getByRole("progressbar", { name: `Question ${index + 1} of 8` }).getAttribute("aria-valuenow")).resolves.toBe(
    String(Math.round(((index + 1) / 8) * 100)),
  );
  if (kind === "radio") await page.getByRole("radio", { name: choice, exact: true }).check();
  else await page.getByLabel(question).selectOption({ label: choice });
}

async function expectFitsPhone(page: Page) {
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
}

describe("Find my match", () => {
  it("asks eight questions, keeps the answers across a reload, shows three coaches with reasons, and sends one request to all three", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    const matchRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/match") matchRequests.push(request.method());
    });
    await gotoHydrated(page, "/match");
    await expect(page.getByRole("button", { name: "Next" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Back" }).isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    for (let index = 0; index < 4; index += 1) {
      await answer(page, index);
      await page.getByRole("button", { name: "Next" }).click();
    }
    // A reload keeps the answers and the question reached.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByRole("heading", { name: ANSWERS[4][0] }).waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel(ANSWERS[3][0]).inputValue()).resolves.toBe("Korean");
    await page.getByRole("button", { name: "Next" }).click();
    for (let index = 4; index < 8; index += 1) {
      await answer(page, index);
      if (index < 7) await page.getByRole("button", { name: "Next" }).click();
    }
    await expectFitsPhone(page);
    expect(matchRequests).toEqual([]);

    await page.getByRole("button", { name: "Show my matches" }).click();
    const results = page.getByTestId("match-results");
    await results.getByRole("heading", { name: "Your matches" }).waitFor();
    expect(matchRequests).toEqual(["POST"]);
    const cards = results.getByTestId("match-card");
    await expect(cards.count()).resolves.toBe(3);
    const names = await cards.locator("h3").allTextContents();
    expect(names).toEqual(["Mina Park", expect.any(String), expect.any(String)]);
    expect(new Set(names)).toEqual(new Set(["Mina Park", "Joon Lee", "Sora Kim"]));
    const firstReasons = await cards.first().getByTestId("match-reasons").locator("li").allTextContents();
    for (const reason of [
      "Works on Communication & Boundaries",
      "Works with couples",
      "Female coach",
      "Speaks Korean",
      "Accepts Humana",
      "Based in Idaho",
    ]) {
      expect(firstReasons.map((text) => text.replace("✓", "").trim())).toContain(reason);
    }
    for (let index = 0; index < 3; index += 1) {
      const reasons = (await cards.nth(index).getByTestId("match-reasons").textContent()) ?? "";
      expect(reasons).toContain("Speaks Korean");
      expect(reasons).toContain("Accepts Humana");
      expect(reasons).toMatch(/\$\d+ a session, within your budget/);
    }
    await expect(results.getByText(/matches all your answers/).count()).resolves.toBe(0);
    await expectFitsPhone(page);
    expect(await axeViolations(page)).toEqual([]);

    // One form, three requests.
    await results.getByRole("button", { name: "Request a consultation with all three" }).click();
    const sheet = page.getByRole("dialog", { name: "Request a consultation" });
    await sheet.waitFor();
    await sheet.getByLabel("First name").fill("Dana");
    await sheet.getByLabel("Last name").fill("Rivera");
    await sheet.getByLabel("Email").fill(`dana.match-${run}@example.com`);
    await sheet.getByLabel("Phone number").fill("208-555-0142");
    await sheet.getByLabel("City or ZIP code").fill("Boise 83702");
    await sheet.getByLabel("What brings you here today?").fill("We keep having the same argument and want to talk better.");
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole("button", { name: "Send to all three" }).click();
    const outcomes = results.getByRole("list", { name: "Your requests" });
    await outcomes.waitFor();
    await expect(outcomes.locator("li").allTextContents()).resolves.toEqual(names.map((name) => `Sent to ${name}`));
    const stored = await db
      .select({ coachId: consultationRequests.coachId, email: consultationRequests.email })
      .from(consultationRequests)
      .where(inArray(consultationRequests.coachId, [ids.best, ids.second, ids.third]));
    expect(stored.filter((row) => row.email === `dana.match-${run}@example.com`)).toHaveLength(3);
    assertNoPageProblems(problems);
  });

  it("says which answer to widen when fewer than three coaches meet them all", async () => {
    const { page, problems } = await openPage(browser(), "phone");
    // The answers as the page keeps them (session storage), on the last question.
    await page.addInitScript(() => {
      window.sessionStorage.setItem(
        "kindred:match-answers",
        JSON.stringify({
          step: 7,
          answers: {
            topic: "not-sure",
            involved: "me",
            gender: "any",
            language: "Korean",
            state: "Idaho",
            budget: "100",
            insurance: "self-pay",
            format: "either",
          },
        }),
      );
    });
    await gotoHydrated(page, "/match");
    await expect(page.getByText(/^Question \d of 8$/).textContent()).resolves.toBe("Question 8 of 8");
    await page.getByRole("button", { name: "Show my matches" }).click();
    const results = page.getByTestId("match-results");
    await results.getByRole("heading", { name: "Your match" }).waitFor();
    await expect(results.getByTestId("match-card").locator("h3").allTextContents()).resolves.toEqual(["Sora Kim"]);
    await expect(results.getByRole("status").first().textContent()).resolves.toBe(
      "Only 1 coach matches all your answers. Widening your budget would show 3 more.",
    );
    await results.getByRole("button", { name: "Request a consultation with Sora" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectFitsPhone(page);
    assertNoPageProblems(problems);
  });
});
