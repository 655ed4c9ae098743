// The form for a new booking (docs/product/bookings-and-payments.md#booking-by-staff): coach, client,
// session, date, time and zone, length and price (0 = free). It validates with the API's own schema
// (common/bookings.ts) after turning date + time + zone into an ISO instant with its offset, and shows the
// server's field messages where they belong. Started from a consultation request, it arrives prefilled. Staff
// pick the coach; a coach (the Coach Workspace passes `ownCoach`) books with their own profile, so there is
// no picker and the form posts to the coach API without a coachId. The checks are in booking-form-model.ts,
// the state in use-booking-form.ts and the groups of fields in booking-form-fields.tsx.
import { Loader2 } from "lucide-react";
import type { BookingCoachOption, BookingPrefill } from "#common/bookings";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/textarea";
import { BookingFormRow, ClientFields, CoachField, LengthAndPriceFields, SessionFields, WhenFields } from "./booking-form-fields";
import type { CreatedBooking } from "./booking-form-model";
import { useBookingForm } from "./use-booking-form";

export type { CreatedBooking } from "./booking-form-model";

export function BookingForm({
  coaches: coachOptions = [],
  ownCoach,
  prefill,
  onCreated,
  onUnauthorized,
}: {
  /** Staff: the coaches to choose from. */
  coaches?: BookingCoachOption[];
  /** A coach booking with their own profile: no picker, and the coach API. */
  ownCoach?: BookingCoachOption;
  prefill: BookingPrefill | null;
  onCreated(booking: CreatedBooking): void;
  onUnauthorized(error: unknown): boolean;
}) {
  const coaches = ownCoach ? [ownCoach] : coachOptions;
  const noun = ownCoach ? "Session" : "Booking";
  const form = useBookingForm({ coaches, ownCoach, prefill, noun, onCreated, onUnauthorized });
  const { values, wiring, set, busy } = form;

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-5" aria-label={`New ${noun.toLowerCase()}`}>
      {prefill ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          From the consultation request of {prefill.firstName} {prefill.lastName}. It will be marked scheduled.
        </p>
      ) : null}
      {ownCoach ? null : <CoachField form={form} />}
      <ClientFields form={form} />
      <SessionFields form={form} />
      <WhenFields form={form} />
      <LengthAndPriceFields form={form} />
      <BookingFormRow
        form={form}
        field="notes"
        label={ownCoach ? "Notes (shown to the client and you)" : "Notes (shown to the client and the coach)"}
      >
        <Textarea
          {...wiring("notes")}
          rows={3}
          className="min-h-20"
          value={values.notes}
          onChange={(e) => set("notes", e.target.value)}
          maxLength={2000}
        />
      </BookingFormRow>
      <Button type="submit" size="lg" disabled={busy} className="sm:self-end">
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? "Creating..." : `Create ${noun}`}
      </Button>
    </form>
  );
}
