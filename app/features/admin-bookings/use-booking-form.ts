// The state of the New Booking form: its values, a coach or session type suggesting the length and
// price, the field errors, and the check before sending (use-create-booking.ts sends it, once).
import { useId, useMemo, useState, type FormEvent } from "react";
import type { BookingCoachOption, BookingPrefill, BookingSessionType } from "#common/bookings";
import {
  checkBooking,
  emptyPrefill,
  initialValues,
  withSuggestion,
  type BookingField,
  type BookingFieldErrors,
  type BookingFormValues,
  type CreatedBooking,
} from "./booking-form-model";
import { timeZoneOptions } from "./time-zones";
import { useCreateBooking } from "./use-create-booking";

export type BookingFormState = ReturnType<typeof useBookingForm>;

export function useBookingForm({
  coaches,
  ownCoach,
  prefill,
  noun,
  onCreated,
  onUnauthorized,
}: {
  coaches: BookingCoachOption[];
  ownCoach?: BookingCoachOption;
  prefill: BookingPrefill | null;
  /** "Booking" for staff, "Session" for a coach. */
  noun: string;
  onCreated(booking: CreatedBooking): void;
  onUnauthorized(error: unknown): boolean;
}) {
  const id = useId();
  const [values, setValues] = useState<BookingFormValues>(() =>
    initialValues(ownCoach ? { ...(prefill ?? emptyPrefill), coachId: ownCoach.id } : prefill, coaches),
  );
  const [errors, setErrors] = useState<BookingFieldErrors>({});
  const { busy, sending, create } = useCreateBooking({
    forCoach: Boolean(ownCoach),
    noun,
    onCreated,
    onUnauthorized,
    onFieldErrors: setErrors,
  });
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const activeCoaches = coaches.filter((c) => c.isActive);

  const set = <K extends BookingField>(field: K, value: BookingFormValues[K]) => setValues((v) => ({ ...v, [field]: value }));

  /** A new coach or session type suggests the length and the price (staff can change both). */
  const suggest = (coachId: string, sessionType: BookingSessionType | "") =>
    setValues((v) => withSuggestion(v, coaches, coachId, sessionType));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending()) return;
    const { payload, found } = checkBooking(values, { ownCoach: Boolean(ownCoach), prefill });
    setErrors(found);
    const firstBad = (Object.keys(values) as BookingField[]).find((f) => found[f]);
    if (firstBad) {
      document.getElementById(`${id}-${firstBad}`)?.focus();
      return;
    }
    await create(payload);
  };

  /** The id, error wiring and disabled state every control of the form shares. */
  const wiring = (field: BookingField) => ({
    id: `${id}-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
    disabled: busy,
  });

  return { id, values, errors, busy, zones, activeCoaches, set, suggest, submit, wiring };
}
