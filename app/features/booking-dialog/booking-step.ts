// What the profile keeps of its booking dialog (profile-booking.tsx), so the chosen time outlives the
// dialog's closing, a sign-up and a confirmation.

/** Where the dialog is: choosing the time, or who and how (payment is the checkout page). */
export type BookingStep = "time" | "details";

export interface BookingState {
  open: boolean;
  /** The chosen time's start ("" for none yet). */
  start: string;
  step: BookingStep;
}
