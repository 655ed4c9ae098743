// The e-mails of a lapsing subscription: before the profile goes offline (a cancellation is now
// scheduled; a renewal payment failed) and when it does. Written to the outbox in the transaction
// that recorded the change, so each goes out exactly when its change was committed.
import { COACH_PLAN, formatPeriodEnd } from "#common/coach-subscription";
import type { SubscriptionLapse } from "../applications/service";
import type { MailService, OutboundEmail } from "../mail/service";

/** What differs between the three messages; the addressee, greeting and button are the same. */
interface LapseWording {
  kind: string;
  subject: string;
  paragraphs: string[];
}

function lapseWording(brandName: string, lapse: SubscriptionLapse): LapseWording {
  // The coach's time zone is not known here, so the date is the one in UTC.
  const until = lapse.periodEnd ? formatPeriodEnd(lapse.periodEnd.toISOString(), "UTC") : null;
  switch (lapse.kind) {
    case "cancellation-scheduled":
      return {
        kind: "subscription.cancellation-scheduled",
        subject: until ? `Your ${brandName} profile stays live until ${until}` : `Your ${brandName} subscription is cancelled`,
        paragraphs: [
          `Your coach subscription (${COACH_PLAN.label}) is cancelled and will not renew.`,
          until
            ? `Your profile stays live until ${until}. After that it leaves the directory and clients can no longer find or book you.`
            : "Your profile stays live until the end of the period you paid for. After that it leaves the directory and clients can no longer find or book you.",
          "Changed your mind? Resume the subscription before then and nothing changes.",
        ],
      };
    case "payment-failed":
      return {
        kind: "subscription.payment-failed",
        subject: `Your ${brandName} subscription payment failed`,
        paragraphs: [
          `We could not collect the ${COACH_PLAN.label} for your coach subscription.`,
          "Your profile is still live, and the payment will be tried again over the next few days. If it keeps failing, the subscription ends and your profile goes offline.",
          "Please make sure your card can be charged, or reply to this e-mail and we will help.",
        ],
      };
    case "offline":
      return {
        kind: "subscription.profile-offline",
        subject: `Your ${brandName} profile is offline`,
        paragraphs: [
          "Your coach subscription has ended, so your profile is no longer shown in the directory and cannot be booked.",
          "Your account, requests and sessions are kept. To come back, reply to this e-mail and we will set up a new subscription with you.",
        ],
      };
  }
}

export function lapseEmail(mail: MailService, lapse: SubscriptionLapse): OutboundEmail {
  const { kind, subject, paragraphs } = lapseWording(mail.brandName, lapse);
  return {
    kind,
    to: lapse.email,
    replyTo: mail.supportEmail,
    subject,
    ...mail.compose({
      greeting: `Hi ${lapse.firstName},`,
      paragraphs,
      action: { label: "Manage your subscription", url: mail.siteLink("/coach/subscription") },
    }),
  };
}
