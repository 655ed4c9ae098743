// Verified licences in a browser (docs/product/verified-licences.md): staff open a coach's Licences
// from the Admin Portal, are told what is missing, record a licence they checked with the board, and
// the coach's card in the directory (with the 'License verified' filter) and the profile show
// 'License verified', the profile with the state and the expiry. The dialog has no axe violations.
// The coach made here is removed afterwards (the other browser tests count the demo content).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coaches } from "../../server/db/schema";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage } from "../support/browser";
import { signInContext } from "../support/e2e-accounts";
import { connectE2eDatabase } from "../support/e2e-database";
import { insertCoach } from "../support/factories";
import { removeCoachesCreatedByThisFile } from "./admin-portal-fixtures";

const database = connectE2eDatabase();
const browser = browserForThisFile();
removeCoachesCreatedByThisFile(database.db);

/** A date a year and a bit from now, as the date field takes it, and as the profile writes it. */
const expiry = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 31));
const expiresOn = expiry.toISOString().slice(0, 10);
const expiresText = expiry.toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });

describe("verified licences", () => {
  it("staff record a licence and the card and profile show 'License verified'", async () => {
    const coach = await insertCoach(
      database.db,
      { firstName: "Licia", lastName: "Verity", email: "licia.verity@example.com" },
      { isActive: true },
    );
    const { page, context, problems } = await openPage(browser(), "desktop");
    await signInContext(context, { admin: true });
    await gotoHydrated(page, "/admin");
    await page.getByRole("button", { name: "Licences of Licia Verity" }).click();
    const dialog = page.getByRole("dialog", { name: "Licences of Licia Verity" });
    await dialog.getByText("No licences recorded yet.").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Nothing chosen: each field says what it needs, and nothing is saved.
    await dialog.getByRole("button", { name: "Add licence" }).click();
    await dialog.getByText("Choose the licence type").waitFor();
    await dialog.getByText("Choose the issuing state").waitFor();
    await dialog.getByText("Choose how the licence was checked").waitFor();

    await dialog.getByLabel("Licence type").selectOption("LMFT");
    await dialog.getByLabel("Licence number").fill("LMFT 120044");
    await dialog.getByLabel("Issuing state").selectOption({ label: "California" });
    await dialog.getByLabel("Expiry date").fill(expiresOn);
    await dialog.getByLabel("How it was checked").selectOption("State board online lookup");
    await dialog.getByRole("button", { name: "Add licence" }).click();
    const item = dialog.getByRole("list", { name: "Licences of Licia Verity" }).getByRole("listitem");
    await item.getByText("LMFT LMFT 120044 · California").waitFor();
    expect(await item.textContent()).toContain("State board online lookup, by admin@kindred.example");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    const [row] = await database.db.select({ verified: coaches.licenseVerified }).from(coaches).where(eq(coaches.id, coach.id));
    expect(row.verified).toBe(true);

    await gotoHydrated(page, "/coaches?verified=true&search=Verity");
    const card = page.getByTestId("coach-card").filter({ hasText: "Licia Verity" });
    await card.getByText("License verified", { exact: true }).waitFor();
    await expect(page.getByRole("checkbox", { name: "License verified" }).isChecked()).resolves.toBe(true);

    await gotoHydrated(page, `/coaches/${coach.id}`);
    await page.getByText(`License verified · California · expires ${expiresText}`).waitFor();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
    expect(jsonLd.hasCredential).toMatchObject({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "license",
      recognizedBy: { name: "California state licensing board" },
      expires: expiresOn,
    });
    assertNoPageProblems(problems);
  });

  it("fits the Licences dialog on a 390 px phone without sideways scrolling", async () => {
    await insertCoach(database.db, { firstName: "Phoebe", lastName: "Narrow" }, { isActive: true });
    const { page, context, problems } = await openPage(browser(), "phone");
    await signInContext(context, { admin: true });
    await gotoHydrated(page, "/admin");
    await page.getByRole("button", { name: "Licences of Phoebe Narrow" }).click();
    const dialog = page.getByRole("dialog", { name: "Licences of Phoebe Narrow" });
    await dialog.getByText("No licences recorded yet.").waitFor();
    for (const label of ["Licence type", "Licence number", "Issuing state", "Expiry date", "How it was checked"]) {
      await dialog.getByLabel(label).waitFor();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    assertNoPageProblems(problems);
  });
});
