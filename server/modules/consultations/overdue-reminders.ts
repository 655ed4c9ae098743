// One reminder to the coach for each consultation request still pending 24 hours after it arrived.
// Each pass claims overdue requests (setting overdue_reminder_sent_at) and writes their e-mails in
// the same transaction: a pass that fails leaves them for the next one, and a claimed request is
// never reminded again, however many processes run the pass at once. Requests that went overdue
// more than a week ago are left alone: a reminder that late no longer helps the visitor, and the
// first start after an upgrade does not mail every coach about their whole backlog.
import { CONSULTATION_OVERDUE_AFTER_MS } from "#common/consultation-states";
import { isBlankContact } from "#common/coaches";
import type { Database } from "../../db/client";
import type { MailService, OutboundEmail } from "../mail/service";
import { claimOverdueConsultations, findCoachContact, type ConsultationRecord } from "./repository";

const STALE_AFTER_MS = CONSULTATION_OVERDUE_AFTER_MS + 7 * 24 * 3_600_000;
const BATCH = 50;
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function overdueReminderEmail(
  mail: MailService,
  coach: { firstName: string; email: string },
  request: Pick<ConsultationRecord, "firstName" | "lastName">,
): OutboundEmail {
  return {
    kind: "consultation.overdue-reminder",
    to: coach.email,
    replyTo: mail.supportEmail,
    // Nothing personal in the subject line: the visitor's name is in the body only.
    subject: "A consultation request is waiting for your reply",
    ...mail.compose({
      greeting: `Hi ${coach.firstName},`,
      paragraphs: [
        `${request.firstName} ${request.lastName} asked for a consultation with you on ${mail.brandName} more than 24 hours ago and has not heard back yet.`,
        "Open your Coach Workspace to see their details, mark the request contacted once you have written to them, or close it if you cannot help.",
      ],
      action: { label: "Open Coach Workspace", url: mail.siteLink("/coach") },
      footnote: `You received this because you are listed as a coach on ${mail.brandName}. We send one reminder per request.`,
    }),
  };
}

/** The address a coach is reminded at: the listed one, else the linked account's; null for neither. */
function reminderAddress(contact: { email: string; accountEmail: string | null }): string | null {
  if (!isBlankContact(contact.email) && looksLikeEmail(contact.email)) return contact.email.trim();
  return contact.accountEmail && looksLikeEmail(contact.accountEmail) ? contact.accountEmail : null;
}

/** One pass; returns how many requests were claimed (each reminded at most once, ever). */
export async function sendOverdueRequestReminders(deps: { db: Database; mail: MailService }): Promise<number> {
  const { db, mail } = deps;
  let total = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await claimOverdueConsultations(tx, { overdueMs: CONSULTATION_OVERDUE_AFTER_MS, staleMs: STALE_AFTER_MS, limit: BATCH });
      const messages: OutboundEmail[] = [];
      for (const request of due) {
        const contact = await findCoachContact(tx, request.coachId);
        const to = contact ? reminderAddress(contact) : null;
        // A coach with no address at all is claimed anyway, so later passes do not retry it forever.
        if (contact && to) messages.push(overdueReminderEmail(mail, { firstName: contact.firstName, email: to }, request));
      }
      if (messages.length > 0) await mail.enqueue(tx, messages);
      return due.length;
    });
    total += claimed;
    if (claimed < BATCH) break;
  }
  return total;
}
