// The directory filter card's staged choices (docs/product/directory.md#filters): what the person
// has picked but not applied yet. Choosing 'all' (or emptying a field) removes a filter; a budget
// tier sets both minRate and maxRate.
import { useState } from "react";
import { BUDGET_TIERS } from "#common/catalogue/coach-options";
import type { DirectoryFilterKey, DirectoryFilters } from "#common/coaches";

/** The value of a select's "no filter" option. */
export const ALL = "all";

function budgetValue(filters: DirectoryFilters): string {
  if (!filters.minRate && !filters.maxRate) return ALL;
  return `${filters.minRate ?? ""}-${filters.maxRate ?? ""}`;
}

export function useStagedFilters(applied: DirectoryFilters) {
  const [staged, setStaged] = useState<DirectoryFilters>(applied);

  const set = (key: DirectoryFilterKey, value: string) =>
    setStaged((current) => {
      const next = { ...current };
      if (value === "" || value === ALL) delete next[key];
      else next[key] = value;
      return next;
    });

  const setBudget = (value: string) =>
    setStaged((current) => {
      const next = { ...current };
      delete next.minRate;
      delete next.maxRate;
      if (value !== ALL) {
        const [min, max] = value.split("-");
        if (min) next.minRate = min;
        if (max) next.maxRate = max;
      }
      return next;
    });

  const budget = budgetValue(staged);
  // A range from a shared link that is none of the tiers: offered as an option of its own.
  const isCustomBudget = budget !== ALL && !BUDGET_TIERS.some((t) => budget === `${t.minRate}-${t.maxRate}`);

  return { staged, setStaged, set, setBudget, budget, isCustomBudget };
}

export type StagedFilters = ReturnType<typeof useStagedFilters>;
