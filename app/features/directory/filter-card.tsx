// The directory's filter card (docs/product/directory.md#filters): choices are staged here
// first; 'Find My Coach!' applies them (they go into the address, so links can be shared and the
// back button works); 'Clear All' empties both. Choosing 'all' removes a filter; a budget tier sets
// both minRate and maxRate.
import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { countActiveFilters, type DirectoryFilters } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/utils";
import { FilterSelects } from "./filter-selects";
import { useStagedFilters } from "./use-staged-filters";

export function FilterCard({ applied, onApply }: { applied: DirectoryFilters; onApply: (filters: DirectoryFilters) => void }) {
  const stagedFilters = useStagedFilters(applied);
  const { staged, setStaged, set } = stagedFilters;
  // Open at first on every width (every filter reachable at once); a phone can fold them away.
  const [expanded, setExpanded] = useState(true);
  const searchId = useId();
  const fieldsId = useId();

  return (
    <form
      aria-label="Filter coaches"
      className="rounded-xl border bg-background p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(staged);
      }}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={searchId}>Search</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Name, topic or keyword"
            value={staged.search ?? ""}
            onChange={(event) => set("search", event.target.value)}
          />
        </div>

        <button
          type="button"
          className="flex min-h-10 items-center justify-between rounded-md border px-3 py-2 text-sm font-medium md:hidden"
          aria-expanded={expanded}
          aria-controls={fieldsId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="flex items-center gap-2">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {expanded ? "Hide filters" : "More filters"}
          </span>
          <span aria-hidden="true">{expanded ? "−" : "+"}</span>
        </button>

        <div
          id={fieldsId}
          className={cn("grid-cols-1 gap-4 sm:grid-cols-2 md:grid md:grid-cols-3 lg:grid-cols-4", expanded ? "grid" : "hidden")}
        >
          <FilterSelects {...stagedFilters} />
        </div>

        <FilterActions
          active={countActiveFilters(staged)}
          onClear={() => {
            setStaged({});
            onApply({});
          }}
        />
      </div>
    </form>
  );
}

/** How many filters are staged, 'Clear All' and 'Find My Coach!' (the form's submit). */
function FilterActions({ active, onClear }: { active: number; onClear: () => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-h-5 text-sm font-medium text-primary" aria-live="polite">
        {active > 0 ? `✨ ${active} filter(s) active!` : ""}
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="outline" disabled={active === 0} onClick={onClear}>
          Clear All
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none">
          Find My Coach!
        </Button>
      </div>
    </div>
  );
}
