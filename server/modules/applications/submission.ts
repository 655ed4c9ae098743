// Receiving an application (step 3 of the form): the subscription of step 2 is checked with the
// provider, and the applicant's receipt and the staff notice are written in the same transaction.
import type { ApplicationSubmission } from "#common/applications";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { badRequest } from "../../lib/errors";
import type { MailService, OutboundEmail } from "../mail/service";
import { markSubmitted } from "./applicant-subscription-repository";
import { insertApplication, type ApplicationRow } from "./repository";
import type { SubscriptionStatusReader } from "./subscription-state";

const sameEmail = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

function applicationEmails(mail: MailService, config: Config, row: ApplicationRow): OutboundEmail[] {
  const name = `${row.firstName} ${row.lastName}`;
  const staff = config.adminEmails.length > 0 ? config.adminEmails : [config.supportEmail];
  return [
    {
      kind: "application.received",
      to: row.email,
      replyTo: config.supportEmail,
      subject: "We received your coach application",
      ...mail.compose({
        greeting: `Hi ${row.firstName},`,
        paragraphs: [
          `Thank you for applying to coach on ${mail.brandName}. Your application has been received and will be reviewed within 5-7 business days.`,
          "What happens next: we review your application, run a background verification, invite you to a short virtual interview, then help you set up your profile and get started.",
          "You don't need to do anything now. If anything changes in the meantime, just reply to this e-mail.",
        ],
        footnote: `You received this because you applied at ${mail.siteLink("/coach-apply")}.`,
      }),
    },
    ...staff.map((to) => ({
      kind: "application.staff-notice",
      to,
      subject: `New coach application: ${name}`,
      ...mail.compose({
        greeting: "Hello,",
        paragraphs: [
          `${name} (${row.email}) applied to coach on ${mail.brandName}.`,
          `Title: ${row.title}\nLocation: ${row.location}\nExperience: ${row.experience} years\nSpecializations: ${row.specializations.join(", ")}`,
          row.stripeSubscriptionId
            ? `Subscription: ${row.subscriptionStatus ?? "status unknown"}`
            : "No subscription was paid with this application.",
        ],
        action: { label: "Review applications", url: mail.siteLink("/admin/applications") },
      }),
    })),
  ];
}

export async function submitApplication(
  deps: { db: Database; config: Config; mail: MailService; subscriptions: SubscriptionStatusReader },
  input: ApplicationSubmission,
): Promise<{ id: string }> {
  const { db, config, mail, subscriptions } = deps;
  // The status comes from the provider, never from the browser; and a subscription counts for
  // an application only when it was made for the application's own address (anyone could
  // otherwise quote another applicant's paid subscription id).
  let subscriptionStatus: string | null = null;
  if (input.subscriptionId) {
    const facts = await subscriptions.factsOf(input.subscriptionId);
    if (!facts || !sameEmail(facts.customerEmail, input.email)) {
      throw badRequest("Invalid application: subscriptionId: This subscription was not made for this e-mail address", {
        subscriptionId: "This subscription was not made for this e-mail address",
      });
    }
    subscriptionStatus = facts.status;
  }
  const created = await db.transaction(async (tx) => {
    const row = await insertApplication(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      location: input.location,
      gender: input.gender,
      title: input.title,
      bio: input.bio,
      experience: input.experience,
      hourlyRate: input.hourlyRate,
      specializations: input.specializations,
      sessionTypes: input.sessionTypes,
      availability: input.availability,
      languages: input.languages,
      certifications: input.certifications,
      insuranceAccepted: input.insuranceAccepted,
      education: input.education,
      currentPractice: input.currentPractice,
      motivation: input.motivation,
      approach: input.approach,
      experienceDescription: input.experience_description,
      profileImageUrl: input.profileImageUrl ?? null,
      stripeSubscriptionId: subscriptionStatus === null ? null : input.subscriptionId,
      subscriptionStatus,
    });
    // The subscription no longer waits for its application (no reminder, no cancellation).
    if (row.stripeSubscriptionId) await markSubmitted(tx, row.stripeSubscriptionId, row.id);
    await mail.enqueue(tx, applicationEmails(mail, config, row));
    return row;
  });
  return { id: created.id };
}
