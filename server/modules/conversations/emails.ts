// The e-mails of conversations (docs/product/email.md#messages-sent). None carries a message's text:
// what people write to a coach or therapist stays in Kindred, behind their sign-in.
import { replyTimeText } from "#common/reply-time";
import type { MailService, OutboundEmail } from "../mail/service";

/** Staff are told a message was reported; what it says is in the staff portal. */
export function reportNoticeEmail(mail: MailService): OutboundEmail {
  return {
    kind: "conversation.report",
    to: mail.supportEmail,
    subject: `A message was reported on ${mail.brandName}`,
    ...mail.compose({
      paragraphs: [
        "Someone reported a message they received in a conversation. The message and the ones before it are in the staff portal.",
      ],
      action: { label: "Open the staff portal", url: mail.siteLink("/admin") },
    }),
  };
}

/** A message has waited 10 minutes unread. */
export function unreadMessageEmail(
  mail: MailService,
  to: { email: string; firstName: string },
  from: { name: string },
  link: string,
  settingsNote: boolean,
): OutboundEmail {
  return {
    kind: "conversation.unread",
    to: to.email,
    replyTo: mail.supportEmail,
    subject: `New message on ${mail.brandName}`,
    ...mail.compose({
      greeting: to.firstName ? `Hi ${to.firstName},` : undefined,
      paragraphs: [
        `${from.name} sent you a message on ${mail.brandName}. For your privacy it is not in this e-mail: open the conversation to read it and reply.`,
      ],
      action: { label: "Read the message", url: link },
      footnote: settingsNote
        ? "We write once per conversation until you read it. You can turn these e-mails off in Settings."
        : "We write once per conversation until you read it.",
    }),
  };
}

/** A conversation's first message has waited 24 hours for the coach. */
export function replyReminderEmail(
  mail: MailService,
  coach: { email: string; firstName: string },
  client: { name: string },
): OutboundEmail {
  return {
    kind: "conversation.reply-reminder",
    to: coach.email,
    replyTo: mail.supportEmail,
    // Nothing personal in the subject line.
    subject: "A message is waiting for your reply",
    ...mail.compose({
      greeting: `Hi ${coach.firstName},`,
      paragraphs: [
        `${client.name} wrote to you on ${mail.brandName} more than 24 hours ago and has not had a reply yet.`,
        "A short answer helps: people who hear back soon are far more likely to book.",
      ],
      action: { label: "Open Messages", url: mail.siteLink("/coach/messages") },
      footnote: `You received this because you are a coach on ${mail.brandName}. We send one reminder per conversation.`,
    }),
  };
}

export interface SuggestedCoach {
  name: string;
  title: string;
  nextAvailable: string;
  replyHours: number | null;
  url: string;
}

/** A consultation request nobody answered in 48 hours: three coaches who could help. */
export function suggestionsEmail(
  mail: MailService,
  client: { email: string; firstName: string },
  coachName: string,
  suggestions: SuggestedCoach[],
): OutboundEmail {
  return {
    kind: "conversation.suggestions",
    to: client.email,
    replyTo: mail.supportEmail,
    subject: "Coaches who can talk soon",
    ...mail.compose({
      greeting: client.firstName ? `Hi ${client.firstName},` : undefined,
      paragraphs: [
        `${coachName} has not answered your consultation request yet. You don't have to wait: these coaches have free times soon and usually reply quickly.`,
        suggestions
          .map(
            (coach) =>
              `${coach.name}${coach.title ? `, ${coach.title}` : ""}\nNext available: ${coach.nextAvailable}${
                coach.replyHours ? `\n${replyTimeText(coach.replyHours)}` : ""
              }\n${coach.url}`,
          )
          .join("\n\n"),
        "If you are in crisis or thinking about harming yourself, please don't wait: in the US, call or text 988 (Suicide & Crisis Lifeline), or call 911 in an emergency.",
      ],
      action: { label: "Find a coach", url: mail.siteLink("/coaches") },
      footnote: `Your request to ${coachName} is still open: they can still reply in Messages.`,
    }),
  };
}
