// The Coach Workspace's Profile and Subscription parts at phone and desktop widths: a coach edits
// the bio and rate (the preview follows as they type, the public profile shows the saved values),
// cancels the subscription after confirming (the page shows until when the profile stays live) and
// resumes it. The coach is arranged in the database: an account linked to a coach whose
// application carries a paid test-provider subscription (the invitation flow that links accounts
// in the product is tested on its own, and the subscription endpoints are limited per address,
// which every browser test shares).
import { describe, expect, it } from "vitest";
import { formatPeriodEnd } from "#common/coach-subscription";
import { axeViolations } from "../support/axe";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type ViewportName } from "../support/browser";
import {
  expectPublicProfileShows,
  expectSavedValuesBeforeUse,
  fillBioAndRate,
  insertActiveTestSubscription,
  lettersOnlySurname,
} from "../support/coach-workspace";
import { signInContext, uniqueEmail } from "../support/e2e-accounts";
import { latestOutboxMessage, withE2eDatabase } from "../support/e2e-database";

const browser = browserForThisFile();
const TIME_ZONE = "America/Chicago";
const SAVED_BIO = "I help couples who keep having the same argument hear what is underneath it, kindly and practically.";
const SAVED_PHONE = "(555) 014-2233";

/** A coach linked to the account with this address, with an application paid by an active subscription. */
async function arrangeSubscribedCoach(email: string, lastName: string): Promise<{ coachId: string; periodEnd: Date }> {
  const periodEnd = new Date(Date.now() + 20 * 86_400_000);
  return withE2eDatabase(async (client) => {
    const coach = await client.query<{ id: string }>(
      `insert into coaches (user_id, first_name, last_name, title, bio, specializations, experience, hourly_rate_cents, availability, session_types, languages, location, email, is_active,
                          phone_number, gender)
       select id, 'Mara', $2, 'Mara ' || $2 || ', Relationship Coach', $3,
              array['Communication Skills'], 6, 12000, array['weekdays'], array['Individual'], array['English'], 'Chicago, IL', $1, true,
              $4, 'Female'
       from users where lower(email) = lower($1) returning id`,
      [email, lastName, SAVED_BIO, SAVED_PHONE],
    );
    const coachId = coach.rows[0].id;
    const subscriptionId = await insertActiveTestSubscription(client, { email, name: "Mara", customerId: "cus_test_e2e", periodEnd });
    await client.query(
      `insert into coach_applications (first_name, last_name, email, phone, location, title, bio, hourly_rate, education, current_practice, motivation, approach,
                                       experience_description, status, stripe_subscription_id, subscription_status, coach_id)
       values ('Mara', $2, $1, '5550100000', 'Illinois', 'Relationship Coach', 'Bio', '120', 'MA', 'Private practice', 'Motivation', 'Approach', 'Experience',
               'approved', $3, 'active', $4)`,
      [email, lastName, subscriptionId, coachId],
    );
    return { coachId, periodEnd };
  });
}

describe.each<ViewportName>(["phone", "desktop"])("the Coach Workspace at %s width", (viewport) => {
  it("a coach edits bio and rate (the public profile shows them), cancels the subscription (the end date shows) and resumes it", async () => {
    const coach = await openPage(browser(), viewport, { timezoneId: TIME_ZONE });
    const { page } = coach;
    const email = uniqueEmail("workspace");
    const lastName = lettersOnlySurname("Quill", 3);
    await signInContext(coach.context, { email, firstName: "Mara", lastName });
    const { coachId, periodEnd } = await arrangeSubscribedCoach(email, lastName);

    // ---- Profile -------------------------------------------------------------------------------
    await gotoHydrated(page, "/coach/profile");
    await page.getByRole("heading", { name: "Profile", level: 2 }).waitFor();
    // Every field shows what is saved from the first render, before the form is used.
    await expectSavedValuesBeforeUse(page, {
      "First name": "Mara",
      "Last name": lastName,
      Phone: SAVED_PHONE,
      Title: `Mara ${lastName}, Relationship Coach`,
      Bio: SAVED_BIO,
      "Years of experience": "6",
      "Hourly rate ($)": "120.00",
      Location: "Chicago, IL",
      Gender: "Female",
    });
    // What only staff decide is not on the coach's form; the e-mail is shown but cannot be typed in.
    expect(await page.getByLabel(/^Active/).count()).toBe(0);
    await expect(page.getByLabel("Email", { exact: true }).getAttribute("readonly")).resolves.not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    const bio = `Since 2016 I have helped ${lastName}-style couples slow down the fight, hear each other, and agree on one small change each week.`;
    await fillBioAndRate(page, bio, "165");
    const preview = page.getByTestId("profile-preview");
    await preview.getByText(bio).waitFor();
    await preview.getByText("$165").waitFor();

    const save = page.getByRole("button", { name: "Save profile" });
    await save.click();
    await page.getByRole("status").filter({ hasText: "Profile saved" }).waitFor();
    await expect(page.getByText("You have unsaved changes.").count()).resolves.toBe(0);

    const visitor = await expectPublicProfileShows(browser(), viewport, coachId, [bio, "$165"]);

    // ---- Subscription --------------------------------------------------------------------------
    await gotoHydrated(page, "/coach/subscription");
    await page.getByRole("heading", { name: "Subscription", level: 2 }).waitFor();
    await expect(page.getByTestId("subscription-plan").textContent()).resolves.toBe("$49.00 / month");
    await expect(page.getByTestId("subscription-status").textContent()).resolves.toBe("Active");
    const end = formatPeriodEnd(periodEnd.toISOString(), TIME_ZONE);
    await page.getByText(`Current period ends ${end}; the subscription renews then.`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your subscription?" });
    await dialog.getByText(`Your profile stays live until ${end}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Subscription cancelled" })
      .filter({ hasText: `Your profile stays live until ${end}.` })
      .waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.getByText(`Your profile stays live until ${end}. After that it leaves the directory.`).waitFor();
    await expect(page.getByTestId("subscription-status").textContent()).resolves.toBe("ActiveCancels at period end");
    expect((await latestOutboxMessage("subscription.cancellation-scheduled", email))?.text).toContain("Your profile stays live until");

    // The state is the server's: a reload shows the same.
    await gotoHydrated(page, "/coach/subscription");
    await page.getByText(`Your profile stays live until ${end}. After that it leaves the directory.`).waitFor();
    // Still live in the directory until the period ends.
    expect((await visitor.page.goto(`/coaches/${coachId}`))?.status()).toBe(200);

    await page.getByRole("button", { name: "Resume" }).click();
    await page.getByRole("status").filter({ hasText: "Subscription resumed" }).waitFor();
    await page.getByText(`Current period ends ${end}; the subscription renews then.`).waitFor();
    await expect(page.getByTestId("subscription-status").textContent()).resolves.toBe("Active");
    await page.getByRole("button", { name: "Cancel subscription" }).waitFor();
    assertNoPageProblems(coach.problems);
  });
});
