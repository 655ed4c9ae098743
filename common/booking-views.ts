// What a booking looks like once it exists, as the API answers it and the pages show it: the client's
// view of a session and its refund, the staff and coach views built on it, and the lists of sessions.
import type { BookingStatus, PaymentStatus } from "./booking-states";
import type { SessionRoomLink } from "./session-place";

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money given back for a cancelled session; `status: "none"` when nothing is owed. */
export interface BookingRefund {
  amountCents: number;
  status: RefundStatus | "none";
}

/** The answer of POST /api/bookings/{id}/cancel. */
export interface CancelAnswer {
  status: string;
  paymentStatus: string;
  refund: BookingRefund;
}

/** What a client sees of their booking. */
export interface ClientBooking {
  id: string;
  /**
   * `imageUrl`: the photo, or the generated avatar, to show, and `titleAfterName`: the title without the
   * coach's name in it, as the pages show it after the name (both written here so that the booking
   * pages do not load the coach catalogue's code for them); `location`: where an in-person session takes place (null when
   * the coach gave none).
   */
  coach: {
    id: string;
    firstName: string;
    lastName: string;
    title: string;
    titleAfterName: string;
    profileImageUrl: string | null;
    imageUrl: string;
    location: string | null;
  };
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  sessionType: string;
  sessionFormat: string;
  /** ISO 8601 instant (UTC). */
  scheduledDate: string;
  /** IANA zone the session was arranged in. */
  timeZone: string;
  duration: number;
  status: BookingStatus | string;
  paymentStatus: PaymentStatus | string;
  /** Dollars with two decimals, as the API answers money: "120.00". */
  amount: string;
  amountCents: number;
  notes: string;
  /** The refund of a cancelled, paid session (null when there is none). */
  refund: BookingRefund | null;
  /** When the time a client's own unpaid booking holds for payment is let go (null when nothing is held). */
  holdExpiresAt: string | null;
  /** Whether the time was let go because the hold ran out unpaid (the booking is then cancelled). */
  holdReleased: boolean;
  /** A video session's room (arranged, not cancelled): its address and the window it is open in. */
  room: SessionRoomLink | null;
  createdAt: string;
  updatedAt: string;
}

/** What staff see: the client view plus the account link and the changes allowed now. */
export interface AdminBookingView extends ClientBooking {
  clientId: string | null;
  coachIsActive: boolean;
  calendarSequence: number;
  reminderSentAt: string | null;
  paymentIntentId: string | null;
  allowedStatuses: string[];
  /** Whether the time can still be changed (the booking policy, for staff). */
  canReschedule: boolean;
}

/** What a coach sees of a session with them: the client view plus the changes allowed now. */
export interface CoachBookingView extends ClientBooking {
  /** Raised with every new version of the calendar invitation. */
  calendarSequence: number;
  allowedStatuses: string[];
  /** Whether the time can still be changed (the booking policy, for the coach). */
  canReschedule: boolean;
}

/** A coach's sessions: upcoming soonest first, past (and closed) latest first. */
export interface CoachSessions {
  upcoming: CoachBookingView[];
  past: CoachBookingView[];
}

export interface MySessions {
  upcoming: ClientBooking[];
  history: ClientBooking[];
}
