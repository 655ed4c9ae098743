// The availability editor's weekly hours: for each weekday its intervals (none means not available),
// 'Add hours' (09:00–17:00 for the first, 13:00–17:00 after) and the day's message.
import { Plus } from "lucide-react";
import { WEEKDAY_LABELS, WEEKDAYS, type AvailabilityInterval, type Weekday } from "#common/scheduling/availability";
import { Button } from "../../components/ui/button";
import { FieldMessage, IntervalRows, messageFor, type AvailabilitySectionProps } from "./availability-fields";

export function WeeklyHoursFieldset({ id, value, setValue, errors }: AvailabilitySectionProps) {
  const setDay = (day: Weekday, intervals: AvailabilityInterval[]) =>
    setValue((v) => ({ ...v, weekly: { ...v.weekly, [day]: intervals } }));

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">Weekly hours</legend>
      {WEEKDAYS.map((day) => {
        const intervals = value.weekly[day] ?? [];
        return (
          <div key={day} className="grid gap-2 border-b pb-3 last:border-b-0 last:pb-0 sm:grid-cols-[7rem_1fr]">
            <p className="pt-1 text-sm font-medium">{WEEKDAY_LABELS[day]}</p>
            <div className="grid gap-2">
              {intervals.length === 0 ? <p className="text-sm text-muted-foreground">Not available</p> : null}
              <IntervalRows
                idPrefix={`${id}-${day}`}
                name={WEEKDAY_LABELS[day]}
                intervals={intervals}
                onChange={(next) => setDay(day, next)}
              />
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    setDay(day, [...intervals, intervals.length ? { start: "13:00", end: "17:00" } : { start: "09:00", end: "17:00" }])
                  }
                  aria-label={`Add hours on ${WEEKDAY_LABELS[day]}`}
                >
                  <Plus aria-hidden="true" /> Add hours
                </Button>
              </div>
              <FieldMessage id={`${id}-${day}-error`} message={messageFor(errors, `weekly.${day}`)} />
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
