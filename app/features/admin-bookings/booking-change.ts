// Sending one change of a booking (a new status, or a new time) to the staff API or, for the booking's
// coach, to the coach API: the busy flag while it runs, the success toast, and the server's reason
// when it is refused.
import { useState } from "react";
import type { ClientBooking } from "#common/bookings";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";

/** What the actions need of a booking (staff's and the coach's views both have it). */
export type ChangeableBooking = Pick<
  ClientBooking,
  "id" | "firstName" | "lastName" | "status" | "paymentStatus" | "scheduledDate" | "timeZone" | "duration"
> & {
  allowedStatuses: string[];
  /** Whether the booking policy lets the viewer move it now (the server's answer). */
  canReschedule: boolean;
};

/** Returns `change(body, done)`, which resolves to whether the booking was changed. */
export function useBookingChange<B extends ChangeableBooking>({
  booking,
  coachApi,
  onChanged,
  onUnauthorized,
}: {
  booking: B;
  coachApi: boolean;
  onChanged(b: B): void;
  onUnauthorized(e: unknown): boolean;
}) {
  const [busy, setBusy] = useState(false);

  const change = async (body: Record<string, unknown>, done: string) => {
    setBusy(true);
    try {
      const response = await apiRequest("PATCH", `${coachApi ? "/api/coach/bookings" : "/api/admin/bookings"}/${booking.id}`, body);
      onChanged((await response.json()) as B);
      toast({ title: "Booking Updated", description: done, variant: "success" });
      return true;
    } catch (error) {
      if (!onUnauthorized(error)) {
        toast({
          title: "Error",
          description: (error instanceof ApiError && error.serverMessage) || "Failed to update booking. Please try again.",
          variant: "destructive",
        });
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, change };
}
