// Coach profiles and the consultation request (docs/product/directory.md#coach-profile,
// docs/product/consultations.md) at phone and desktop widths.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { assertNoPageProblems, baseUrl, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import { withE2eDatabase } from "../support/e2e-database";
import {
  closingAnimationDurations,
  consultationButton,
  expectEveryRequestMessage,
  expectFromTheRightWithSafetyTextAndDefaults,
  expectSentToastNaming,
  fillRequest,
  openConsultation,
  SAMS_REQUEST,
  sendJordansCouplesRequest,
} from "./consultation-panel";

const browser = browserForThisFile();
let coaches: PublicCoach[];
let inactiveCoachId: string;
beforeAll(async () => {
  coaches = (await (await fetch(`${baseUrl()}/api/coaches?limit=100`)).json()) as PublicCoach[];
  // The demo content has inactive coaches; the public API never lists them.
  inactiveCoachId = await withE2eDatabase(
    async (client) => (await client.query<{ id: string }>("select id from coaches where not is_active limit 1")).rows[0].id,
  );
});

const blank = (v: string) => v.trim() === "" || v.trim().toUpperCase() === "N/A";
const moreInfo = (page: Page) => page.getByRole("region", { name: "More info" });

describe.each<ViewportName>(["phone", "desktop"])("a profile at %s width", (viewport) => {
  it("shows every section of a profile", async () => {
    const coach = coaches.find((c) => c.totalReviews > 0 && c.sessionTypes.length > 0 && Number(c.hourlyRate) > 0)!;
    const { page, problems } = await openPage(browser(), viewport);
    const response = await gotoHydrated(page, `/coaches/${coach.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toContain(`${coach.firstName} ${coach.lastName}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(`${coach.firstName} ${coach.lastName}`);
    const main = (await page.textContent("main")) ?? "";
    expect(main).toContain(`${coach.rating.toFixed(1)}(${coach.totalReviews} reviews)`);
    expect(main).toContain(`${coach.experience}+ years experience`);
    expect(main).toContain(`$${Math.round(Number(coach.hourlyRate))} per session`);
    for (const section of ["Specializations", "About", "Session Types", "Client Reviews"]) {
      await page.getByRole("region", { name: section }).waitFor();
    }
    const badges = await page.getByRole("region", { name: "Specializations" }).getByRole("listitem").allTextContents();
    expect(badges).toEqual(coach.specializations);
    await expect(page.getByRole("region", { name: "Client Reviews" }).getByTestId("review").count()).resolves.toBe(coach.totalReviews);
    await page.getByRole("button", { name: "Book Session" }).waitFor();
    expect(main).toContain("Video or in-person sessions");
    expect(main).toContain("100% confidential");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "ProfessionalService", name: `${coach.firstName} ${coach.lastName}` });
    assertNoPageProblems(problems);
  });

  it("applies the More info rules and the rate rule", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    const noScheme = coaches.find((c) => !blank(c.website) && !/^https?:/i.test(c.website))!;
    await gotoHydrated(page, `/coaches/${noScheme.id}`);
    await expect(moreInfo(page).getByRole("link", { name: noScheme.website }).getAttribute("href")).resolves.toBe(
      `https://${noScheme.website}`,
    );
    await moreInfo(page).getByText("Licensed in").waitFor();
    expect(await moreInfo(page).textContent()).toContain(noScheme.certifications.join(", "));

    const noEmail = coaches.find((c) => blank(c.email))!;
    await gotoHydrated(page, `/coaches/${noEmail.id}`);
    expect(await moreInfo(page).textContent()).not.toContain("Email");
    expect(await moreInfo(page).textContent()).not.toContain("N/A");

    const multilingual = coaches.find((c) => c.languages.length > 1 && c.languages.includes("English"))!;
    await gotoHydrated(page, `/coaches/${multilingual.id}`);
    const others = multilingual.languages.filter((l) => l !== "English").join(", ");
    expect(await moreInfo(page).textContent()).toContain(`Other languages${others}`);

    const single = coaches.find((c) => c.languages.length === 1)!;
    await gotoHydrated(page, `/coaches/${single.id}`);
    expect((await moreInfo(page).textContent()) ?? "").not.toContain("Other languages");

    const free = coaches.find((c) => Number(c.hourlyRate) === 0)!;
    await gotoHydrated(page, `/coaches/${free.id}`);
    expect(await page.textContent("main")).toContain("Contact for pricing");
    assertNoPageProblems(problems);
  });

  it("says 'No reviews yet.' for a coach without reviews", async () => {
    const coach = coaches.find((c) => c.totalReviews === 0)!;
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, `/coaches/${coach.id}`);
    await page.getByRole("region", { name: "Client Reviews" }).getByText("No reviews yet.").waitFor();
    assertNoPageProblems(problems);
  });

  it("answers 'Coach Not Found' with HTTP 404 for an unknown or inactive coach", async () => {
    const watched = await openPage(browser(), viewport);
    watched.expectNotFound();
    for (const id of [inactiveCoachId, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await watched.page.goto(`/coaches/${id}`);
      expect(response?.status()).toBe(404);
      await expect(watched.page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Coach Not Found");
      await watched.page.getByText("The coach profile you're looking for doesn't exist.").waitFor();
    }
    assertNoPageProblems(watched.problems);
  });
});

/** The first coach with a rate whose free times in the next 60 days are (or are not) there. */
async function coachWithRate(hasTimes: boolean): Promise<PublicCoach> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const slots = async (id: string, from: number, to: number) =>
    (await (await fetch(`${baseUrl()}/api/coaches/${id}/slots?from=${day(from)}&to=${day(to)}&duration=50`)).json()) as unknown[];
  for (const coach of coaches.filter((c) => Number(c.hourlyRate) > 0)) {
    const any = (await slots(coach.id, -1, 29)).length > 0 || (await slots(coach.id, 30, 60)).length > 0;
    if (any === hasTimes) return coach;
  }
  throw new Error(`No demo coach ${hasTimes ? "has free times" : "takes requests only"}`);
}

describe.each<ViewportName>(["phone", "desktop"])("the profile's one primary action at %s width", (viewport) => {
  it("opens the booking dialog for a coach with free times, and the consultation request for a coach without", async () => {
    const { page, problems } = await openPage(browser(), viewport);
    const withTimes = await coachWithRate(true);
    await gotoHydrated(page, `/coaches/${withTimes.id}`);
    const times = page.getByRole("region", { name: "Next free times" });
    await times.getByRole("button").first().waitFor();
    // At most three days, each with at most three times.
    expect(await times.getByRole("heading", { level: 3 }).count()).toBeLessThanOrEqual(3);
    await page.getByRole("button", { name: "Book Session" }).click();
    const dialog = page.getByRole("dialog", { name: `Book a session with ${withTimes.firstName} ${withTimes.lastName}` });
    await dialog.getByRole("heading", { name: "Pick a time" }).waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Request a free consultation" }).click();
    await page.getByRole("dialog", { name: "Request a consultation" }).waitFor();

    const requestsOnly = await coachWithRate(false);
    await gotoHydrated(page, `/coaches/${requestsOnly.id}`);
    await page.getByText("No free times in the next 60 days.", { exact: false }).waitFor();
    expect(await page.getByRole("button", { name: "Request a free consultation" }).count()).toBe(0);
    await page.getByRole("button", { name: "Book Session" }).click();
    await page.getByRole("dialog", { name: "Request a consultation" }).waitFor();
    assertNoPageProblems(problems);
  });
});

describe("profile loading states", () => {
  it("shows the spinner, then 3 review skeletons while reviews load after a client-side navigation", async () => {
    const coach = coaches.find((c) => c.totalReviews > 0)!;
    const { page, problems } = await openPage(browser(), "desktop");
    await gotoHydrated(page, "/coaches");
    let releaseCoach: () => void = () => {};
    let releaseReviews: () => void = () => {};
    const coachHeld = new Promise<void>((r) => (releaseCoach = r));
    const reviewsHeld = new Promise<void>((r) => (releaseReviews = r));
    await page.route(`**/api/coaches/${coach.id}`, async (route) => {
      await coachHeld;
      await route.continue();
    });
    await page.route(`**/api/coaches/${coach.id}/reviews`, async (route) => {
      await reviewsHeld;
      await route.continue();
    });
    await page.locator(`[data-testid="coach-card"][href="/coaches/${coach.id}"]`).click();
    await page.getByText("Loading coach profile...").waitFor();
    releaseCoach();
    await page.getByRole("heading", { level: 1, name: `${coach.firstName} ${coach.lastName}` }).waitFor();
    await expect(page.getByTestId("review-skeleton").count()).resolves.toBe(3);
    releaseReviews();
    await page.getByTestId("review").first().waitFor();
    await expect(page.getByTestId("review-skeleton").count()).resolves.toBe(0);
    await expect(page.title()).resolves.toContain(`${coach.firstName} ${coach.lastName}`);
    assertNoPageProblems(problems);
  });
});

describe.each<ViewportName>(["phone", "desktop"])("the consultation request at %s width", (viewport) => {
  it("opens from the right with the safety text, defaults and every exact message", async () => {
    const coach = coaches[0];
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, `/coaches/${coach.id}`);
    const dialog = await openConsultation(page);
    await expectFromTheRightWithSafetyTextAndDefaults(page, dialog);

    await expectEveryRequestMessage(dialog);
    await expect(dialog.getByLabel("Email").getAttribute("aria-invalid")).resolves.toBe("true");
    assertNoPageProblems(problems);
  });

  it("closes with a 300 ms fade by Cancel, the close button and the backdrop, returning focus to the button that opened it, and keeps what was typed", async () => {
    const coach = coaches[1];
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, `/coaches/${coach.id}`);
    const book = await consultationButton(page);

    let dialog = await openConsultation(page);
    await dialog.getByLabel("First name").fill("Riley");
    const fades = closingAnimationDurations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    // It fades out over 300 ms, then is gone.
    await expect(fades).resolves.toContain(300);
    await dialog.waitFor({ state: "detached", timeout: 2000 });
    await expect(book.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    dialog = await openConsultation(page);
    await expect(dialog.getByLabel("First name").inputValue()).resolves.toBe("Riley");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    dialog = await openConsultation(page);
    await page.getByTestId("sheet-overlay").click({ position: { x: 5, y: 5 } });
    await dialog.waitFor({ state: "detached" });
    await expect(book.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    assertNoPageProblems(problems);
  });

  it("sends the request: the panel closes and the success toast names the coach", async () => {
    const coach = coaches.find((c) => c.firstName.length > 0)!;
    const { page, problems } = await openPage(browser(), viewport);
    await gotoHydrated(page, `/coaches/${coach.id}`);
    const dialog = await openConsultation(page);
    await sendJordansCouplesRequest(page, dialog, viewport);
    await dialog.waitFor({ state: "detached" });
    await expectSentToastNaming(page, coach.firstName);
    // The form starts afresh next time.
    const again = await openConsultation(page);
    await expect(again.getByLabel("First name").inputValue()).resolves.toBe("");
    assertNoPageProblems(problems);
  });

  it("keeps what was typed and shows the error toast when sending fails", async () => {
    const coach = coaches[2];
    const watched = await openPage(browser(), viewport);
    const { page } = watched;
    await gotoHydrated(page, `/coaches/${coach.id}`);
    await page.route("**/api/consultations/request", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    const dialog = await openConsultation(page);
    await fillRequest(dialog, SAMS_REQUEST);
    await dialog.getByRole("button", { name: "Send request" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Failed to send consultation request. Please try again." });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Error");
    await dialog.waitFor();
    await expect(dialog.getByLabel("What brings you here today?").inputValue()).resolves.toBe("Looking for help with boundaries.");
    // A reload keeps the draft too.
    await gotoHydrated(page, `/coaches/${coach.id}`);
    const reopened = await openConsultation(page);
    await expect(reopened.getByLabel("First name").inputValue()).resolves.toBe("Sam");
    // The browser logs the failed request itself; that is the only console error expected.
    expect(watched.problems.consoleErrors.every((e) => e.includes("500"))).toBe(true);
    expect(watched.problems.pageErrors).toEqual([]);
    expect(watched.problems.foreignRequests).toEqual([]);
  });
});
