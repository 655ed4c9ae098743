// The New Booking dialog of the staff bookings page: the booking form once its coaches (and any
// prefill) are loaded, a skeleton until then, or why the form could not be loaded.
import type { BookingFormData } from "#common/bookings";
import { Skeleton } from "../../components/ui/skeleton";
import { BookingForm } from "./booking-form";
import { BookingFormDialog } from "./booking-form-dialog";

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
  return (
    <BookingFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New Booking"
      description="The client is e-mailed the link to pay (or, for a free session, the booking) with a calendar invitation."
      formError={formError}
    >
      {formData ? (
        <BookingForm coaches={formData.coaches} prefill={formData.prefill} onUnauthorized={onUnauthorized} onCreated={onCreated} />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </BookingFormDialog>
  );
}
