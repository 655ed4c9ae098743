// The directory's order (docs/product/directory.md#order): a labelled select whose choice goes into
// the address (`?sort=`, left out for the default), so it is drawn by the server from the address
// and applied in the browser without a reload, as the filters are.
import { useId } from "react";
import { DIRECTORY_SORTS, type DirectorySort } from "#common/directory-sort";
import { NativeSelect } from "../../components/ui/input";

export const SORT_LABELS: Readonly<Record<DirectorySort, string>> = {
  recommended: "Recommended",
  rating: "Highest rated",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  next_available: "Next available",
};

export function SortSelect({ value, onChange }: { value: DirectorySort; onChange: (sort: DirectorySort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-end gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Sort by
      </label>
      <NativeSelect id={id} value={value} className="w-auto" onChange={(event) => onChange(event.target.value as DirectorySort)}>
        {DIRECTORY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
