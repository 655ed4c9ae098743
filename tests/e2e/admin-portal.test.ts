// The Admin Portal in a browser, signed in as an admin from ADMIN_EMAILS (docs/product/staff-portal.md): the
// home with its buttons, cards, numbers and coach rows at phone and desktop widths; the Add/Edit coach dialog
// with each validation message, a cropped photo upload and a generated avatar; reviews and 'Rating
// Required'; delete (with the bookings rule); bulk import with a good and a bad coach; the scraper
// on saved pages served by the tests' own directory double; consultation requests and the outbox.
// Everything created here is removed afterwards (the other browser tests count the demo content).
import { describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName, type WatchedPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { connectE2eDatabase } from "../support/e2e-database";
import {
  createCoachToEdit,
  cropAndUploadPhoto,
  expectUncoveredByToast,
  editWithOptionalNamesAndAvatar,
  expectCreatedWithCroppedPhoto,
  expectEachCoachFormMessage,
  fillCoachWithCustomSpecialization,
  openAddCoach,
} from "./admin-coach-dialog";
import {
  IMPORTED_COACHES,
  insertBookingWith,
  insertMarkedCoaches,
  MARK,
  removeCoachesCreatedByThisFile,
  requestConsultationWith,
} from "./admin-portal-fixtures";
import { api, expectFirstCoachRow, focusedLabel, toasts } from "./admin-portal-page";
import { closeScrapedToast, enterScrapedProfileUrls, scrapeSummaryTiles } from "./admin-scraper-dialog";

const database = connectE2eDatabase();
const { db } = database;

const browser = browserForThisFile();
removeCoachesCreatedByThisFile(db);

async function adminPage(viewport: ViewportName = "desktop"): Promise<WatchedPage> {
  const watched = await openPage(browser(), viewport);
  await signInContext(watched.context, { admin: true });
  await gotoHydrated(watched.page, "/admin");
  await watched.page.getByTestId("admin-coach-row").first().waitFor();
  return watched;
}

describe("the portal home", () => {
  it.each<ViewportName>(["phone", "desktop"])(
    "has the header buttons, cards, numbers and every field of a coach row (%s)",
    async (viewport) => {
      const { page, problems } = await adminPage(viewport);
      await expect(page.title()).resolves.toBe("Admin Portal | Kindred");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Admin Portal");
      await expect(page.getByRole("link", { name: "Back to Find Coaches" }).getAttribute("href")).resolves.toBe("/coaches");
      // The portal's header buttons (docs/product/staff-portal.md#portal-home); Back to Find Coaches is a link with a button's face.
      for (const name of ["Add Coach", "Psychology Today"]) await page.getByRole("button", { name, exact: true }).waitFor();
      await expect(page.getByRole("button", { name: "Import Coaches" }).count()).resolves.toBe(2);
      await expect(page.getByRole("link", { name: "View Applications" }).getAttribute("href")).resolves.toBe("/admin/applications");
      await expect(page.getByRole("link", { name: "Manage Blogs" }).getAttribute("href")).resolves.toBe("/admin/blogs");

      const stats = await api<{ totalCoaches: number; activeCoaches: number; averageRating: number }>(page, "/api/admin/stats");
      await expect(page.getByTestId("stat-total-coaches").textContent()).resolves.toBe(String(stats.totalCoaches));
      await expect(page.getByTestId("stat-active-coaches").textContent()).resolves.toBe(String(stats.activeCoaches));
      await expect(page.getByTestId("stat-average-rating").textContent()).resolves.toBe(stats.averageRating.toFixed(1));
      expect(stats.activeCoaches).toBeLessThan(stats.totalCoaches);

      await expectFirstCoachRow(page);
      // Nothing overflows a phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole("heading", { name: "Consultation Requests" }).waitFor();
      await page.getByRole("heading", { name: "Outbox" }).waitFor();
      assertNoPageProblems(problems);
    },
  );

  it("shows 'Access Denied' to a signed-in person who is not an admin, refused by the server (403)", async () => {
    const { page, context, problems, expectErrorStatus } = await openPage(browser(), "desktop");
    await signInContext(context);
    expectErrorStatus(403);
    expect((await gotoHydrated(page, "/admin"))?.status()).toBe(403);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    expect(await page.textContent("main")).toContain("You don't have permission to access the admin portal.");
    assertNoPageProblems(problems);
  });
});

describe("Add and Edit coach", () => {
  it("shows each validation message of the coach form", async () => {
    const { page, problems } = await adminPage();
    const dialog = await openAddCoach(page);
    await dialog.waitFor();
    await expectEachCoachFormMessage(dialog);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Focus returns to the button that opened the dialog.
    await focusedLabel(page, "Add Coach");
    assertNoPageProblems(problems);
  });

  it("creates a coach with a cropped photo, custom entries trimmed and not duplicated, seen at once in the directory", async () => {
    const { page, problems } = await adminPage("phone");
    const dialog = await openAddCoach(page);
    await fillCoachWithCustomSpecialization(dialog);
    await cropAndUploadPhoto(page, dialog);

    const create = dialog.getByRole("button", { name: "Create Coach" });
    await expectUncoveredByToast(page, create);
    await create.click();
    await toasts(page).getByText("Coach Created").waitFor();
    await dialog.waitFor({ state: "hidden" });
    const row = page.getByTestId("admin-coach-row").filter({ hasText: `Ilse ${MARK}one` });
    await row.waitFor();

    await expectCreatedWithCroppedPhoto(page);

    await gotoHydrated(page, `/coaches?search=${MARK}one`);
    await page.getByText("Showing 1 relationship coach").or(page.getByText("Showing 1 relationship coaches")).first().waitFor();
    assertNoPageProblems(problems);
  });

  it("edits a coach with optional names, a generated avatar, and deactivation hiding it from the directory", async () => {
    const { page, problems } = await adminPage();
    await createCoachToEdit(page);
    await editWithOptionalNamesAndAvatar(page);
    // The list reloads after the toast: wait for the row as it now is.
    await page
      .getByTestId("admin-coach-row")
      .filter({ hasText: `Otto ${MARK}two, LPC` })
      .getByText("Inactive", { exact: true })
      .waitFor();
    const publicAnswer = await page.context().request.get(`/api/coaches?search=${MARK}two`);
    expect(publicAnswer.headers()["x-total-count"]).toBe("0");
    assertNoPageProblems(problems);
  });
});

describe("reviews and deleting", () => {
  it("asks for stars ('Rating Required'), then saves the review and updates the rating", async () => {
    const [coach] = await insertMarkedCoaches(db, "Rae", ["three"]);
    const { page, problems } = await adminPage();
    await page.getByRole("button", { name: `Add review for Rae ${MARK}three` }).click();
    const dialog = page.getByRole("dialog", { name: "Add Review" });
    await dialog.getByLabel("Client name").fill("Jordan P.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await toasts(page).getByText("Rating Required").waitFor();
    await toasts(page).getByText("Please select a rating from 1 to 5 stars").waitFor();
    await dialog.getByRole("radio", { name: "4 stars" }).click();
    await expect(dialog.getByLabel("Comment").getAttribute("maxlength")).resolves.toBe("150");
    await dialog.getByLabel("Comment").fill("Kind, sharp and practical.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await toasts(page).getByText("Review Added").waitFor();
    const publicCoach = await api<{ rating: number; totalReviews: number }>(page, `/api/coaches/${coach.id}`);
    expect(publicCoach).toMatchObject({ rating: 4, totalReviews: 1 });
    assertNoPageProblems(problems);
  });

  it("deletes after the exact confirmation, and refuses a coach with bookings with the deactivate advice", async () => {
    const [free, booked] = await insertMarkedCoaches(db, "Del", ["four", "five"]);
    await insertBookingWith(db, booked.id);
    const { page, problems, expectErrorStatus } = await adminPage();
    await page.getByRole("button", { name: `Delete Del ${MARK}four` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Coach" });
    await confirm.getByText("Are you sure you want to delete this coach? This action cannot be undone.").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toasts(page).getByText("Coach Deleted").waitFor();
    await page.getByRole("button", { name: `Delete Del ${MARK}four` }).waitFor({ state: "detached" });
    expect((await page.context().request.get(`/api/admin/coaches/${free.id}`)).status()).toBe(404);

    const deleteBooked = page.getByRole("button", { name: `Delete Del ${MARK}five` });
    await deleteBooked.click();
    // The refused delete logs the browser's 'Failed to load resource … 409' line: expected here.
    expectErrorStatus(409);
    await page.getByRole("alertdialog", { name: "Delete Coach" }).getByRole("button", { name: "Delete" }).click();
    await toasts(page)
      .getByText(/This coach has bookings and cannot be deleted\. Deactivate the coach instead/)
      .waitFor();
    await focusedLabel(page, `Delete Del ${MARK}five`);
    assertNoPageProblems(problems);
  });
});

describe("bulk import", () => {
  it("refuses a file that is not .json, loads the example, and imports a good coach while reporting a bad one", async () => {
    const { page, problems } = await adminPage();
    await page.getByRole("button", { name: "Import Coaches" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Import Coaches" });
    await dialog.getByLabel("JSON file").setInputFiles({ name: "coaches.txt", mimeType: "text/plain", buffer: Buffer.from("[]") });
    await toasts(page).getByText("Invalid File Type").waitFor();
    await toasts(page).getByText("Please select a JSON file.").waitFor();

    await dialog.getByRole("button", { name: "Load Example" }).click();
    await expect.poll(async () => JSON.parse((await dialog.getByLabel("Coaches JSON").inputValue()) || "[{}]")[0].firstName).toBe("Elena");
    await dialog.getByRole("button", { name: "Reset" }).click();
    await expect(dialog.getByLabel("Coaches JSON").inputValue()).resolves.toBe("");

    await dialog.getByLabel("Coaches JSON").fill("{ not json");
    await dialog.getByRole("button", { name: "Import Coaches" }).click();
    await toasts(page).getByText("Invalid JSON").waitFor();

    await dialog
      .getByLabel("JSON file")
      .setInputFiles({ name: "coaches.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(IMPORTED_COACHES)) });
    await expect.poll(() => dialog.getByLabel("Coaches JSON").inputValue()).toContain("Gia");
    await dialog.getByRole("button", { name: "Import Coaches" }).click();
    await dialog.getByRole("alert").getByText("Coach 2: Bio must be at least 100 characters").waitFor();
    await dialog.getByRole("progressbar", { name: "Import progress" }).waitFor();
    await toasts(page).getByText("Import Complete").waitFor();
    await toasts(page).getByText("Successfully imported 1 coaches. 1 failed.").waitFor();
    const results = dialog.getByRole("list", { name: "Import results" });
    await expect(results.getByRole("listitem").allTextContents()).resolves.toEqual([
      `Gia ${MARK}six: Imported`,
      `Bea ${MARK}seven: Bio must be at least 100 characters`,
    ]);
    await expect(dialog.getByRole("progressbar").getAttribute("aria-valuenow")).resolves.toBe("100");
    await page.keyboard.press("Escape");
    await page
      .getByTestId("admin-coach-row")
      .filter({ hasText: `Gia ${MARK}six` })
      .waitFor();
    assertNoPageProblems(problems);
  });
});

describe("the Psychology Today scraper", () => {
  it("needs a directory URL, scrapes saved pages, previews them, and imports them with their photos", async () => {
    const { page, problems } = await adminPage();
    await page.getByRole("button", { name: "Psychology Today" }).click();
    const dialog = page.getByRole("dialog", { name: "Import from Psychology Today" });
    await dialog.getByLabel("Profile URL 1").fill("https://example.com/therapist/1");
    await dialog.getByRole("button", { name: "Scrape Profiles" }).click();
    await toasts(page).getByText("No Valid URLs").waitFor();
    await toasts(page).getByText("Please enter at least one Psychology Today profile URL.").waitFor();

    await enterScrapedProfileUrls(dialog);
    await dialog.getByRole("button", { name: "Scrape Profiles" }).click();

    const results = dialog.getByRole("region", { name: "Scrape results" });
    await results.waitFor();
    const tiles = await scrapeSummaryTiles(results);
    expect(tiles).toEqual({ Profiles: "4", "Avg Rate": "$159", "Avg Experience": "8 yrs", Specializations: "10" });
    await results.getByText("Only https://www.psychologytoday.com/ profile pages can be imported.").waitFor();
    const preview = results.getByTestId("scraped-coach");
    await expect(preview.count()).resolves.toBe(3);
    await results.getByText("... and 1 more coaches").waitFor();
    await expect(preview.first().getByRole("list", { name: "Specializations" }).getByRole("listitem").count()).resolves.toBe(4);
    await expect(preview.first().textContent()).resolves.toContain("Jane Rivera");
    await expect(preview.first().locator("img").getAttribute("src")).resolves.toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);

    await closeScrapedToast(page, results);
    await dialog.getByRole("button", { name: "Import 4 Coaches" }).click();
    await toasts(page).getByText("Successfully imported 4 coaches. 0 failed.").waitFor();
    const [jane] = await api<
      { title: string; location: string; hourlyRate: string; insuranceAccepted: string[]; profileImageUrl: string }[]
    >(page, "/api/admin/coaches?search=Jane Rivera");
    expect(jane).toMatchObject({ title: "Marriage & Family Therapist, MA, LMFT", location: "Austin, TX", hourlyRate: "165.00" });
    expect(jane.insuranceAccepted).toContain("Aetna");
    expect((await page.context().request.get(jane.profileImageUrl)).status()).toBe(200);
    assertNoPageProblems(problems);
  });
});

describe("consultation requests and the outbox", () => {
  it("lists a new request with its details, moves it along, links to a booking, and shows its e-mail in the outbox", async () => {
    const [coach] = await insertMarkedCoaches(db, "Cora", ["eight"], "Couples Therapy", { email: "cora@example.com" });
    const id = await requestConsultationWith(coach.id);

    const { page, problems } = await adminPage("phone");
    const request = page.getByTestId("consultation-request").filter({ hasText: "Lena Visitor" });
    await request.waitFor();
    const text = (await request.textContent()) ?? "";
    for (const part of [
      `Cora ${MARK}eight`,
      "lena.visitor@example.com",
      "5550109988",
      "Free 15 mins consultation",
      "Denver 80202",
      "We keep drifting apart and want to reconnect.",
      "Pending",
    ])
      expect(text).toContain(part);
    await expect(request.getByRole("link", { name: "Create booking for Lena Visitor" }).getAttribute("href")).resolves.toBe(
      `/admin/bookings?fromConsultation=${id}`,
    );
    await request.getByRole("button", { name: "Mark contacted: Lena Visitor" }).click();
    await toasts(page).getByText("Status Updated").waitFor();
    await page.getByTestId("consultation-request").filter({ hasText: "Lena Visitor" }).getByText("Contacted", { exact: true }).waitFor();
    await page
      .getByTestId("consultation-request")
      .filter({ hasText: "Lena Visitor" })
      .getByRole("button", { name: "Mark scheduled: Lena Visitor" })
      .waitFor();

    const email = page.getByTestId("outbox-message").filter({ hasText: "To lena.visitor@example.com" });
    await expect(email.textContent()).resolves.toContain("We received your consultation request");
    // Without SMTP_URL the message is delivered to the local mailbox: listed as sent.
    await email.getByText(/^(Waiting|Sent)$/).waitFor();
    assertNoPageProblems(problems);
  });
});
