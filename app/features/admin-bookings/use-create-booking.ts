// Sending a new booking (staff) or session (coach) once: the busy state, the toast that says who was
// e-mailed, and the server's field errors handed back to the form when it refuses.
import { useRef, useState } from "react";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { serverFieldErrors, type BookingFieldErrors, type CreatedBooking } from "./booking-form-model";

export function useCreateBooking({
  forCoach,
  noun,
  onCreated,
  onUnauthorized,
  onFieldErrors,
}: {
  /** A coach books with their own profile (POST /api/coach/bookings); staff book for any coach. */
  forCoach: boolean;
  /** "Booking" for staff, "Session" for a coach. */
  noun: string;
  onCreated(booking: CreatedBooking): void;
  onUnauthorized(error: unknown): boolean;
  onFieldErrors(errors: BookingFieldErrors): void;
}) {
  const [busy, setBusy] = useState(false);
  // A double click must not create two bookings: the state update lands after the second click.
  const busyRef = useRef(false);

  const create = async (payload: Record<string, unknown>) => {
    busyRef.current = true;
    setBusy(true);
    try {
      const response = await apiRequest("POST", forCoach ? "/api/coach/bookings" : "/api/admin/bookings", payload);
      const created = (await response.json()) as CreatedBooking;
      toast({
        title: `${noun} Created`,
        description: `${created.firstName} ${created.lastName} was e-mailed ${created.amountCents === 0 ? `the ${noun.toLowerCase()}` : "the payment link"}.`,
        variant: "success",
      });
      onCreated(created);
    } catch (error) {
      if (onUnauthorized(error)) return;
      onFieldErrors(serverFieldErrors(error));
      toast({
        title: "Error",
        description: (error instanceof ApiError && error.serverMessage) || `Failed to create ${noun.toLowerCase()}. Please try again.`,
        variant: "destructive",
      });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** Whether a booking is on its way now, before React has drawn the busy state. */
  const sending = () => busyRef.current;

  return { busy, sending, create };
}
