// The e-mails of payouts (docs/product/email.md#payouts): a payout Kindred could not make (the money
// is back in the coach's available balance), and a payout the coach's bank refused at Stripe.
import { formatDollars } from "#common/money";
import type { MailService, OutboundEmail } from "../mail/service";

type Coach = { email: string; firstName: string };

export function payoutFailedEmail(mail: MailService, coach: Coach, payout: { amountCents: number; reason: string }): OutboundEmail {
  return {
    kind: "payouts.failed",
    to: coach.email,
    replyTo: mail.supportEmail,
    subject: `Your ${mail.brandName} payout could not be made`,
    ...mail.compose({
      greeting: `Hi ${coach.firstName},`,
      paragraphs: [
        `We could not pay ${formatDollars(payout.amountCents)} to your payout account: ${payout.reason}`,
        "The money is back in your available balance and goes out with the next payout. Check your payout account in Earnings.",
      ],
      action: { label: "Open Earnings", url: mail.siteLink("/coach/earnings") },
    }),
  };
}

export function bankPayoutFailedEmail(mail: MailService, coach: Coach, payout: { amountCents: number; reason: string }): OutboundEmail {
  return {
    kind: "payouts.bank-failed",
    to: coach.email,
    replyTo: mail.supportEmail,
    subject: `Your bank refused a ${mail.brandName} payout`,
    ...mail.compose({
      greeting: `Hi ${coach.firstName},`,
      paragraphs: [
        `Stripe could not pay ${formatDollars(payout.amountCents)} into your bank account: ${payout.reason}`,
        "The money is safe in your Stripe balance. Update your bank details in Stripe and it is paid again.",
      ],
      action: { label: "Open Earnings", url: mail.siteLink("/coach/earnings") },
    }),
  };
}
