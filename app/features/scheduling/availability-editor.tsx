// The hours a coach can be booked (the Coach Workspace's Availability; the same editor serves staff):
// the time zone, several intervals per weekday, buffer, minimum notice, horizon and date overrides.
// Checked with availabilitySchema, the schema the server uses, so the messages are the server's; the
// server checks again and its field messages land on the same fields.
import { Loader2, Plus, Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import {
  availabilitySchema,
  defaultAvailability,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Availability,
  type AvailabilityInterval,
  type Weekday,
} from "#common/scheduling/availability";
import { Button } from "../../components/ui/button";
import { Input, NativeSelect } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { useHydrated } from "../../lib/use-hydrated";
import { browserZone } from "./browser-zone";

type Errors = Record<string, string>;

/** Where a coach without hours starts: the same on the server and in the browser (no hydration gap). */
const STARTING_ZONE = "America/New_York";

/** The first message for a path and everything under it ("weekly.mon" shows "weekly.mon.0.end"'s). */
function messageFor(errors: Errors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

function IntervalRows({
  idPrefix,
  name,
  intervals,
  onChange,
}: {
  idPrefix: string;
  name: string;
  intervals: AvailabilityInterval[];
  onChange: (next: AvailabilityInterval[]) => void;
}) {
  const set = (index: number, part: Partial<AvailabilityInterval>) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, ...part } : interval)));
  return (
    <div className="flex flex-col gap-2">
      {intervals.map((interval, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium" htmlFor={`${idPrefix}-${index}-start`}>
            {name}, from
            <Input
              id={`${idPrefix}-${index}-start`}
              type="time"
              step={300}
              value={interval.start}
              onChange={(e) => set(index, { start: e.target.value })}
              className="w-32"
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium" htmlFor={`${idPrefix}-${index}-end`}>
            {name}, until
            <Input
              id={`${idPrefix}-${index}-end`}
              type="time"
              step={300}
              value={interval.end === "24:00" ? "23:59" : interval.end}
              onChange={(e) => set(index, { end: e.target.value === "23:59" ? "24:00" : e.target.value })}
              className="w-32"
            />
          </label>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange(intervals.filter((_, i) => i !== index))}
            aria-label={`Remove ${name} hours ${index + 1}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
    </div>
  );
}

export function AvailabilityEditor({ initial, endpoint }: { initial: Availability | null; endpoint: string }) {
  const id = useId();
  const [value, setValue] = useState<Availability>(() => initial ?? defaultAvailability(STARTING_ZONE));
  const hydrated = useHydrated();
  const ownZone = hydrated ? (browserZone() ?? null) : null;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const handleUnauthorized = useUnauthorizedHandler();
  // The server's list of zones can differ from the browser's: the full list once the page runs.
  const zones = useMemo(() => {
    const all = hydrated && typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return all.includes(value.timeZone) ? all : [value.timeZone, ...all];
  }, [value.timeZone, hydrated]);

  const setDay = (day: Weekday, intervals: AvailabilityInterval[]) =>
    setValue((v) => ({ ...v, weekly: { ...v.weekly, [day]: intervals } }));
  const number = (field: "bufferMinutes" | "minimumNoticeHours" | "horizonDays", raw: number) => setValue((v) => ({ ...v, [field]: raw }));

  async function save() {
    const checked = availabilitySchema.safeParse(value);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      toast({ title: "Please check your hours", description: Object.values(found)[0], variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const response = await apiRequest("PUT", endpoint, checked.data);
      setValue((await response.json()) as Availability);
      setErrors({});
      toast({ title: "Availability saved", description: "Clients can now pick from these hours on your profile.", variant: "success" });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      const description =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      toast({ title: "Could not save", description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

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
      <div className="grid gap-1">
        <label htmlFor={`${id}-zone`} className="text-sm font-medium">
          Time zone
        </label>
        <NativeSelect
          id={`${id}-zone`}
          value={value.timeZone}
          onChange={(e) => setValue((v) => ({ ...v, timeZone: e.target.value }))}
          className="max-w-full sm:w-80"
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </NativeSelect>
        {ownZone && ownZone !== value.timeZone ? (
          <div>
            <Button type="button" variant="link" className="h-auto px-0" onClick={() => setValue((v) => ({ ...v, timeZone: ownZone }))}>
              Use my time zone ({ownZone.replaceAll("_", " ")})
            </Button>
          </div>
        ) : null}
        <FieldMessage id={`${id}-zone-error`} message={errors.timeZone} />
      </div>

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

      <div className="grid gap-4 sm:grid-cols-3">
        {(
          [
            ["bufferMinutes", "Buffer between sessions (minutes)"],
            ["minimumNoticeHours", "Minimum notice (hours)"],
            ["horizonDays", "Booking horizon (days ahead)"],
          ] as const
        ).map(([field, label]) => (
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

      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-base font-semibold">Days off and special hours</legend>
        {value.overrides.length === 0 ? (
          <p className="text-sm text-muted-foreground">None. Add a date to take a day off or to work other hours that day.</p>
        ) : null}
        {value.overrides.map((override, index) => {
          const setOverride = (next: Partial<typeof override>) =>
            setValue((v) => ({ ...v, overrides: v.overrides.map((o, i) => (i === index ? { ...o, ...next } : o)) }));
          const label = override.date || `date ${index + 1}`;
          return (
            <div key={index} className="grid gap-2 border-b pb-3 last:border-b-0 last:pb-0">
              <div className="flex flex-wrap items-end gap-3">
                <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-override-${index}`}>
                  Date
                  <Input
                    id={`${id}-override-${index}`}
                    type="date"
                    value={override.date}
                    onChange={(e) => setOverride({ date: e.target.value })}
                    className="w-44"
                  />
                </label>
                <label className="flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={override.intervals.length === 0}
                    onChange={(e) => setOverride({ intervals: e.target.checked ? [] : [{ start: "09:00", end: "17:00" }] })}
                  />
                  Day off
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setValue((v) => ({ ...v, overrides: v.overrides.filter((_, i) => i !== index) }))}
                  aria-label={`Remove the override for ${label}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {override.intervals.length > 0 ? (
                <IntervalRows
                  idPrefix={`${id}-override-${index}`}
                  name={`Hours on ${label}`}
                  intervals={override.intervals}
                  onChange={(next) => setOverride({ intervals: next })}
                />
              ) : null}
              <FieldMessage id={`${id}-override-${index}-error`} message={messageFor(errors, `overrides.${index}`)} />
            </div>
          );
        })}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setValue((v) => ({ ...v, overrides: [...v.overrides, { date: "", intervals: [] }] }))}
          >
            <Plus aria-hidden="true" /> Add a date
          </Button>
        </div>
        <FieldMessage id={`${id}-overrides-error`} message={errors.overrides} />
      </fieldset>

      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy ? "Saving..." : "Save availability"}
        </Button>
      </div>
    </form>
  );
}
