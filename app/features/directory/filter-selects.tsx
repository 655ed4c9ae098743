// The directory filter card's selects, one per filter (docs/product/directory.md#filters), and a
// checkbox per yes/no filter. Each select starts with its "no filter" choice; the values come from
// the marketplace catalogue.
import { useId, type ReactNode } from "react";
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
  type Option,
} from "#common/catalogue/coach-options";
import { TOPIC_GROUP_NAMES } from "#common/catalogue/topic-group-names";
import { DIRECTORY_FLAG_FILTERS, type DirectoryFilterKey } from "#common/coaches";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/input";
import { ALL, type StagedFilters } from "./use-staged-filters";

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

/** One option per catalogue value, shown as it is. */
function PlainOptions({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}

/** One option per catalogue entry, shown by its label. */
function LabelledOptions({ options }: { options: readonly Option[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

function isKnownCategory(value: string): boolean {
  return TOPIC_GROUP_NAMES.includes(value) || (APPLICATION_SPECIALIZATIONS as readonly string[]).includes(value);
}

function CategoryFilter({ staged, set }: Pick<StagedFilters, "staged" | "set">) {
  return (
    <SelectFilter label="Category" value={staged.category ?? ALL} onChange={(v) => set("category", v)}>
      <option value={ALL}>All categories</option>
      {staged.category && !isKnownCategory(staged.category) ? <option value={staged.category}>{staged.category}</option> : null}
      <optgroup label="Topic groups">
        <PlainOptions values={TOPIC_GROUP_NAMES} />
      </optgroup>
      <optgroup label="Specializations">
        <PlainOptions values={APPLICATION_SPECIALIZATIONS} />
      </optgroup>
    </SelectFilter>
  );
}

function BudgetFilter({
  staged,
  setBudget,
  budget,
  isCustomBudget,
}: Pick<StagedFilters, "staged" | "setBudget" | "budget" | "isCustomBudget">) {
  return (
    <SelectFilter label="Budget per session" value={budget} onChange={setBudget}>
      <option value={ALL}>Any budget</option>
      {isCustomBudget ? <option value={budget}>{`$${staged.minRate ?? 0}–${staged.maxRate ? `$${staged.maxRate}` : "any"}`}</option> : null}
      {BUDGET_TIERS.map((tier) => (
        <option key={tier.label} value={`${tier.minRate}-${tier.maxRate}`}>
          {tier.label}
        </option>
      ))}
    </SelectFilter>
  );
}

function CertificationFilter({ staged, set }: Pick<StagedFilters, "staged" | "set">) {
  return (
    <SelectFilter label="Certification" value={staged.certification ?? ALL} onChange={(v) => set("certification", v)}>
      <option value={ALL}>Any certification</option>
      <optgroup label="Clinical licenses">
        <PlainOptions values={CLINICAL_LICENSES} />
      </optgroup>
      <optgroup label="Coaching certifications">
        <PlainOptions values={COACHING_CERTIFICATIONS} />
      </optgroup>
    </SelectFilter>
  );
}

/** A yes/no filter (DIRECTORY_FLAG_FILTERS): checked, the address says `key=true`. */
function FlagFilter({ name, label, staged, set }: Pick<StagedFilters, "staged" | "set"> & { name: DirectoryFilterKey; label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-primary"
        checked={staged[name] === "true"}
        onChange={(event) => set(name, event.target.checked ? "true" : ALL)}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** Every filter select, in the card's order, then the yes/no filters. */
export function FilterSelects(props: StagedFilters) {
  const { staged, set } = props;
  return (
    <>
      <CategoryFilter staged={staged} set={set} />

      <SelectFilter label="Experience" value={staged.experience ?? ALL} onChange={(v) => set("experience", v)}>
        <option value={ALL}>Any experience</option>
        <LabelledOptions options={EXPERIENCE_FILTER_OPTIONS} />
      </SelectFilter>

      <BudgetFilter {...props} />

      <SelectFilter label="Availability" value={staged.availability ?? ALL} onChange={(v) => set("availability", v)}>
        <option value={ALL}>Any time</option>
        <LabelledOptions options={AVAILABILITY_FILTER_OPTIONS} />
      </SelectFilter>

      <SelectFilter label="Language" value={staged.language ?? ALL} onChange={(v) => set("language", v)}>
        <option value={ALL}>Any language</option>
        <PlainOptions values={LANGUAGE_FILTER_OPTIONS} />
      </SelectFilter>

      <SelectFilter label="Location" value={staged.location ?? ALL} onChange={(v) => set("location", v)}>
        <option value={ALL}>Any location</option>
        <PlainOptions values={LOCATION_FILTER_OPTIONS} />
      </SelectFilter>

      <CertificationFilter staged={staged} set={set} />

      <SelectFilter label="Insurance" value={staged.insurance ?? ALL} onChange={(v) => set("insurance", v)}>
        <option value={ALL}>Any insurance</option>
        <PlainOptions values={INSURERS} />
      </SelectFilter>

      <SelectFilter label="Gender" value={staged.gender ?? ALL} onChange={(v) => set("gender", v)}>
        <option value={ALL}>Any gender</option>
        <PlainOptions values={GENDERS} />
      </SelectFilter>

      <SelectFilter label="Professional type" value={staged.professionalType ?? ALL} onChange={(v) => set("professionalType", v)}>
        <option value={ALL}>Coaches and therapists</option>
        <PlainOptions values={PROFESSIONAL_TYPES} />
      </SelectFilter>

      {Object.entries(DIRECTORY_FLAG_FILTERS as Record<DirectoryFilterKey, string>).map(([name, label]) => (
        <FlagFilter key={name} name={name as DirectoryFilterKey} label={label} staged={staged} set={set} />
      ))}
    </>
  );
}
