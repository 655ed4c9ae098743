// The Profile page reuses the image pipeline (docs/product/images.md): a photo is chosen, cropped to the
// circle, uploaded, set on the account by the server, and shown in the account menu; removing it brings
// back the initials.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";

const browser = browserForThisFile();

describe("the profile photo", () => {
  it("uploads a cropped photo to the account and removes it again", async () => {
    const { page, context, problems } = await openPage(browser(), "phone");
    await signInContext(context, { firstName: "Piper", lastName: "Photo" });
    await gotoHydrated(page, "/profile");
    // Not an image: refused in the browser with the exact message
    // (docs/product/images.md#choosing-and-cropping).
    await page.getByLabel("Photo file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page
      .getByRole("region", { name: /Notifications/ })
      .getByText("Please select an image file.")
      .waitFor();

    const photo = await sharp({ create: { width: 500, height: 700, channels: 3, background: "#f59e0b" } })
      .png()
      .toBuffer();
    await page.getByLabel("Photo file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    const crop = page.getByRole("dialog", { name: "Crop photo" });
    await crop.getByRole("button", { name: "Use photo" }).click();
    await page
      .getByRole("region", { name: /Notifications/, includeHidden: true })
      .getByText("Image Uploaded")
      .waitFor();
    await page.getByRole("button", { name: "Remove photo" }).waitFor();
    const me = (await (await context.request.get("/api/auth/user")).json()) as { profileImageUrl: string };
    expect(me.profileImageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    await expect(page.getByRole("img", { name: "Photo of Piper Photo" }).getAttribute("src")).resolves.toBe(me.profileImageUrl);

    await page.getByRole("button", { name: "Remove photo" }).click();
    await page.getByRole("button", { name: "Upload photo" }).waitFor();
    assertNoPageProblems(problems);
  });
});
