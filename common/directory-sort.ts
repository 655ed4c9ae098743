// The directory's orders (docs/product/directory.md#order): the values of `sort` in GET /api/coaches
// and in the directory's address. Apart from common/coaches.ts, which every page showing a coach
// loads: only the directory needs these.

export const DIRECTORY_SORTS = ["recommended", "rating", "price_asc", "price_desc", "next_available"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export function isDirectorySort(value: string): value is DirectorySort {
  return (DIRECTORY_SORTS as readonly string[]).includes(value);
}

/** The order an address asks for; an unknown value is the default (the page never fails on it). */
export function sortFromSearchParams(params: URLSearchParams): DirectorySort {
  const value = params.get("sort")?.trim() ?? "";
  return isDirectorySort(value) ? value : "recommended";
}

/** `params` with the order added (the default, recommended, is left out of addresses). */
export function withSort(params: URLSearchParams, sort: DirectorySort): URLSearchParams {
  if (sort !== "recommended") params.set("sort", sort);
  return params;
}
