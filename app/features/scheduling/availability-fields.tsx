// The pieces the availability editor's sections share: the field errors (keyed by the schema's paths,
// from the browser's check or the server's answer), a field's message, and rows of from–until hours.
import { Trash2 } from "lucide-react";
import type { Dispatch, SetStateAction } from "react";
import type { Availability, AvailabilityInterval } from "#common/scheduling/availability";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";

export type Errors = Record<string, string>;

/** What every section of the editor gets: the ids' prefix, the hours being edited and the errors. */
export interface AvailabilitySectionProps {
  id: string;
  value: Availability;
  setValue: Dispatch<SetStateAction<Availability>>;
  errors: Errors;
}

/** The first message for a path and everything under it ("weekly.mon" shows "weekly.mon.0.end"'s). */
export function messageFor(errors: Errors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((k) => k.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

export function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

export function IntervalRows({
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
