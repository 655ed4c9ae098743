// The directory's filter card, from 768 px up (docs/product/directory.md#filters): choices are staged
// here first; 'Find My Coach!' applies them (they go into the address, so links can be shared and the
// back button works); 'Clear All' empties both. Choosing 'all' removes a filter; a budget tier sets
// both minRate and maxRate. Narrower screens stage the same fields in a sheet (filters-sheet.tsx).
import { useId } from "react";
import { countActiveFilters, type DirectoryFilters } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { FilterSelects } from "./filter-selects";
import { useStagedFilters, type StagedFilters } from "./use-staged-filters";

export function FilterCard({ applied, onApply }: { applied: DirectoryFilters; onApply: (filters: DirectoryFilters) => void }) {
  const stagedFilters = useStagedFilters(applied);
  const { staged, setStaged } = stagedFilters;
  const active = countActiveFilters(staged);

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
        <SearchFilter {...stagedFilters} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          <FilterSelects {...stagedFilters} />
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <ActiveFiltersLine active={active} />
          <div className="flex gap-2">
            <ClearAllButton active={active} setStaged={setStaged} onApply={onApply} />
            <Button type="submit" className="flex-1 sm:flex-none">
              Find My Coach!
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}

/** The staged free-text search, the first field of the card and of the sheet. */
export function SearchFilter({ staged, set }: Pick<StagedFilters, "staged" | "set">) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Search</Label>
      <Input
        id={id}
        type="search"
        placeholder="Name, topic or keyword"
        value={staged.search ?? ""}
        onChange={(event) => set("search", event.target.value)}
      />
    </div>
  );
}

/** '✨ N filter(s) active!' for what is staged (the budget counts once); empty when nothing is. */
/** 'Clear All': empties the staged filters and applies none, at once. */
export function ClearAllButton({
  active,
  setStaged,
  onApply,
}: Pick<StagedFilters, "setStaged"> & { active: number; onApply: (filters: DirectoryFilters) => void }) {
  return (
    <Button
      type="button"
      variant="outline"
      disabled={active === 0}
      onClick={() => {
        setStaged({});
        onApply({});
      }}
    >
      Clear All
    </Button>
  );
}

export function ActiveFiltersLine({ active }: { active: number }) {
  return (
    <p className="min-h-5 text-sm font-medium text-primary" aria-live="polite">
      {active > 0 ? `✨ ${active} filter(s) active!` : ""}
    </p>
  );
}
