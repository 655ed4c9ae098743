// The applied directory filters as chips (docs/product/directory.md#applied-filters): one per filter,
// the budget's two bounds as one, each naming what it removes. Only the filters of the filter card:
// paging and ordering are not filters and get no chip. No catalogue import: the labels are made from
// the values, so the chips cost the page's first load next to nothing.
import { DIRECTORY_FILTER_KEYS, DIRECTORY_FLAG_FILTERS, type DirectoryFilterKey, type DirectoryFilters } from "#common/coaches";

export interface AppliedFilter {
  /** The first key it stands for (a stable React key). */
  key: DirectoryFilterKey;
  /** What the chip shows; its button is named 'Remove {label}'. */
  label: string;
  /** The keys its button removes (minRate and maxRate together for the budget). */
  keys: DirectoryFilterKey[];
}

/** The budget tiers' own labels ("$50-100", "$200+" for 200-999), and the same form for any other range. */
export function budgetLabel(minRate: string | undefined, maxRate: string | undefined): string {
  if (!maxRate || maxRate === "999") return `$${minRate ?? 0}+`;
  return `$${minRate ?? 0}-${maxRate}`;
}

/** The experience options' labels: the minimum years with the tier they start ("3-5 years"). */
const EXPERIENCE_LABELS: Record<string, string> = { "1": "1-3 years", "3": "3-5 years", "5": "5-10 years", "10": "10+ years" };

function labelOf(key: DirectoryFilterKey, value: string): string {
  if (key === "search") return `"${value}"`;
  if (key === "experience") return EXPERIENCE_LABELS[value] ?? `${value}+ years`;
  if (key === "availability") return value.charAt(0).toUpperCase() + value.slice(1);
  // A yes/no filter's chip is named by what it asks for ("Offers video sessions").
  return (DIRECTORY_FLAG_FILTERS as Partial<Record<DirectoryFilterKey, string>>)[key] ?? value;
}

export function appliedFilters(filters: DirectoryFilters): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  // In the filter card's order, the budget's two bounds one chip where the card shows it.
  for (const key of DIRECTORY_FILTER_KEYS) {
    if (key === "maxRate") continue;
    if (key === "minRate") {
      if (filters.minRate || filters.maxRate) {
        chips.push({ key, label: budgetLabel(filters.minRate, filters.maxRate), keys: ["minRate", "maxRate"] });
      }
      continue;
    }
    const value = filters[key]?.trim();
    if (value) chips.push({ key, label: labelOf(key, value), keys: [key] });
  }
  return chips;
}

/** The filters without the ones this chip stands for. */
export function withoutFilter(filters: DirectoryFilters, chip: AppliedFilter): DirectoryFilters {
  const next = { ...filters };
  for (const key of chip.keys) delete next[key];
  return next;
}
