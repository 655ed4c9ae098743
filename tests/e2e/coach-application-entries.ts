// What an applicant types into the coach application in browser tests: step 1's personal details
// (with a surname unique to the run, so the published coach can be found), stored in the browser as
// step 1 leaves them, and step 3's professional background filled in completely.
import type { Page } from "playwright-core";
import { PERSONAL_INFO_STORAGE_KEY } from "#common/application-constants";
import { uniqueEmail } from "../support/e2e-accounts";

/** A surname unique to this run, letters only (as names are: the search reads digits as numbers). */
const uniqueSurname = (email: string) =>
  `Haddad${email
    .slice(10, 16)
    .replace(/[^a-f0-9]/g, "")
    .split("")
    .map((c) => "abcdefghijklmnop"[parseInt(c, 16)])
    .join("")}`;

/** Step 1's entries for Noor, an applicant in Illinois. */
export const personalInfo = (email = uniqueEmail("applicant")) => ({
  firstName: "Noor",
  lastName: uniqueSurname(email),
  email,
  phone: "(555) 010-4477",
  location: "Illinois",
  gender: "Female",
});

/** What step 1 leaves in the browser for the next steps. */
export async function storePersonalInfo(page: Page, info: Record<string, string>) {
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [
    PERSONAL_INFO_STORAGE_KEY,
    JSON.stringify(info),
  ] as const);
}

/** Every field of step 3, valid, with four specializations, the terms and the background check agreed to. */
export async function fillBackground(page: Page, title = "Certified Relationship Coach") {
  await page.getByLabel("Professional title").fill(title);
  await page
    .getByLabel("Bio")
    .fill("I help couples who keep having the same fight find the conversation underneath it, kindly and practically.");
  await page.getByLabel("Years of experience").fill("8");
  await page.getByLabel("Hourly rate (USD)").fill("140");
  for (const option of ["Communication Skills", "Conflict Resolution", "Attachment Theory", "Premarital Counseling"]) {
    await page.getByRole("group", { name: "Specializations" }).getByLabel(option).check();
  }
  await page.getByRole("group", { name: "Session types" }).getByLabel("Couples Coaching").check();
  await page.getByRole("group", { name: "Availability" }).getByLabel("Evenings").check();
  await page.getByRole("group", { name: "Languages" }).getByLabel("Spanish").check();
  await page.getByLabel("Certifications").fill("Gottman Method\nRCI");
  await page.getByLabel("Education").fill("MA, Marriage and Family Therapy");
  await page.getByLabel("Current practice").fill("Private practice in Chicago, mostly evenings.");
  await page.getByLabel("Why do you want to join?").fill("I want to reach couples early, before resentment hardens into distance.");
  await page.getByLabel("Your coaching approach").fill("Structured and warm: we rehearse the hard conversation in the session itself.");
  await page.getByLabel("Relevant experience").fill("Eight years with couples, two of them in a community counselling centre.");
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel("I consent to a background check.").check();
}
