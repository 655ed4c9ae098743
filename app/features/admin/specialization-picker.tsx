// The coach's specializations: the catalogue's topics in collapsible groups (each says how many are
// chosen), and custom ones added by hand.
import { useId } from "react";
import { useWatch, type Control, type UseFormSetValue } from "react-hook-form";
import { uniqueTrimmed } from "#common/admin-coaches";
import { ALL_TOPICS, TOPIC_GROUPS } from "#common/catalogue/topics";
import type { CoachFormValues } from "./coach-form-values";
import { CustomEntries, ErrorText } from "./coach-list-pickers";

export function SpecializationPicker({
  control,
  setValue,
  error,
  invalid,
}: {
  control: Control<CoachFormValues>;
  setValue: UseFormSetValue<CoachFormValues>;
  error?: string;
  /** The field has an error: changes are validated again at once. */
  invalid: boolean;
}) {
  const errorId = `${useId()}-error`;
  const specializations = useWatch({ control, name: "specializations" });
  const change = (values: string[]) => setValue("specializations", values, { shouldValidate: invalid });
  return (
    <fieldset className="grid gap-3" aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Specializations</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {TOPIC_GROUPS.map((group) => {
          const chosen = group.topics.filter((t) => specializations.includes(t.label)).length;
          return (
            <details key={group.name} className="rounded-md border px-3 py-2">
              <summary className="cursor-pointer text-sm font-medium">
                {group.name}
                {chosen > 0 ? <span className="ml-2 text-xs text-primary">({chosen} selected)</span> : null}
              </summary>
              <div className="mt-2 grid gap-2">
                {group.topics.map((topic) => (
                  <label key={topic.label} className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 accent-primary"
                      checked={specializations.includes(topic.label)}
                      onChange={(event) =>
                        change(
                          event.target.checked
                            ? uniqueTrimmed([...specializations, topic.label])
                            : specializations.filter((s) => s !== topic.label),
                        )
                      }
                    />
                    {topic.label}
                  </label>
                ))}
              </div>
            </details>
          );
        })}
      </div>
      <CustomEntries label="Custom specialization" values={specializations} hidden={ALL_TOPICS} onChange={change} />
      <ErrorText id={errorId}>{error}</ErrorText>
    </fieldset>
  );
}
