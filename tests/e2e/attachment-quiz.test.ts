// The attachment style quiz in a browser: the progress line and bar, the Previous/Next/'See
// Results' rules, each of the three results, Retake, and a keyboard-only walk.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { QUIZ_QUESTIONS, STYLE_PROFILES, type AttachmentStyle } from "../../common/attachment-quiz";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";

const browser = browserForThisFile();

/** The option of a question that leans most to `style`. */
function optionFor(questionIndex: number, style: AttachmentStyle): string {
  const { options } = QUIZ_QUESTIONS[questionIndex];
  return [...options].sort((a, b) => b.scores[style] - a.scores[style])[0].text;
}

async function progressOf(page: Page) {
  const bar = page.getByRole("progressbar");
  return {
    line: await page.getByText(/^Question \d of 6$/).textContent(),
    percent: await page.getByText(/^\d+% complete$/).textContent(),
    value: await bar.getAttribute("aria-valuenow"),
  };
}

/** The focused answer and the question its group is named by (null: focus is not on an answer). */
function focusedAnswer(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLInputElement) || focused.type !== "radio") return null;
    return { question: focused.closest("fieldset")?.querySelector("legend")?.textContent, answer: focused.labels?.[0]?.textContent };
  });
}

async function answerAll(page: Page, style: AttachmentStyle) {
  for (let i = 0; i < QUIZ_QUESTIONS.length; i += 1) {
    await page.getByRole("radio", { name: optionFor(i, style) }).check();
    await page.getByRole("button", { name: i === QUIZ_QUESTIONS.length - 1 ? "See Results" : "Next" }).click();
  }
}

/** Questions 2 to 5, each with its first option, checking the progress line on the way. */
async function answerQuestionsTwoToFive(page: Page) {
  for (const [index, percent] of [
    [1, 33],
    [2, 50],
    [3, 67],
    [4, 83],
  ] as const) {
    await expect(progressOf(page)).resolves.toMatchObject({ line: `Question ${index + 1} of 6`, percent: `${percent}% complete` });
    await page.getByRole("radio", { name: QUIZ_QUESTIONS[index].options[0].text }).check();
    await page.getByRole("button", { name: "Next" }).click();
  }
}

/** Previous goes back to question 1 with the earlier answer (its third option) kept, and focus on it. */
async function expectPreviousKeepsFirstAnswer(page: Page, previous: Locator) {
  await previous.click();
  await expect(progressOf(page)).resolves.toMatchObject({ line: "Question 1 of 6" });
  await expect(page.getByRole("radio", { name: QUIZ_QUESTIONS[0].options[2].text }).isChecked()).resolves.toBe(true);
  await expect.poll(() => focusedAnswer(page)).toEqual({ question: QUIZ_QUESTIONS[0].question, answer: QUIZ_QUESTIONS[0].options[2].text });
}

/** Chooses the second option of every question with the keyboard alone, from the link before the first question. */
async function answerSecondOptionsByKeyboard(page: Page) {
  for (let i = 0; i < QUIZ_QUESTIONS.length; i += 1) {
    // Tab reaches the first radio of the group (after a step focus is there already); arrow keys
    // move the choice; Enter goes on.
    if (i === 0) await page.keyboard.press("Tab");
    await expect
      .poll(() => focusedAnswer(page))
      .toEqual({ question: QUIZ_QUESTIONS[i].question, answer: QUIZ_QUESTIONS[i].options[0].text });
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
  }
}

/** The result of a style: its title, emoji, match, description, traits and tips, links, and the focus on the title. */
async function expectResultOf(page: Page, style: AttachmentStyle) {
  const results = page.getByTestId("quiz-results");
  await results.waitFor();
  const profile = STYLE_PROFILES[style];
  await expect(results.getAttribute("data-style")).resolves.toBe(style);
  await expect(results.getByRole("heading", { level: 2 }).textContent()).resolves.toBe(profile.title);
  const text = (await results.textContent()) ?? "";
  expect(text).toContain(profile.emoji);
  expect(text).toMatch(/\d{1,3}% Match/);
  expect(Number(/(\d+)% Match/.exec(text)?.[1])).toBeGreaterThan(80);
  expect(text).toContain(profile.description);
  await results.getByRole("heading", { name: "Key Traits" }).waitFor();
  await results.getByRole("heading", { name: "Growth Tips" }).waitFor();
  for (const line of [...profile.traits, ...profile.tips]) expect(text).toContain(line);
  // The coaches who work with attachment (docs/product/quiz.md): the directory filtered to the topic group.
  await expect(results.getByRole("link", { name: "Find Your Coach" }).getAttribute("href")).resolves.toBe(
    "/coaches?category=Attachment%20%26%20Intimacy",
  );
  await expect(results.getByRole("link", { name: "Find my match" }).getAttribute("href")).resolves.toBe("/match");
  // Kept in this browser for 'Find my match'.
  await expect(page.evaluate(() => window.localStorage.getItem("kindred:attachment-style"))).resolves.toBe(style);
  await expect(page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).resolves.toBe("/");
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(profile.title);
}

/** Each style's total when the second option of every question is chosen. */
function scoresOfSecondOptions() {
  const totals = { secure: 0, anxious: 0, avoidant: 0 };
  for (const q of QUIZ_QUESTIONS) for (const s of ["secure", "anxious", "avoidant"] as const) totals[s] += q.options[1].scores[s];
  return totals;
}

const cases: { style: AttachmentStyle; viewport: ViewportName }[] = [
  { style: "secure", viewport: "phone" },
  { style: "anxious", viewport: "desktop" },
  { style: "avoidant", viewport: "phone" },
];

describe("the quiz", () => {
  it("shows one question at a time with the progress line, and enforces Previous/Next", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/attachment-quiz");
    await expect(page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).resolves.toBe("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Discover Your Attachment Style");

    await expect(progressOf(page)).resolves.toEqual({ line: "Question 1 of 6", percent: "17% complete", value: "17" });
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).textContent()).resolves.toBe(QUIZ_QUESTIONS[0].question);
    await expect(page.getByRole("radio").count()).resolves.toBe(3);
    const previous = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next" });
    await expect(previous.isDisabled()).resolves.toBe(true);
    await expect(next.isDisabled()).resolves.toBe(true);

    await page.getByRole("radio", { name: QUIZ_QUESTIONS[0].options[1].text }).check();
    await expect(next.isEnabled()).resolves.toBe(true);
    // The answer may be changed before moving on.
    await page.getByText(QUIZ_QUESTIONS[0].options[2].text).click();
    await expect(page.getByRole("radio", { name: QUIZ_QUESTIONS[0].options[2].text }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole("radio", { name: QUIZ_QUESTIONS[0].options[1].text }).isChecked()).resolves.toBe(false);
    await next.click();

    await expect(progressOf(page)).resolves.toEqual({ line: "Question 2 of 6", percent: "33% complete", value: "33" });
    await expect(next.isDisabled()).resolves.toBe(true);
    await expect(previous.isEnabled()).resolves.toBe(true);
    // Focus follows to the new question: its first answer, in the group the question names.
    await expect
      .poll(() => focusedAnswer(page))
      .toEqual({ question: QUIZ_QUESTIONS[1].question, answer: QUIZ_QUESTIONS[1].options[0].text });

    await expectPreviousKeepsFirstAnswer(page, previous);
    await next.click();

    await answerQuestionsTwoToFive(page);
    await expect(progressOf(page)).resolves.toEqual({ line: "Question 6 of 6", percent: "100% complete", value: "100" });
    await expect(page.getByRole("button", { name: "Next" }).count()).resolves.toBe(0);
    const seeResults = page.getByRole("button", { name: "See Results" });
    await expect(seeResults.isDisabled()).resolves.toBe(true);
    await page.getByRole("radio", { name: QUIZ_QUESTIONS[5].options[0].text }).check();
    await seeResults.click();
    await page.getByTestId("quiz-results").waitFor();
    assertNoPageProblems(problems);
  });

  it.each(cases)("leads to the $style result and retakes ($viewport)", async ({ style, viewport }) => {
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, "/attachment-quiz");
    await answerAll(page, style);

    await expectResultOf(page, style);

    await page.getByRole("button", { name: "Retake Quiz" }).click();
    await expect(progressOf(page)).resolves.toEqual({ line: "Question 1 of 6", percent: "17% complete", value: "17" });
    for (const radio of await page.getByRole("radio").all()) await expect(radio.isChecked()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "Next" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Previous" }).isDisabled()).resolves.toBe(true);
    assertNoPageProblems(problems);
  });

  it("can be taken with the keyboard alone", async () => {
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/attachment-quiz");
    await page.getByRole("link", { name: "Back to Home" }).focus();
    await answerSecondOptionsByKeyboard(page);
    const results = page.getByTestId("quiz-results");
    await results.waitFor();
    // The second option of every question was chosen.
    const expected = scoresOfSecondOptions();
    const sum = expected.secure + expected.anxious + expected.avoidant;
    const winner = (await results.getAttribute("data-style")) as AttachmentStyle;
    expect(await results.textContent()).toContain(`${Math.round((expected[winner] / sum) * 100)}% Match`);
    assertNoPageProblems(problems);
  });
});
