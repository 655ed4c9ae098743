// The e-mails of verified licences (docs/product/email.md#verified-licences): the coach's licence
// expires in 30 days, then in 7. Each is written once per licence (its claim in repository.ts).
import { formatLicenceDate } from "#common/licence-badge";
import { stateName } from "#common/licences";
import type { MailService, OutboundEmail } from "../mail/service";
import type { ClaimedReminder } from "./repository";

export function licenceExpiryReminderEmail(mail: MailService, licence: ClaimedReminder, days: 30 | 7): OutboundEmail {
  const state = stateName(licence.issuingState);
  const expires = formatLicenceDate(licence.expiresOn);
  return {
    kind: `licences.expiry-${days}`,
    to: licence.email,
    replyTo: mail.supportEmail,
    subject: `Your ${state} ${licence.licenceType} licence expires on ${expires}`,
    ...mail.compose({
      greeting: `Hi ${licence.firstName},`,
      paragraphs: [
        `Your ${licence.licenceType} licence from ${state} expires on ${expires}. After that day your profile no longer shows 'License verified'.`,
        `Once the board has renewed it, reply to this e-mail with the new expiry date and the ${mail.brandName} team checks it with the board again.`,
      ],
    }),
  };
}
