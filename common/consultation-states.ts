// A consultation request's states, their labels and moves, and what the Coach Workspace shows of a
// request: apart from the schemas (consultations.ts), so that pages that only show requests load no zod.

export const CONSULTATION_STATUSES = ["pending", "contacted", "scheduled", "closed"] as const;

export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/**
 * The allowed status changes of a consultation request, written down once so staff, coaches and the API obey
 * one table: staff contact the visitor, then either schedule a session or close the request. A pending
 * request can be closed without contact (spam, a duplicate), and a scheduled one is closed once it is done.
 */
export const CONSULTATION_TRANSITIONS: Readonly<Record<ConsultationStatus, readonly ConsultationStatus[]>> = {
  pending: ["contacted", "closed"],
  contacted: ["scheduled", "closed"],
  scheduled: ["closed"],
  closed: [],
};

export const CONSULTATION_STATUS_LABELS: Readonly<Record<ConsultationStatus, string>> = {
  pending: "Pending",
  contacted: "Contacted",
  scheduled: "Scheduled",
  closed: "Closed",
};

/**
 * Where a request goes when staff arrange a booking from it: arranging it means the visitor was
 * contacted, so a pending or contacted request becomes scheduled; a scheduled or closed one stays.
 */
export function statusAfterBooking(from: string): ConsultationStatus | null {
  return from === "pending" || from === "contacted" ? "scheduled" : null;
}

export function canChangeConsultationStatus(from: string, to: string): boolean {
  return (CONSULTATION_TRANSITIONS as Record<string, readonly string[]>)[from]?.includes(to) ?? false;
}

/** A request still pending this long after it arrived is overdue: the coach has not replied yet. */
export const CONSULTATION_OVERDUE_AFTER_MS = 24 * 3_600_000;

export function isOverdueConsultation(request: { status: string; createdAt: Date | string }, now: number): boolean {
  return request.status === "pending" && now - new Date(request.createdAt).getTime() >= CONSULTATION_OVERDUE_AFTER_MS;
}

export const COACH_NOTES_MAX = 5000;

export const COACH_REQUESTS_PAGE_SIZE = 20;

/** A consultation request as its coach sees it in the Coach Workspace. */
export interface CoachConsultationRequest {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  sessionType: string;
  sessionFormat: string;
  location: string;
  reasonForVisit: string;
  status: string;
  /** The moves the written-down transitions allow from the current status. */
  allowedStatuses: ConsultationStatus[];
  /** Still pending 24 hours or more after it arrived. */
  overdue: boolean;
  /** The coach's private notes. */
  note: string;
  firstContactedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A consultation request as the person who sent it sees it in My Sessions (GET
 * /api/consultations/mine): whom it went to, when, and where it stands; never what was written in it.
 */
export interface SentConsultationRequest {
  id: string;
  coach: { id: string; firstName: string; lastName: string; active: boolean };
  sessionType: string;
  status: ConsultationStatus;
  /** The status as people read it ('Pending', 'Contacted', 'Scheduled', 'Closed'). */
  statusLabel: string;
  /** The free consultation's start when one of the coach's free times was picked; null otherwise. */
  requestedStart: string | null;
  createdAt: string;
}

/** The API's answer (403) to an account whose address is not confirmed. */
export const CONFIRM_TO_SEE_REQUESTS = "Please confirm your e-mail address first: requests are shown only to the owner of the address.";

/** How many of the requests sent with an address My Sessions lists, newest first. */
export const SENT_REQUESTS_LIMIT = 50;
