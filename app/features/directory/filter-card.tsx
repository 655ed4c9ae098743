// The directory's filter card (docs/product/directory.md#filters): choices are staged here
// first; 'Find My Coach!' applies them (they go into the address, so links can be shared and the
// back button works); 'Clear All' empties both. Choosing 'all' removes a filter; a budget tier sets
// both minRate and maxRate.
import { SlidersHorizontal } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import {
  AVAILABILITY_FILTER_OPTIONS,
  BUDGET_TIERS,
  CLINICAL_LICENSES,
  COACHING_CERTIFICATIONS,
  EXPERIENCE_FILTER_OPTIONS,
  GENDERS,
  INSURERS,
  LANGUAGE_FILTER_OPTIONS,
  LOCATION_FILTER_OPTIONS,
  PROFESSIONAL_TYPES,
  APPLICATION_SPECIALIZATIONS,
} from "#common/catalogue/coach-options";
import { TOPIC_GROUPS } from "#common/catalogue/topics";
import { countActiveFilters, type DirectoryFilterKey, type DirectoryFilters } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { Input, NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/utils";

const ALL = "all";

function budgetValue(filters: DirectoryFilters): string {
  if (!filters.minRate && !filters.maxRate) return ALL;
  return `${filters.minRate ?? ""}-${filters.maxRate ?? ""}`;
}

function SelectFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

export function FilterCard({ applied, onApply }: { applied: DirectoryFilters; onApply: (filters: DirectoryFilters) => void }) {
  const [staged, setStaged] = useState<DirectoryFilters>(applied);
  // Open at first on every width (every filter reachable at once); a phone can fold them away.
  const [expanded, setExpanded] = useState(true);
  const searchId = useId();
  const fieldsId = useId();
  const active = countActiveFilters(staged);

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
  const isCustomBudget = budget !== ALL && !BUDGET_TIERS.some((t) => budget === `${t.minRate}-${t.maxRate}`);

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
          <SelectFilter label="Category" value={staged.category ?? ALL} onChange={(v) => set("category", v)}>
            <option value={ALL}>All categories</option>
            {staged.category && !isKnownCategory(staged.category) ? <option value={staged.category}>{staged.category}</option> : null}
            <optgroup label="Topic groups">
              {TOPIC_GROUPS.map((group) => (
                <option key={group.name} value={group.name}>
                  {group.name}
                </option>
              ))}
            </optgroup>
            <optgroup label="Specializations">
              {APPLICATION_SPECIALIZATIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </optgroup>
          </SelectFilter>

          <SelectFilter label="Experience" value={staged.experience ?? ALL} onChange={(v) => set("experience", v)}>
            <option value={ALL}>Any experience</option>
            {EXPERIENCE_FILTER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectFilter>

          <SelectFilter label="Budget per session" value={budget} onChange={setBudget}>
            <option value={ALL}>Any budget</option>
            {isCustomBudget ? (
              <option value={budget}>{`$${staged.minRate ?? 0}–${staged.maxRate ? `$${staged.maxRate}` : "any"}`}</option>
            ) : null}
            {BUDGET_TIERS.map((tier) => (
              <option key={tier.label} value={`${tier.minRate}-${tier.maxRate}`}>
                {tier.label}
              </option>
            ))}
          </SelectFilter>

          <SelectFilter label="Availability" value={staged.availability ?? ALL} onChange={(v) => set("availability", v)}>
            <option value={ALL}>Any time</option>
            {AVAILABILITY_FILTER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectFilter>

          <SelectFilter label="Language" value={staged.language ?? ALL} onChange={(v) => set("language", v)}>
            <option value={ALL}>Any language</option>
            {LANGUAGE_FILTER_OPTIONS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </SelectFilter>

          <SelectFilter label="Location" value={staged.location ?? ALL} onChange={(v) => set("location", v)}>
            <option value={ALL}>Any location</option>
            {LOCATION_FILTER_OPTIONS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </SelectFilter>

          <SelectFilter label="Certification" value={staged.certification ?? ALL} onChange={(v) => set("certification", v)}>
            <option value={ALL}>Any certification</option>
            <optgroup label="Clinical licenses">
              {CLINICAL_LICENSES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </optgroup>
            <optgroup label="Coaching certifications">
              {COACHING_CERTIFICATIONS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </optgroup>
          </SelectFilter>

          <SelectFilter label="Insurance" value={staged.insurance ?? ALL} onChange={(v) => set("insurance", v)}>
            <option value={ALL}>Any insurance</option>
            {INSURERS.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </SelectFilter>

          <SelectFilter label="Gender" value={staged.gender ?? ALL} onChange={(v) => set("gender", v)}>
            <option value={ALL}>Any gender</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </SelectFilter>

          <SelectFilter label="Professional type" value={staged.professionalType ?? ALL} onChange={(v) => set("professionalType", v)}>
            <option value={ALL}>Coaches and therapists</option>
            {PROFESSIONAL_TYPES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectFilter>
        </div>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-h-5 text-sm font-medium text-primary" aria-live="polite">
            {active > 0 ? `✨ ${active} filter(s) active!` : ""}
          </p>
          <div className="flex gap-2">
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
            <Button type="submit" className="flex-1 sm:flex-none">
              Find My Coach!
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}

function isKnownCategory(value: string): boolean {
  return TOPIC_GROUPS.some((g) => g.name === value) || (APPLICATION_SPECIALIZATIONS as readonly string[]).includes(value);
}
