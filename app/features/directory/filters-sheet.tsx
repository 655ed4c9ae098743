// The directory's filters below 768 px (docs/product/directory.md#filters-on-a-phone): a sheet with
// the filter card's staged fields, 'Clear All', and 'Show N coaches', which applies them; N is
// counted before applying. Loaded when the 'Filters' button is first pointed at or pressed
// (filters-launcher.tsx). Focus starts on the sheet itself (not on the search field: a phone would
// open its keyboard over the sheet) and goes back to the button on close, unless applying moved it on
// to the results' count.
import { Loader2 } from "lucide-react";
import type { RefObject } from "react";
import { countActiveFilters, type DirectoryFilters } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "../../components/ui/sheet";
import { ActiveFiltersLine, ClearAllButton, SearchFilter } from "./filter-card";
import { FilterSelects } from "./filter-selects";
import { showCoachesLabel, useStagedCount } from "./use-staged-count";
import { useStagedFilters } from "./use-staged-filters";

interface FiltersSheetProps {
  applied: DirectoryFilters;
  onApply: (filters: DirectoryFilters) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function FiltersSheet({ applied, onApply, open, onOpenChange, returnFocusTo }: FiltersSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-full max-w-md gap-0 p-0"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Applying moves focus on to the results' count (as the card does): it stays there.
          const focused = document.activeElement;
          if (focused && focused !== document.body && !(event.currentTarget as Node).contains(focused)) return;
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader className="border-b p-4 pr-14">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Choose what matters to you, then show the coaches who match.</SheetDescription>
        </SheetHeader>
        {/* Mounted at each opening: the staged choices start from the applied ones. */}
        <StagedFiltersForm
          applied={applied}
          onApply={(filters) => {
            onOpenChange(false);
            onApply(filters);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}

function StagedFiltersForm({ applied, onApply }: Pick<FiltersSheetProps, "applied" | "onApply">) {
  const stagedFilters = useStagedFilters(applied);
  const { staged, setStaged } = stagedFilters;
  const active = countActiveFilters(staged);
  const count = useStagedCount(staged);
  const counting = count.state === "counting";

  return (
    <form
      aria-label="Filter coaches"
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(staged);
      }}
    >
      {/* The sheet's focus trap moves focus without scrolling (Tab from the last control back to the first): brought into view here. */}
      <div
        className="flex flex-1 flex-col gap-4 overflow-y-auto p-4"
        onFocus={(event) => event.target.scrollIntoView({ block: "nearest" })}
      >
        <SearchFilter {...stagedFilters} />
        <FilterSelects {...stagedFilters} />
      </div>
      <div className="flex flex-col gap-3 border-t bg-background p-4">
        <ActiveFiltersLine active={active} />
        <p className="sr-only" aria-live="polite">
          {count.state === "counted" ? `${count.total} ${count.total === 1 ? "coach matches" : "coaches match"}.` : ""}
        </p>
        <div className="flex gap-2">
          <ClearAllButton active={active} setStaged={setStaged} onApply={onApply} />
          <Button type="submit" className="flex-1" aria-busy={counting || undefined}>
            {counting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {showCoachesLabel(count)}
          </Button>
        </div>
      </div>
    </form>
  );
}
