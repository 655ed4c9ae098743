// The directory's filters as the page shows them (docs/product/directory.md#filters): the filter
// card from 768 px up, the 'Filters' button and its sheet below, and the applied filters as chips at
// every width. Which one shows is decided by CSS alone, so the server's HTML is already right for
// the screen and nothing moves when the page becomes interactive. The card's code (its fields and the
// catalogue's option lists) loads when it is first touched, the sheet's when the button is.
import { useLocation } from "react-router";
import { filtersFromSearchParams, searchParamsFromFilters, type DirectoryFilters } from "#common/coaches";
import { deferredIsland } from "../../components/deferred-island";
import { FilterChips } from "./filter-chips";
import { FiltersLauncher } from "./filters-launcher";

/** The filters of an address as a stable query string (other parameters left out). */
const filterQuery = (search: string) => searchParamsFromFilters(filtersFromSearchParams(new URLSearchParams(search))).toString();
/**
 * The filters the server drew the card for: this module is evaluated before the first page hydrates.
 * Until the card's code is here, the card keeps that HTML, whatever the address says since.
 */
const drawnFor = typeof window === "undefined" ? "" : filterQuery(window.location.search);

const FilterCard = deferredIsland("filter-card", () => import("./filter-card").then((module) => module.FilterCard), {
  label: "Loading the filters",
  // Drawn again after the filters changed in the browser (a chip removed, the sheet applied, the back
  // button): the HTML it would keep shows other filters, so the card's own code is fetched at once.
  eager: () => filterQuery(window.location.search) !== drawnFor,
});

export function DirectoryFilterControls({ applied, onApply }: { applied: DirectoryFilters; onApply: (filters: DirectoryFilters) => void }) {
  const location = useLocation();
  return (
    <div>
      <div className="hidden md:block">
        {/* Remounted when the address changes, so staged choices follow the back button. */}
        <FilterCard key={location.search} applied={applied} onApply={onApply} />
      </div>
      <div className="flex flex-wrap items-start gap-2 md:has-[li]:mt-4">
        <div className="md:hidden">
          <FiltersLauncher applied={applied} onApply={onApply} />
        </div>
        <FilterChips applied={applied} onApply={onApply} />
      </div>
    </div>
  );
}
