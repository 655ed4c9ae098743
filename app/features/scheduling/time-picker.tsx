// Picking one of a coach's free times (GET /api/coaches/{id}/slots): days as a list of buttons, the
// chosen day's times as radio buttons, shown in the viewer's time zone with the zone named and a
// select to show them in another (the coach's, say). Two weeks at a time, with earlier/later. Works
// with a keyboard (Tab to a day, Enter; arrows between times) and a screen reader (each day says how
// many times it has; the times are a named radio group), and on a phone (everything wraps).
import { ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/ui/input";
import { DayList, DayTimes } from "./free-time-lists";
import { addDays, dateIn, dayLabel, viewerZone } from "./slot-dates";
import { DAYS_PER_PAGE, useFreeSlots } from "./use-free-slots";

export { describeSlot } from "./slot-dates";

export interface TimePickerProps {
  coachId: string;
  /** Minutes: 15 for the free consultation, 50 for a paid session. */
  duration: 15 | 50;
  /** The picked slot's start, or "" for none. */
  value: string;
  onChange: (start: string) => void;
  /** Changing it loads the times again (after a time was just taken). */
  refreshKey?: number;
  /** Names the group of times for assistive technology. */
  label: string;
}

export function TimePicker({ coachId, duration, value, onChange, refreshKey = 0, label }: TimePickerProps) {
  const id = useId();
  const [zone, setZone] = useState(viewerZone);
  // The two weeks that hold a time picked before the picker opened (on the profile, say).
  const [from, setFrom] = useState(() => pageHolding(value, viewerZone()));
  const [day, setDay] = useState<string | null>(null);
  const { state, byDay } = useFreeSlots({ coachId, duration, from, refreshKey, zone });

  // A picked time of the shown dates that is no longer offered (taken meanwhile) is let go.
  useEffect(() => {
    if (state.kind !== "ready" || !value || state.slots.some((slot) => slot.start === value)) return;
    const date = dateIn(Date.parse(value), zone);
    if (date >= from && date <= addDays(from, DAYS_PER_PAGE - 1)) onChange("");
  }, [state, value, onChange, from, zone]);

  const days = [...byDay.keys()];
  const shownDay = day && byDay.has(day) ? day : (days.find((d) => byDay.get(d)?.some((s) => s.start === value)) ?? days[0] ?? null);

  return (
    <div className="flex flex-col gap-3" data-testid="time-picker">
      <ZoneAndDates id={id} zone={zone} onZone={setZone} from={from} onFrom={setFrom} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Times in {zone.replaceAll("_", " ")}, {dayLabel(from)} – {dayLabel(addDays(from, DAYS_PER_PAGE - 1))}
      </p>

      {state.kind === "loading" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading free times…
        </p>
      ) : state.kind === "error" ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {state.message}
        </p>
      ) : days.length === 0 ? (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">No free times in these dates.</p>
      ) : (
        <>
          <DayList byDay={byDay} shownDay={shownDay} onShow={setDay} />
          {shownDay ? (
            <DayTimes
              name={`${id}-time`}
              label={label}
              day={shownDay}
              slots={byDay.get(shownDay)!}
              zone={zone}
              value={value}
              onChange={onChange}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/** The first date of the two-week page (counted from today) that holds `start`, or today. */
function pageHolding(start: string, zone: string): string {
  const today = dateIn(Date.now(), zone);
  if (!start) return today;
  const days = Math.round((Date.parse(`${dateIn(Date.parse(start), zone)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return addDays(today, Math.max(0, Math.floor(days / DAYS_PER_PAGE)) * DAYS_PER_PAGE);
}

/** The zone the times show in, and earlier/later dates (not before today, two weeks at a time). */
function ZoneAndDates({
  id,
  zone,
  onZone,
  from,
  onFrom,
}: {
  id: string;
  zone: string;
  onZone: (zone: string) => void;
  from: string;
  onFrom: (from: string) => void;
}) {
  const [now] = useState(() => Date.now());
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return all.includes(zone) ? all : [zone, ...all];
  }, [zone]);
  const today = dateIn(now, zone);

  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <label className="flex min-w-0 flex-col gap-1 text-sm font-medium" htmlFor={`${id}-zone`}>
        Time zone
        <NativeSelect id={`${id}-zone`} value={zone} onChange={(event) => onZone(event.target.value)} className="max-w-full sm:w-64">
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </NativeSelect>
      </label>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onFrom(addDays(from, -DAYS_PER_PAGE))}
          disabled={from <= today}
          aria-label="Earlier dates"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onFrom(addDays(from, DAYS_PER_PAGE))} aria-label="Later dates">
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
