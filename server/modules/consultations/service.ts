// Consultation requests (docs/product/consultations.md#after-sending): stored as 'pending', with the coach
// told and the visitor sent a confirmation, all in one transaction. The coach's subject line carries no
// personal or health details: the details are in the body, which only the coach receives.
import type { CoachesService } from "#common/app-context";
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

export function consultationEmails(mail: MailService, coach: PublicCoach, request: ConsultationRecord): OutboundEmail[] {
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
          "Please reply to them by email (replying to this message reaches them) to arrange the conversation. This request contains personal information: keep it confidential.",
          "In your Coach Workspace you can mark it contacted, keep private notes and arrange the session.",
        ],
        action: { label: "Open Coach Workspace", url: mail.siteLink("/coach") },
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
        "If you are in crisis or thinking about harming yourself, please don't wait: in the US, call or text 988 (Suicide & Crisis Lifeline), or call 911 in an emergency.",
      ],
      action: { label: "View the coach's profile", url: mail.siteLink(`/coaches/${coach.id}`) },
      footnote: `Questions? Write to ${mail.supportEmail}.`,
    }),
  });
  return messages;
}

export interface ConsultationsService {
  /** Stores the request; with `start`, also the free 15-minute session at that time (both or neither). */
  request(input: ConsultationRequest): Promise<{ id: string; bookingId?: string }>;
}

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
  bookConsultation?: ConsultationBooker,
): ConsultationsService {
  return {
    async request(input) {
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
        await mail.enqueue(tx, consultationEmails(mail, coach, row));
        if (!input.start || !bookConsultation) return { row };
        const booking = await bookConsultation(tx, row, new Date(input.start), input.timeZone);
        await markScheduledByBooking(tx, row.id);
        return { row, bookingId: booking.id };
      });
      return { id: created.row.id, ...(created.bookingId ? { bookingId: created.bookingId } : {}) };
    },
  };
}
