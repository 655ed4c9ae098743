// The New Booking dialog of the staff bookings page: the booking form once its coaches (and any
// prefill) and its code are loaded, a skeleton until then, or why the form could not be loaded. The
// form's code comes when the dialog first opens, as on the coach's Sessions page.
import { Suspense, useEffect } from "react";
import type { BookingFormData } from "#common/bookings";
import { Skeleton } from "../../components/ui/skeleton";
import { onDemand } from "../../lib/on-demand";
import { BookingFormDialog } from "./booking-form-dialog";

const BookingForm = onDemand(() => import("./booking-form").then((module) => module.BookingForm));

export function NewBookingDialog({
  open,
  onOpenChange,
  formData,
  formError,
  onUnauthorized,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  formData: BookingFormData | null;
  formError: string;
  onUnauthorized(error: unknown): boolean;
  onCreated(): void;
}) {
  // The form's code comes while its coaches load.
  useEffect(() => {
    if (open) BookingForm.preload();
  }, [open]);
  return (
    <BookingFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Booking"
      description="The client is e-mailed the link to pay (or, for a free session, the booking) with a calendar invitation."
      formError={formError}
    >
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        {formData ? (
          <BookingForm.Component
            coaches={formData.coaches}
            prefill={formData.prefill}
            onUnauthorized={onUnauthorized}
            onCreated={onCreated}
          />
        ) : (
          <Skeleton className="h-96 w-full" />
        )}
      </Suspense>
    </BookingFormDialog>
  );
}
