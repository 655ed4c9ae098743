// The coach form's pickers for list fields: a checkbox list over catalogue options, and a text box
// that adds custom entries shown as removable chips. Both keep the lists trimmed and free of
// duplicates (case-insensitive), as the schema does.
import { Plus, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Controller, type Control } from "react-hook-form";
import { uniqueTrimmed } from "#common/admin-coaches";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { CoachFormValues } from "./coach-form-values";

/** A group's error message, announced and referenced by its id. */
export function ErrorText({ id, children }: { id: string; children?: string }) {
  return children ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  ) : null;
}

/** Checkboxes for a list field; values already on the coach that are not options stay listed. */
export function CheckboxList({
  control,
  name,
  legend,
  options,
  error,
  columns = "sm:grid-cols-3",
  labelOf = (v: string) => v,
  keepOtherValues = true,
}: {
  control: Control<CoachFormValues>;
  name: "availability" | "sessionTypes" | "languages" | "insuranceAccepted" | "certifications";
  legend: ReactNode;
  options: readonly string[];
  error?: string;
  columns?: string;
  labelOf?: (value: string) => string;
  /** List values that are not options as checkboxes too (off where they are shown elsewhere). */
  keepOtherValues?: boolean;
}) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const selected = field.value ?? [];
        const all = keepOtherValues
          ? [...options, ...selected.filter((v) => !options.some((o) => o.toLowerCase() === v.toLowerCase()))]
          : options;
        const toggle = (value: string, on: boolean) =>
          field.onChange(on ? uniqueTrimmed([...selected, value]) : selected.filter((v) => v.toLowerCase() !== value.toLowerCase()));
        return (
          <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{legend}</legend>
            <div className={`grid grid-cols-2 gap-x-4 gap-y-2 ${columns}`}>
              {all.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-primary"
                    checked={selected.some((v) => v.toLowerCase() === option.toLowerCase())}
                    onChange={(event) => toggle(option, event.target.checked)}
                  />
                  {labelOf(option)}
                </label>
              ))}
            </div>
            <ErrorText id={errorId}>{error}</ErrorText>
          </fieldset>
        );
      }}
    />
  );
}

/** A text box with Add, and the custom entries as removable chips (trimmed, no duplicates). */
export function CustomEntries({
  label,
  values,
  onChange,
  hidden,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  hidden: readonly string[];
}) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const custom = values.filter((v) => !hidden.some((h) => h.toLowerCase() === v.toLowerCase()));
  const add = () => {
    const value = draft.trim();
    if (!value) return;
    onChange(uniqueTrimmed([...values, value]));
    setDraft("");
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} aria-label={`Add ${label.toLowerCase()}`}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
      {custom.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${label} added`}>
          {custom.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground"
            >
              {value}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
