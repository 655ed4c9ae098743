import { describe, expect, it } from "vitest";
import { AVAILABILITY_FILTER_OPTIONS, BUDGET_TIERS, EXPERIENCE_FILTER_OPTIONS } from "#common/catalogue/coach-options";
import { appliedFilters, budgetLabel, withoutFilter } from "./applied-filters";

describe("chips of the applied directory filters", () => {
  it("show each filter once, in the filter card's order, the budget's two bounds as one chip", () => {
    const chips = appliedFilters({
      professionalType: "Certified Coach",
      language: "Spanish",
      maxRate: "150",
      minRate: "100",
      experience: "10",
      search: "trust",
      category: "Communication & Boundaries",
    });
    expect(chips.map((chip) => chip.label)).toEqual([
      '"trust"',
      "Communication & Boundaries",
      "10+ years",
      "$100-150",
      "Spanish",
      "Certified Coach",
    ]);
    expect(chips.find((chip) => chip.label === "$100-150")?.keys).toEqual(["minRate", "maxRate"]);
  });

  it("name values as the filter card's options do", () => {
    for (const option of EXPERIENCE_FILTER_OPTIONS) expect(appliedFilters({ experience: option.value })[0].label).toBe(option.label);
    for (const option of AVAILABILITY_FILTER_OPTIONS) expect(appliedFilters({ availability: option.value })[0].label).toBe(option.label);
    for (const tier of BUDGET_TIERS) expect(budgetLabel(String(tier.minRate), String(tier.maxRate))).toBe(tier.label);
    expect(budgetLabel("120", undefined)).toBe("$120+");
    expect(budgetLabel(undefined, "80")).toBe("$0-80");
  });

  it("leave out what is not a filter, and remove only their own keys", () => {
    const applied = { language: "English", minRate: "50", maxRate: "100", gender: "Female" };
    expect(appliedFilters({ ...applied, limit: "5", sort: "rating" } as never).map((chip) => chip.label)).toEqual([
      "$50-100",
      "English",
      "Female",
    ]);
    const budget = appliedFilters(applied).find((chip) => chip.key === "minRate")!;
    expect(withoutFilter(applied, budget)).toEqual({ language: "English", gender: "Female" });
    expect(appliedFilters({})).toEqual([]);
  });
});
