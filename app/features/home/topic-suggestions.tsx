// The home search box's suggestion panel: a listbox of topics under a heading, driven by the box
// (its options never take focus; the input points at the active one with aria-activedescendant).
import { cn } from "../../lib/utils";
import type { Suggestion } from "./use-topic-combobox";

export function TopicSuggestions({
  listId,
  heading,
  suggestions,
  active,
  onPick,
}: {
  listId: string;
  heading: string;
  suggestions: Suggestion[];
  active: number;
  onPick: (suggestion: Suggestion) => void;
}) {
  return (
    <div className="absolute inset-x-0 top-full z-30 mt-2 rounded-xl border bg-background p-3 text-left shadow-xl sm:right-auto sm:w-[calc(100%-11rem)]">
      <p id={`${listId}-heading`} className="px-2 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {heading}
      </p>
      <ul id={listId} role="listbox" aria-labelledby={`${listId}-heading`} className="flex flex-col">
        {suggestions.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- an option of the combobox: the keys are handled by its input (aria-activedescendant)
          <li
            key={suggestion.label}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input: a mousedown here must not blur it before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(suggestion)}
            className={cn(
              "cursor-pointer rounded-md px-2 py-2 text-sm hover:bg-muted",
              index === active && "bg-secondary text-secondary-foreground",
            )}
          >
            <span aria-hidden="true" className="mr-2">
              {suggestion.emoji}
            </span>
            {suggestion.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
