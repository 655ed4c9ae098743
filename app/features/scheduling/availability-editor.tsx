// The hours a coach can be booked (the Coach Workspace's Availability; the same editor serves staff):
// the time zone, several intervals per weekday, buffer, minimum notice, horizon and date overrides.
// Checked with availabilitySchema, the schema the server uses, so the messages are the server's; the
// server checks again and its field messages land on the same fields.
import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { defaultAvailability, type Availability } from "#common/scheduling/availability";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { FieldMessage, type AvailabilitySectionProps } from "./availability-fields";
import { DateOverridesFieldset } from "./date-overrides-fieldset";
import { TimeZoneField } from "./time-zone-field";
import { useSaveAvailability } from "./use-save-availability";
import { WeeklyHoursFieldset } from "./weekly-hours-fieldset";

/** Where a coach without hours starts: the same on the server and in the browser (no hydration gap). */
const STARTING_ZONE = "America/New_York";

const BOOKING_RULES = [
  ["bufferMinutes", "Buffer between sessions (minutes)"],
  ["minimumNoticeHours", "Minimum notice (hours)"],
  ["horizonDays", "Booking horizon (days ahead)"],
] as const;

export function AvailabilityEditor({ initial, endpoint }: { initial: Availability | null; endpoint: string }) {
  const id = useId();
  const [value, setValue] = useState<Availability>(() => initial ?? defaultAvailability(STARTING_ZONE));
  const { errors, busy, save } = useSaveAvailability(endpoint, value, setValue);
  const section = { id, value, setValue, errors };

  return (
    <form
      aria-label="Availability"
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TimeZoneField {...section} />
      <WeeklyHoursFieldset {...section} />
      <BookingRuleFields {...section} />
      <DateOverridesFieldset {...section} />

      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy ? "Saving..." : "Save availability"}
        </Button>
      </div>
    </form>
  );
}

/** Buffer between sessions, minimum notice and booking horizon: whole numbers. */
function BookingRuleFields({ id, value, setValue, errors }: AvailabilitySectionProps) {
  const number = (field: (typeof BOOKING_RULES)[number][0], raw: number) => setValue((v) => ({ ...v, [field]: raw }));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {BOOKING_RULES.map(([field, label]) => (
        <div key={field} className="grid gap-1">
          <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
            {label}
          </label>
          <Input
            id={`${id}-${field}`}
            type="number"
            inputMode="numeric"
            min={0}
            value={Number.isFinite(value[field]) ? value[field] : ""}
            onChange={(e) => number(field, e.target.valueAsNumber)}
            aria-invalid={errors[field] ? true : undefined}
          />
          <FieldMessage id={`${id}-${field}-error`} message={errors[field]} />
        </div>
      ))}
    </div>
  );
}
