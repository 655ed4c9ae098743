// The Admin Portal in a browser, signed in as an admin from ADMIN_EMAILS (docs/product/staff-portal.md): the
// home with its buttons, cards, numbers and coach rows at phone and desktop widths; the Add/Edit coach dialog
// with each validation message, a cropped photo upload and a generated avatar; reviews and 'Rating
// Required'; delete (with the bookings rule); bulk import with a good and a bad coach; the scraper
// on saved pages served by the tests' own directory double; consultation requests and the outbox.
// Everything created here is removed afterwards (the other browser tests count the demo content).
import { gte, inArray } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, coaches } from "../../server/db/schema";
import {
  assertNoPageProblems,
  baseUrl,
  browserForThisFile,
  gotoHydrated,
  openPage,
  type ViewportName,
  type WatchedPage,
} from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { connectE2eDatabase } from "../support/e2e-database";

const database = connectE2eDatabase();
const { db } = database;
/** Every coach this file creates has a last name starting with this. */
const MARK = "Zeta";

const browser = browserForThisFile();
/** Browser test files run one at a time: every coach created from here on is this file's. */
let startedAt: Date;
beforeAll(async () => {
  startedAt = new Date();
});
afterAll(async () => {
  const created = await db.select({ id: coaches.id }).from(coaches).where(gte(coaches.createdAt, startedAt));
  const ids = created.map((c) => c.id);
  if (ids.length > 0) {
    await db.delete(bookings).where(inArray(bookings.coachId, ids));
    await db.delete(coaches).where(inArray(coaches.id, ids));
  }
});

async function adminPage(viewport: ViewportName = "desktop"): Promise<WatchedPage> {
  const watched = await openPage(browser(), viewport);
  await signInContext(watched.context, { admin: true });
  await gotoHydrated(watched.page, "/admin");
  await watched.page.getByTestId("admin-coach-row").first().waitFor();
  return watched;
}

/** The toasts' region (hidden from assistive technology while a modal dialog is open, so included explicitly). */
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const focusedLabel = (page: Page, label: string) =>
  page.waitForFunction(
    (expected) => (document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim()) === expected,
    label,
  );
const api = async <T>(page: Page, path: string): Promise<T> => (await page.context().request.get(path)).json() as Promise<T>;

const BIO =
  "I help couples who keep having the same argument slow down, listen for what is underneath, and find their way back to each other.";

describe("the portal home", () => {
  it.each<ViewportName>(["phone", "desktop"])(
    "has the header buttons, cards, numbers and every field of a coach row (%s)",
    async (viewport) => {
      const { page, problems } = await adminPage(viewport);
      await expect(page.title()).resolves.toBe("Admin Portal | Kindred");
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Admin Portal");
      await expect(page.getByRole("link", { name: "Back to Find Coaches" }).getAttribute("href")).resolves.toBe("/coaches");
      // The portal's header buttons (docs/product/staff-portal.md#portal-home): found as a button too.
      await page.getByRole("button", { name: "Back to Find Coaches" }).waitFor();
      for (const name of ["Add Coach", "Psychology Today"]) await page.getByRole("button", { name, exact: true }).waitFor();
      await expect(page.getByRole("button", { name: "Import Coaches" }).count()).resolves.toBe(2);
      await expect(page.getByRole("link", { name: "View Applications" }).getAttribute("href")).resolves.toBe("/admin/applications");
      await expect(page.getByRole("link", { name: "Manage Blogs" }).getAttribute("href")).resolves.toBe("/admin/blogs");

      const stats = await api<{ totalCoaches: number; activeCoaches: number; averageRating: number }>(page, "/api/admin/stats");
      await expect(page.getByTestId("stat-total-coaches").textContent()).resolves.toBe(String(stats.totalCoaches));
      await expect(page.getByTestId("stat-active-coaches").textContent()).resolves.toBe(String(stats.activeCoaches));
      await expect(page.getByTestId("stat-average-rating").textContent()).resolves.toBe(stats.averageRating.toFixed(1));
      expect(stats.activeCoaches).toBeLessThan(stats.totalCoaches);

      const [first] = await api<
        {
          title: string;
          bio: string;
          hourlyRate: string;
          experience: number;
          email: string;
          isActive: boolean;
          specializations: string[];
        }[]
      >(page, "/api/admin/coaches?limit=1");
      const row = page.getByTestId("admin-coach-row").first();
      const text = (await row.textContent()) ?? "";
      for (const part of [
        first.title,
        `$${first.hourlyRate}/hour`,
        `${first.experience} years experience`,
        first.isActive ? "Active" : "Inactive",
        ...first.specializations,
      ])
        expect(text).toContain(part);
      if (first.email) expect(text).toContain(first.email);
      expect(text).toContain(first.bio.slice(0, 40));
      for (const action of ["Add review for", "Edit", "Delete"])
        await row.getByRole("button", { name: new RegExp(`^${action} `) }).waitFor();
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
    await page.getByRole("button", { name: "Add Coach", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Coach" });
    await dialog.waitFor();
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Create Coach" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Invalid email address",
      "Bio must be at least 50 characters",
      "At least one specialization is required",
      "At least one availability option is required",
      "At least one session type is required",
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }
    // The text box stops at 4000 characters; a longer bio (pasted past the limit) gets its message.
    await dialog.getByLabel("Bio").evaluate((element) => element.removeAttribute("maxlength"));
    await dialog.getByLabel("Bio").fill("x".repeat(4001));
    await dialog.getByRole("button", { name: "Create Coach" }).click();
    await dialog.getByText("Bio must be no more than 800 words (4000 characters)", { exact: true }).waitFor();
    await dialog.getByLabel("Years of experience").fill("-1");
    await dialog.getByRole("button", { name: "Create Coach" }).click();
    await dialog.getByText("Experience must be a whole number of years, 0 or more", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Focus returns to the button that opened the dialog.
    await focusedLabel(page, "Add Coach");
    assertNoPageProblems(problems);
  });

  it("creates a coach with a cropped photo, custom entries trimmed and not duplicated, seen at once in the directory", async () => {
    const { page, problems } = await adminPage("phone");
    await page.getByRole("button", { name: "Add Coach", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Coach" });
    await dialog.getByLabel("First name").fill("Ilse");
    await dialog.getByLabel("Last name").fill(`${MARK}one`);
    await dialog.getByLabel("Email").fill("ilse.zeta@example.com");
    await dialog.getByLabel("Phone").fill("(555) 010-7788");
    await dialog.getByLabel("Bio").fill(BIO);
    await dialog.getByLabel("Years of experience").fill("8");
    await dialog.getByLabel("Hourly rate ($)").fill("135.50");
    await dialog.getByText("Attachment & Intimacy").click();
    await dialog.getByLabel("Building Emotional Intimacy").check();
    const custom = dialog.getByLabel("Custom specialization", { exact: true });
    await custom.fill("  Grief after loss  ");
    await dialog.getByRole("button", { name: "Add custom specialization" }).click();
    await custom.fill("grief after loss");
    await custom.press("Enter");
    await custom.fill("Temporary");
    await custom.press("Enter");
    await dialog.getByRole("button", { name: "Remove Temporary" }).click();
    await expect(
      dialog.getByRole("list", { name: "Custom specialization added" }).getByRole("listitem").allTextContents(),
    ).resolves.toEqual(["Grief after loss"]);
    await dialog.getByLabel("Weekends").check();
    await dialog.getByLabel("Couples", { exact: true }).check();
    await dialog.getByLabel("LMFT").check();

    // The photo: chosen, cropped to the circle, uploaded.
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3b82f6" } })
      .jpeg()
      .toBuffer();
    await dialog.getByTestId("photo-file-input").setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
    const crop = page.getByRole("dialog", { name: "Crop photo" });
    await crop.waitFor();
    await crop.getByLabel("Zoom").fill("1.5");
    await crop.getByRole("img", { name: /Photo preview/ }).press("ArrowLeft");
    await crop.getByRole("button", { name: "Use photo" }).click();
    await toasts(page).getByText("Image Uploaded").waitFor();
    await crop.waitFor({ state: "hidden" });

    await dialog.getByRole("button", { name: "Create Coach" }).click();
    await toasts(page).getByText("Coach Created").waitFor();
    await dialog.waitFor({ state: "hidden" });
    const row = page.getByTestId("admin-coach-row").filter({ hasText: `Ilse ${MARK}one` });
    await row.waitFor();

    const [created] = await api<
      { id: string; title: string; specializations: string[]; certifications: string[]; hourlyRate: string; profileImageUrl: string }[]
    >(page, `/api/admin/coaches?search=${MARK}one`);
    expect(created).toMatchObject({
      title: `Ilse ${MARK}one`,
      specializations: ["Building Emotional Intimacy", "Grief after loss"],
      certifications: ["LMFT"],
      hourlyRate: "135.50",
    });
    expect(created.profileImageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const image = await page.context().request.get(created.profileImageUrl);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    const size = await sharp(await image.body()).metadata();
    expect([size.width, size.height]).toEqual([300, 300]);

    await gotoHydrated(page, `/coaches?search=${MARK}one`);
    await page.getByText("Showing 1 relationship coach").or(page.getByText("Showing 1 relationship coaches")).first().waitFor();
    assertNoPageProblems(problems);
  });

  it("edits a coach with optional names, a generated avatar, and deactivation hiding it from the directory", async () => {
    const { page, problems } = await adminPage();
    await page.getByRole("button", { name: "Add Coach", exact: true }).click();
    let dialog = page.getByRole("dialog", { name: "Add New Coach" });
    await dialog.getByLabel("First name").fill("Otto");
    await dialog.getByLabel("Last name").fill(`${MARK}two`);
    await dialog.getByLabel("Email").fill("otto@example.com");
    await dialog.getByLabel("Phone").fill("555 010 1212");
    await dialog.getByLabel("Bio").fill(BIO);
    await dialog.getByText("Communication & Boundaries").click();
    await dialog.getByLabel("Boundary Setting").check();
    await dialog.getByLabel("Weekdays").check();
    await dialog.getByLabel("Individual").check();
    await dialog.getByRole("button", { name: "Create Coach" }).click();
    await toasts(page).getByText("Coach Created").waitFor();

    await page.getByRole("button", { name: `Edit Otto ${MARK}two` }).click();
    dialog = page.getByRole("dialog", { name: "Edit Coach" });
    await dialog.waitFor();
    await expect(dialog.getByLabel("First name").inputValue()).resolves.toBe("Otto");
    await dialog.getByLabel("First name").fill("");
    await dialog.getByLabel("Email").fill("");
    await dialog.getByLabel("Phone").fill("");
    await dialog.getByLabel("Title").fill(`Otto ${MARK}two, LPC`);
    await dialog.getByRole("radio", { name: "Lorelei avatar" }).click();
    await dialog.getByLabel(/^Active/).uncheck();
    await dialog.getByRole("button", { name: "Update Coach" }).click();
    await toasts(page).getByText("Coach Updated").waitFor();

    const [edited] = await api<
      { id: string; firstName: string; email: string; title: string; isActive: boolean; profileImageUrl: string }[]
    >(page, `/api/admin/coaches?search=${MARK}two`);
    expect(edited).toMatchObject({ firstName: "Otto", email: "", title: `Otto ${MARK}two, LPC`, isActive: false });
    expect(edited.profileImageUrl).toMatch(/^\/avatars\/lorelei\/.+\.svg$/);
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
    const [coach] = await db
      .insert(coaches)
      .values({
        firstName: "Rae",
        lastName: `${MARK}three`,
        title: `Rae ${MARK}three`,
        bio: BIO,
        specializations: ["Communication Skills"],
        availability: ["weekdays"],
        sessionTypes: ["Individual"],
      })
      .returning();
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
    const [free, booked] = await db
      .insert(coaches)
      .values(
        ["four", "five"].map((n) => ({
          firstName: "Del",
          lastName: `${MARK}${n}`,
          title: `Del ${MARK}${n}`,
          bio: BIO,
          specializations: ["Communication Skills"],
          availability: ["weekdays"],
          sessionTypes: ["Individual"],
        })),
      )
      .returning();
    await db.insert(bookings).values({
      coachId: booked.id,
      firstName: "B",
      lastName: "K",
      email: "bk@example.com",
      sessionType: "Individual",
      scheduledDate: new Date(Date.now() + 86_400_000),
      duration: 50,
    });
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

    const good = {
      firstName: "Gia",
      lastName: `${MARK}six`,
      bio: `${BIO} Sessions are warm, direct and practical.`,
      specializations: ["Couples Therapy"],
      experience: 6,
      hourlyRate: "120.00",
      email: "N/A",
      website: "",
    };
    const bad = { ...good, firstName: "Bea", lastName: `${MARK}seven`, bio: "Too short." };
    await dialog
      .getByLabel("JSON file")
      .setInputFiles({ name: "coaches.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify([good, bad])) });
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

    const profiles = [
      "https://www.psychologytoday.com/us/therapists/jane-rivera-austin-tx/412345",
      "https://www.psychologytoday.com/us/therapists/marcus-bell-brooklyn-ny/298877",
      "https://www.psychologytoday.com/us/therapists/priya-shah-chicago-il/330011",
      "https://www.psychologytoday.com/us/therapists/dana-lee-seattle-wa/771100",
      "http://127.0.0.1/psychologytoday.com/us/therapists/a/1",
    ];
    for (const [index, url] of profiles.entries()) {
      if (index > 0) await dialog.getByRole("button", { name: "Add URL" }).click();
      await dialog.getByLabel(`Profile URL ${index + 1}`).fill(url);
    }
    await dialog.getByRole("button", { name: "Add URL" }).click();
    await dialog.getByRole("button", { name: "Remove URL 6" }).click();
    await expect(dialog.getByRole("textbox", { name: /^Profile URL/ }).count()).resolves.toBe(5);
    await dialog.getByRole("button", { name: "Scrape Profiles" }).click();

    const results = dialog.getByRole("region", { name: "Scrape results" });
    await results.waitFor();
    const tiles = Object.fromEntries(
      await results
        .locator("dl > div")
        .evaluateAll((divs) => divs.map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent])),
    );
    expect(tiles).toEqual({ Profiles: "4", "Avg Rate": "$159", "Avg Experience": "8 yrs", Specializations: "10" });
    await results.getByText("Only https://www.psychologytoday.com/ profile pages can be imported.").waitFor();
    const preview = results.getByTestId("scraped-coach");
    await expect(preview.count()).resolves.toBe(3);
    await results.getByText("... and 1 more coaches").waitFor();
    await expect(preview.first().getByRole("list", { name: "Specializations" }).getByRole("listitem").count()).resolves.toBe(4);
    await expect(preview.first().textContent()).resolves.toContain("Jane Rivera");
    await expect(preview.first().locator("img").getAttribute("src")).resolves.toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);

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
    const [coach] = await db
      .insert(coaches)
      .values({
        firstName: "Cora",
        lastName: `${MARK}eight`,
        title: `Cora ${MARK}eight`,
        bio: BIO,
        specializations: ["Couples Therapy"],
        availability: ["weekdays"],
        sessionTypes: ["Individual"],
        email: "cora@example.com",
      })
      .returning();
    const sent = await fetch(`${baseUrl()}/api/consultations/request`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.40" },
      body: JSON.stringify({
        firstName: "Lena",
        lastName: "Visitor",
        email: "lena.visitor@example.com",
        phoneNumber: "5550109988",
        sessionType: "Free 15 mins consultation",
        location: "Denver 80202",
        sessionFormat: "virtual",
        reasonForVisit: "We keep drifting apart and want to reconnect.",
        coachId: coach.id,
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

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
