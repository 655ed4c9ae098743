// The availability editor's date overrides: a date taken off entirely, or worked with other hours
// than its weekday's. Each has its date, 'Day off' (no intervals), its hours and a remove button.
import { Plus, Trash2 } from "lucide-react";
import type { AvailabilityOverride } from "#common/scheduling/availability";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { FieldMessage, IntervalRows, messageFor, type AvailabilitySectionProps } from "./availability-fields";

export function DateOverridesFieldset({ id, value, setValue, errors }: AvailabilitySectionProps) {
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">Days off and special hours</legend>
      {value.overrides.length === 0 ? (
        <p className="text-sm text-muted-foreground">None. Add a date to take a day off or to work other hours that day.</p>
      ) : null}
      {value.overrides.map((override, index) => (
        <OverrideRow
          key={index}
          id={id}
          index={index}
          override={override}
          errors={errors}
          onChange={(next) => setValue((v) => ({ ...v, overrides: v.overrides.map((o, i) => (i === index ? { ...o, ...next } : o)) }))}
          onRemove={() => setValue((v) => ({ ...v, overrides: v.overrides.filter((_, i) => i !== index) }))}
        />
      ))}
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
  );
}

function OverrideRow({
  id,
  index,
  override,
  errors,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  override: AvailabilityOverride;
  errors: AvailabilitySectionProps["errors"];
  onChange: (next: Partial<AvailabilityOverride>) => void;
  onRemove: () => void;
}) {
  const label = override.date || `date ${index + 1}`;
  return (
    <div className="grid gap-2 border-b pb-3 last:border-b-0 last:pb-0">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium" htmlFor={`${id}-override-${index}`}>
          Date
          <Input
            id={`${id}-override-${index}`}
            type="date"
            value={override.date}
            onChange={(e) => onChange({ date: e.target.value })}
            className="w-44"
          />
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={override.intervals.length === 0}
            onChange={(e) => onChange({ intervals: e.target.checked ? [] : [{ start: "09:00", end: "17:00" }] })}
          />
          Day off
        </label>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove the override for ${label}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {override.intervals.length > 0 ? (
        <IntervalRows
          idPrefix={`${id}-override-${index}`}
          name={`Hours on ${label}`}
          intervals={override.intervals}
          onChange={(next) => onChange({ intervals: next })}
        />
      ) : null}
      <FieldMessage id={`${id}-override-${index}-error`} message={messageFor(errors, `overrides.${index}`)} />
    </div>
  );
}
