// The time picker's lists: the days that have free times (buttons that say how many times each has)
// and the shown day's times (a named radio group, arrows move between them).
import type { FreeSlot } from "#common/scheduling/slots";
import { cn } from "../../lib/utils";
import { dayLabel, longDayLabel, timeLabel } from "./slot-dates";

export function DayList({
  byDay,
  shownDay,
  onShow,
}: {
  byDay: Map<string, FreeSlot[]>;
  shownDay: string | null;
  onShow: (date: string) => void;
}) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Days with free times">
      {[...byDay.keys()].map((date) => (
        <li key={date}>
          <button
            type="button"
            onClick={() => onShow(date)}
            aria-pressed={date === shownDay}
            aria-label={`${longDayLabel(date)}, ${byDay.get(date)!.length} ${byDay.get(date)!.length === 1 ? "time" : "times"}`}
            className={cn(
              "min-h-10 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
              date === shownDay ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
            )}
          >
            {dayLabel(date)}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function DayTimes({
  name,
  label,
  day,
  slots,
  zone,
  value,
  onChange,
}: {
  /** The radio group's name. */
  name: string;
  /** Names the group of times for assistive technology. */
  label: string;
  day: string;
  slots: FreeSlot[];
  zone: string;
  value: string;
  onChange: (start: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">
        {label}: {longDayLabel(day)}
      </legend>
      <div className="flex flex-wrap gap-2">
        {slots.map((slot) => (
          <label
            key={slot.start}
            className={cn(
              "flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary",
              slot.start === value ? "border-primary bg-primary/10 font-semibold" : "bg-background hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name={name}
              value={slot.start}
              checked={slot.start === value}
              onChange={() => onChange(slot.start)}
              className="size-4 accent-primary"
            />
            {timeLabel(slot.start, zone)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
