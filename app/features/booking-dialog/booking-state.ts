// What the profile keeps of its booking dialog (profile-booking.tsx), so the chosen time outlives the
// dialog's closing, a sign-up and a confirmation; and what the dialog's steps share.
import type { RefObject } from "react";
import type { SessionUser } from "#common/auth";

/** Where the dialog is: choosing the time, or who and how (payment is the checkout page). */
export type BookingStep = "time" | "details";

export interface BookingState {
  open: boolean;
  /** The chosen time's start ("" for none yet). */
  start: string;
  step: BookingStep;
}

export interface BookingDialogProps {
  coach: { id: string; name: string; price: string | null };
  state: BookingState;
  onChange: (change: Partial<BookingState>) => void;
  /** What opened the dialog: focus goes back there when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The person booking: the page's, or the one who signed up or in here (the frame learns of them a moment later). */
export interface Booker {
  user: SessionUser | null;
  signedInHere: boolean;
}
