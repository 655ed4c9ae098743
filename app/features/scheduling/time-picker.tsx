// Picking one of a coach's free times (GET /api/coaches/{id}/slots): days as a list of buttons, the
// chosen day's times as radio buttons, shown in the viewer's time zone with the zone named and a
// select to show them in another (the coach's, say). Two weeks at a time, with earlier/later. Works
// with a keyboard (Tab to a day, Enter; arrows between times) and a screen reader (each day says how
// many times it has; the times are a named radio group), and on a phone (everything wraps).
import { ChevronLeft, ChevronRight, Loader2 } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import type { FreeSlot } from "#common/scheduling/slots";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/ui/input";
import { cn } from "../../lib/utils";

const DAYS_PER_PAGE = 14;

function viewerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** YYYY-MM-DD of an instant in a zone. */
function dateIn(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    new Date(instant),
  );
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );
const longDayLabel = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${date}T12:00:00Z`),
  );
const timeLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));

/** "Tuesday, December 8 at 9:00 AM EST": a picked time in words, for messages. */
export function describeSlot(iso: string, timeZone = viewerZone()): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(new Date(iso))
    .replace(/, (\d{1,2}:\d{2})/, " at $1");
}

type Loaded = { key: string } & ({ kind: "error"; message: string } | { kind: "ready"; slots: FreeSlot[] });
type State = { kind: "loading" } | Loaded;

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
  const [from, setFrom] = useState(() => dateIn(Date.now(), viewerZone()));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const requestKey = `${coachId}|${duration}|${from}|${refreshKey}`;
  // What was loaded for another request (other dates, a refresh) shows as loading until this one answers.
  const state: State = useMemo(() => (loaded && loaded.key === requestKey ? loaded : { kind: "loading" }), [loaded, requestKey]);

  useEffect(() => {
    const controller = new AbortController();
    const key = `${coachId}|${duration}|${from}|${refreshKey}`;
    // A day either side, so every time of the shown days is in the answer whatever the coach's zone.
    const query = new URLSearchParams({ from: addDays(from, -1), to: addDays(from, DAYS_PER_PAGE), duration: String(duration) });
    fetch(`/api/coaches/${coachId}/slots?${query.toString()}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok)
          throw new Error(
            ((await response.json().catch(() => ({}))) as { message?: string }).message ?? "The free times could not be loaded.",
          );
        setLoaded({ key, kind: "ready", slots: (await response.json()) as FreeSlot[] });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, kind: "error", message: error instanceof Error ? error.message : "The free times could not be loaded." });
      });
    return () => controller.abort();
  }, [coachId, duration, from, refreshKey]);

  const byDay = useMemo(() => {
    const groups = new Map<string, FreeSlot[]>();
    if (state.kind !== "ready") return groups;
    const last = addDays(from, DAYS_PER_PAGE - 1);
    for (const slot of state.slots) {
      const date = dateIn(Date.parse(slot.start), zone);
      if (date < from || date > last) continue;
      groups.set(date, [...(groups.get(date) ?? []), slot]);
    }
    return groups;
  }, [state, zone, from]);

  // A picked time that is no longer offered (taken meanwhile) is let go.
  useEffect(() => {
    if (state.kind === "ready" && value && !state.slots.some((slot) => slot.start === value)) onChange("");
  }, [state, value, onChange]);

  const days = [...byDay.keys()];
  const shownDay = day && byDay.has(day) ? day : (days.find((d) => byDay.get(d)?.some((s) => s.start === value)) ?? days[0] ?? null);
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return all.includes(zone) ? all : [zone, ...all];
  }, [zone]);
  const today = dateIn(now, zone);

  return (
    <div className="flex flex-col gap-3" data-testid="time-picker">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium" htmlFor={`${id}-zone`}>
          Time zone
          <NativeSelect id={`${id}-zone`} value={zone} onChange={(event) => setZone(event.target.value)} className="max-w-full sm:w-64">
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
            onClick={() => setFrom(addDays(from, -DAYS_PER_PAGE))}
            disabled={from <= today}
            aria-label="Earlier dates"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setFrom(addDays(from, DAYS_PER_PAGE))} aria-label="Later dates">
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
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
          <ul className="flex flex-wrap gap-2" aria-label="Days with free times">
            {days.map((date) => (
              <li key={date}>
                <button
                  type="button"
                  onClick={() => setDay(date)}
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
          {shownDay ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium">
                {label}: {longDayLabel(shownDay)}
              </legend>
              <div className="flex flex-wrap gap-2">
                {byDay.get(shownDay)!.map((slot) => (
                  <label
                    key={slot.start}
                    className={cn(
                      "flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary",
                      slot.start === value ? "border-primary bg-primary/10 font-semibold" : "bg-background hover:bg-muted",
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-time`}
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
          ) : null}
        </>
      )}
    </div>
  );
}
