// The e-mails of an applicant's subscription (docs/product/coach-application.md#finishing-later): the
// link to finish step 3 when the payment is known, the one reminder, and the cancellation with its
// refund (no application within the days allowed, or the application rejected). Each is written to
// the outbox in the transaction that records its cause.
import { COACH_SUBSCRIPTION_CENTS, FINISH_APPLICATION_DAYS, FINISH_TOKEN_PARAMETER } from "#common/application-constants";
import { formatPeriodEnd } from "#common/coach-subscription";
import { FINISH_APPLICATION_PATH } from "#common/incomplete-applications";
import { formatDollars } from "#common/money";
import type { MailService, OutboundEmail } from "../mail/service";
import type { ApplicantSubscriptionRow } from "./applicant-subscription-repository";

type Applicant = Pick<ApplicantSubscriptionRow, "email" | "firstName">;

const finishLink = (mail: MailService, token: string) =>
  mail.siteLink(`${FINISH_APPLICATION_PATH}?${FINISH_TOKEN_PARAMETER}=${encodeURIComponent(token)}`);

// The applicant's time zone is not known here, so the date is the one in UTC.
const dateOf = (at: Date) => formatPeriodEnd(at.toISOString(), "UTC");

function footnote(mail: MailService): string {
  return `You received this because this address paid for a coach subscription at ${mail.siteLink("/coach-checkout")}.`;
}

/** Sent when the payment is known: the receipt, and the way back to step 3 from any browser. */
export function finishLinkEmail(mail: MailService, applicant: Applicant, token: string, expiresAt: Date): OutboundEmail {
  return {
    kind: "application.finish-link",
    to: applicant.email,
    replyTo: mail.supportEmail,
    subject: `Your ${mail.brandName} coach subscription: one step left`,
    ...mail.compose({
      greeting: `Hi ${applicant.firstName},`,
      paragraphs: [
        `Thank you: we received your payment of ${formatDollars(COACH_SUBSCRIPTION_CENTS)} for the ${mail.brandName} coach subscription.`,
        "Your application is not complete until you send the last step, your professional background. If you have already sent it, there is nothing more to do.",
        `The link below opens that step in any browser, with your details filled in. It works until ${dateOf(expiresAt)} (${FINISH_APPLICATION_DAYS} days). If we have not received your application by then, we cancel the subscription and refund your payment in full.`,
      ],
      action: { label: "Finish my application", url: finishLink(mail, token) },
      footnote: footnote(mail),
    }),
  };
}

/** The one reminder, a few days in, with a new link (only digests are kept, so the first link cannot be re-sent). */
export function finishReminderEmail(mail: MailService, applicant: Applicant, token: string, expiresAt: Date): OutboundEmail {
  return {
    kind: "application.finish-reminder",
    to: applicant.email,
    replyTo: mail.supportEmail,
    subject: `Reminder: your ${mail.brandName} coach application is not finished`,
    ...mail.compose({
      greeting: `Hi ${applicant.firstName},`,
      paragraphs: [
        "You paid for your coach subscription, but we have not received the last step of your application yet: your professional background.",
        `Finish it by ${dateOf(expiresAt)}. After that we cancel the subscription and refund your payment in full, and you are welcome to apply again later.`,
      ],
      action: { label: "Finish my application", url: finishLink(mail, token) },
      footnote: footnote(mail),
    }),
  };
}

function refundSentence(refundedCents: number | null): string {
  if (refundedCents === null) return "Nothing had been charged, so there is nothing to refund.";
  return `We refunded your payment of ${formatDollars(refundedCents)} in full; depending on your bank it appears on your statement within 5-10 business days.`;
}

/** The subscription was cancelled and refunded: no application within the days allowed, or the application rejected. */
export function cancellationEmail(mail: MailService, row: ApplicantSubscriptionRow): OutboundEmail {
  const rejected = row.cancelReason === "rejected";
  return {
    kind: rejected ? "application.rejected-refunded" : "application.abandoned-refunded",
    to: row.email,
    replyTo: mail.supportEmail,
    subject: rejected ? `Your ${mail.brandName} coach application` : `Your ${mail.brandName} coach subscription was cancelled and refunded`,
    ...mail.compose({
      greeting: `Hi ${row.firstName},`,
      paragraphs: [
        rejected
          ? `Thank you for applying to coach on ${mail.brandName}. After reviewing your application, we are not able to accept it, so we cancelled your coach subscription.`
          : `We did not receive your coach application within ${FINISH_APPLICATION_DAYS} days of your payment, so we cancelled your coach subscription.`,
        `${refundSentence(row.refundedCents)} Nothing more will be charged.`,
        rejected
          ? "If you have questions about the decision, just reply to this e-mail."
          : `You are welcome to apply again at any time: ${mail.siteLink("/coach-apply")}`,
      ],
      footnote: footnote(mail),
    }),
  };
}
