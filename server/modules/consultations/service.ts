// Consultation requests (docs/product/consultations.md#after-sending): stored as 'pending', with the coach
// told and the visitor sent a confirmation, all in one transaction. The coach's subject line carries no
// personal or health details: the details are in the body, which only the coach receives.
import type { CoachesService } from "#common/app-context";
import type { SessionUser } from "#common/auth";
import type { ConsultationRequest } from "#common/consultations";
import { isBlankContact, type PublicCoach } from "#common/coaches";
import type { Database, DatabaseOrTransaction } from "../../db/client";
import { markScheduledByBooking } from "./admin-service";
import { notFound } from "../../lib/errors";
import type { MailService, OutboundEmail } from "../mail/service";
import { insertConsultation, type ConsultationRecord } from "./repository";

/** A consultation request as stored, for the bookings made from one. */
export type { ConsultationRecord } from "./repository";

const FORMAT_LABEL: Record<string, string> = { virtual: "Virtual", "in-person": "In-person" };
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Where each side finds the request's conversation: the coach's workspace, and the visitor's link. */
export interface ConversationLinks {
  conversationId: string;
  /** The visitor's: their conversation, or a link that opens it once they have an account with this address. */
  link: string;
}

export function consultationEmails(
  mail: MailService,
  coach: PublicCoach,
  request: ConsultationRecord,
  conversation: ConversationLinks,
): OutboundEmail[] {
  const messages: OutboundEmail[] = [];
  const visitorName = `${request.firstName} ${request.lastName}`;
  if (!isBlankContact(coach.email) && looksLikeEmail(coach.email)) {
    messages.push({
      kind: "consultation.coach-notice",
      to: coach.email.trim(),
      replyTo: request.email,
      subject: `New consultation request on ${mail.brandName}`,
      ...mail.compose({
        greeting: `Hi ${coach.firstName},`,
        paragraphs: [
          `${visitorName} asked for a consultation with you on ${mail.brandName}.`,
          [
            `Name: ${visitorName}`,
            `Email: ${request.email}`,
            `Phone: ${request.phoneNumber}`,
            `Session type: ${request.sessionType}`,
            `Format: ${FORMAT_LABEL[request.sessionFormat] ?? request.sessionFormat}`,
            `City or ZIP code: ${request.location}`,
          ].join("\n"),
          `What brings them here:\n${request.reasonForVisit}`,
          "Reply to them in Messages in your Coach Workspace: what brings them here is their first message, and they are told when you answer. You can also reply to this e-mail. This request contains personal information: keep it confidential.",
          "In your Coach Workspace you can also mark it contacted, keep private notes and arrange the session.",
        ],
        action: { label: "Reply in Messages", url: mail.siteLink(`/coach/messages/${conversation.conversationId}`) },
        footnote: `You received this because you are listed as a coach on ${mail.brandName}.`,
      }),
    });
  }
  messages.push({
    kind: "consultation.visitor-confirmation",
    to: request.email,
    replyTo: mail.supportEmail,
    subject: `We received your consultation request`,
    ...mail.compose({
      greeting: `Hi ${request.firstName},`,
      paragraphs: [
        `Thank you for reaching out. We've passed your request to ${coach.firstName} ${coach.lastName}, who will reach out to you via email to schedule your session.`,
        `You asked for: ${request.sessionType} (${FORMAT_LABEL[request.sessionFormat] ?? request.sessionFormat}).`,
        `What you wrote is the first message of your conversation with ${coach.firstName} in ${mail.brandName}. Their reply will be there too: open it with the link below (sign in or create an account with this address, ${request.email}) to read it and write back.`,
        "If you are in crisis or thinking about harming yourself, please don't wait: in the US, call or text 988 (Suicide & Crisis Lifeline), or call 911 in an emergency.",
      ],
      action: { label: "Open your conversation", url: conversation.link },
      footnote: `Questions? Write to ${mail.supportEmail}.`,
    }),
  });
  return messages;
}

export interface ConsultationsService {
  /**
   * Stores the request and starts its conversation (the reason is the first message); with `start`,
   * also the free 15-minute session at that time (all or nothing). `sender`: who is signed in, if
   * anyone (the conversation is theirs at once when they sent it with their own proved address).
   */
  request(input: ConsultationRequest, sender?: ConversationSender | null): Promise<{ id: string; bookingId?: string }>;
}

export type ConversationSender = Pick<SessionUser, "id" | "email" | "emailVerified">;

/** The conversations module's part: the request's conversation, inside the request's transaction. */
export type ConversationStarter = (
  tx: DatabaseOrTransaction,
  request: ConsultationRecord,
  sender: ConversationSender | null,
) => Promise<ConversationLinks>;

/** Books the free consultation at a picked time inside the request's transaction (bookings module). */
export type ConsultationBooker = (
  tx: DatabaseOrTransaction,
  request: ConsultationRecord,
  start: Date,
  clientTimeZone?: string,
) => Promise<{ id: string }>;

export function createConsultationsService(
  db: Database,
  mail: MailService,
  coaches: CoachesService,
  startConversation: ConversationStarter,
  bookConsultation?: ConsultationBooker,
): ConsultationsService {
  return {
    async request(input, sender = null) {
      // Only active coaches can be asked: inactive ones are hidden and unbookable.
      const coach = await coaches.getPublicCoach(input.coachId);
      if (!coach) throw notFound("Coach not found");
      const created = await db.transaction(async (tx) => {
        const row = await insertConsultation(tx, {
          coachId: coach.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          sessionType: input.sessionType,
          location: input.location,
          sessionFormat: input.sessionFormat,
          reasonForVisit: input.reasonForVisit,
          requestedStart: input.start ? new Date(input.start) : null,
        });
        const conversation = await startConversation(tx, row, sender);
        await mail.enqueue(tx, consultationEmails(mail, coach, row, conversation));
        if (!input.start || !bookConsultation) return { row };
        const booking = await bookConsultation(tx, row, new Date(input.start), input.timeZone);
        await markScheduledByBooking(tx, row.id);
        return { row, bookingId: booking.id };
      });
      return { id: created.row.id, ...(created.bookingId ? { bookingId: created.bookingId } : {}) };
    },
  };
}
