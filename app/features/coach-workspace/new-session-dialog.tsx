// The coach's 'New session' dialog (docs/product/coach-workspace.md#sessions): the staff booking form for the
// coach's own profile, prefilled when opened from a request. Fetched when it is first needed.
import { Suspense } from "react";
import type { CoachBookingFormData } from "#common/bookings";
import { BookingFormDialog } from "../admin-bookings/booking-form-dialog";
import { onDemand } from "../../lib/on-demand";

const BookingForm = onDemand(() => import("../admin-bookings/booking-form").then((module) => module.BookingForm));
/** Starts fetching the form as soon as the dialog's own code is here. */
export const preloadBookingForm = BookingForm.preload;

export function NewSessionDialog({
  open,
  setOpen,
  form,
  formError,
  fromRequest,
  onUnauthorized,
  onCreated,
}: {
  open: boolean;
  setOpen(open: boolean): void;
  form: CoachBookingFormData;
  formError: string;
  fromRequest: string;
  onUnauthorized(error: unknown): boolean;
  onCreated(): void;
}) {
  return (
    <BookingFormDialog
      open={open}
      onOpenChange={setOpen}
      title="New session"
      description="The client is e-mailed the link to pay (or, for a free session, the session) with a calendar invitation."
      formError={formError}
    >
      <Suspense fallback={<p role="status">Loading the form...</p>}>
        <BookingForm.Component
          // A different request starts a fresh form.
          key={form.prefill?.consultationRequestId ?? "blank"}
          ownCoach={form.coach}
          prefill={fromRequest ? form.prefill : null}
          onUnauthorized={onUnauthorized}
          onCreated={() => {
            setOpen(false);
            onCreated();
          }}
        />
      </Suspense>
    </BookingFormDialog>
  );
}
