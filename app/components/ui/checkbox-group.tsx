// A group of checkboxes with a legend and one error message for the group: native inputs, so every
// option is labelled, keyboard-usable and announced.
import { useId } from "react";
import { cn } from "../../lib/utils";

interface CheckboxGroupProps {
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  hint?: string;
  columns?: 2 | 3;
  name?: string;
}

export function CheckboxGroup({ legend, options, value, onChange, error, hint, columns = 2, name }: CheckboxGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={cn("grid grid-cols-1 gap-2", columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm",
                checked ? "border-primary bg-secondary" : "border-input hover:bg-muted",
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={(event) => onChange(event.target.checked ? [...value, option] : value.filter((v) => v !== option))}
                className="size-4 shrink-0 accent-primary"
              />
              {option}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
