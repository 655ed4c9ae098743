// The Admin Portal's Add/Edit coach dialog in browser tests: its validation messages, filling a new
// coach (custom specializations included), a photo cropped to the circle, and an edit that clears
// the optional fields, picks a generated avatar and deactivates the coach.
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { expect } from "vitest";
import { BIO, MARK } from "./admin-portal-fixtures";
import { api, toasts } from "./admin-portal-page";

/** Opens 'Add New Coach' from the portal's header. */
export async function openAddCoach(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Add Coach", exact: true }).click();
  return page.getByRole("dialog", { name: "Add New Coach" });
}

/** Submits the form empty (but for a bad address), then a bio and an experience out of range, each with its message. */
export async function expectEachCoachFormMessage(dialog: Locator) {
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
}

/** Ilse Zetaone: every field, and a custom specialization added trimmed, once, with a removed one. */
export async function fillCoachWithCustomSpecialization(dialog: Locator) {
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
  await expect(dialog.getByRole("list", { name: "Custom specialization added" }).getByRole("listitem").allTextContents()).resolves.toEqual([
    "Grief after loss",
  ]);
  await dialog.getByLabel("Weekends").check();
  await dialog.getByLabel("Couples", { exact: true }).check();
  await dialog.getByLabel("LMFT").check();
}

/** The photo: chosen, cropped to the circle, uploaded. */
export async function cropAndUploadPhoto(page: Page, dialog: Locator) {
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
}

/** On a phone, a toast still showing (the photo's "Image Uploaded") leaves the form's submit button uncovered. */
export async function expectUncoveredByToast(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect
    .poll(async () => {
      const [a, b] = [await button.boundingBox(), await toasts(page).getByTestId("toast").boundingBox()];
      if (!a || !b) return "no toast";
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height ? "covered" : "uncovered";
    })
    .not.toBe("covered");
}

/** Ilse as stored: the chosen and custom specializations, the rate, and a 300×300 JPEG photo of ours. */
export async function expectCreatedWithCroppedPhoto(page: Page) {
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
}

/** Otto Zetatwo, with the optional e-mail and phone filled in. */
export async function createCoachToEdit(page: Page) {
  const dialog = await openAddCoach(page);
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
}

/** Edits Otto: names and contact emptied (the first name is kept), a title, the Lorelei avatar, inactive. */
export async function editWithOptionalNamesAndAvatar(page: Page) {
  await page.getByRole("button", { name: `Edit Otto ${MARK}two` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Coach" });
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

  const [edited] = await api<{ id: string; firstName: string; email: string; title: string; isActive: boolean; profileImageUrl: string }[]>(
    page,
    `/api/admin/coaches?search=${MARK}two`,
  );
  expect(edited).toMatchObject({ firstName: "Otto", email: "", title: `Otto ${MARK}two, LPC`, isActive: false });
  expect(edited.profileImageUrl).toMatch(/^\/avatars\/lorelei\/.+\.svg$/);
}
