// The applied filters above the results, at every width (docs/product/directory.md#applied-filters):
// one chip per filter, a button named 'Remove {value}' that removes that filter alone and applies the
// rest. Drawn on the server from the address, so the page does not move when it becomes interactive.
import { X } from "lucide-react";
import type { DirectoryFilters } from "#common/coaches";
import { appliedFilters, withoutFilter } from "./applied-filters";

export function FilterChips({ applied, onApply }: { applied: DirectoryFilters; onApply: (filters: DirectoryFilters) => void }) {
  const chips = appliedFilters(applied);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Applied filters" className="flex min-w-0 flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key} className="min-w-0">
          <button
            type="button"
            className="inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-full border bg-secondary px-3 text-sm font-medium text-secondary-foreground hover:bg-secondary/80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
            onClick={() => onApply(withoutFilter(applied, chip))}
          >
            <span className="sr-only">Remove </span>
            <span className="truncate">{chip.label}</span>
            <X className="size-4 shrink-0" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
