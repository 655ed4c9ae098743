// The directory's query: the schema of GET /api/coaches (and of the paging of other lists), shared
// by the API and the directory page. Apart from common/coaches.ts so that pages which only show
// coaches do not load zod.
import { z } from "zod";
import {
  DIRECTORY_FILTER_KEYS,
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  type DirectoryFilterKey,
  type DirectoryFilters,
} from "./coaches";
import { DIRECTORY_SORTS, isDirectorySort, type DirectorySort } from "./directory-sort";
import { COACH_FIELDS, coachFieldEntries, type CoachFieldDescriptions, type CoachFieldFilterValues } from "./coach-fields";

const filterText = (name: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === undefined || v === "" || v.toLowerCase() === "all" ? undefined : v));

const wholeNumber = (name: string, what: string, max: number) =>
  filterText(name, 12).pipe(
    z
      .string()
      .regex(/^\d+$/, `${name} must be ${what}`)
      .transform(Number)
      .refine((n) => n <= max, `${name} must be at most ${max}`)
      .optional(),
  );

const dollars = (name: string) =>
  filterText(name, 12).pipe(
    z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/, `${name} must be an amount in dollars, such as 100 or 99.50`)
      .transform((v) => Math.round(Number(v) * 100))
      .optional(),
  );

const SORT_MESSAGE = `sort must be one of ${DIRECTORY_SORTS.join(", ")}`;

const sortSchema = z
  .string({ error: SORT_MESSAGE })
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return "recommended" as DirectorySort;
    if (isDirectorySort(value)) return value;
    ctx.addIssue({ code: "custom", message: SORT_MESSAGE });
    return z.NEVER;
  });

/** `limit` (default 24, at most 100) and `offset` of a paged list. */
export const pagingSchema = z.object({
  limit: wholeNumber("limit", "a whole number", DIRECTORY_MAX_PAGE_SIZE).pipe(
    z
      .number()
      .min(1, "limit must be at least 1")
      .optional()
      .transform((v) => v ?? DIRECTORY_PAGE_SIZE),
  ),
  offset: wholeNumber("offset", "a whole number", 1_000_000).transform((v) => v ?? 0),
});

const flag = (name: string) =>
  filterText(name, 5).pipe(
    z
      .enum(["true", "false"], { error: `${name} must be true or false` })
      .transform((v) => (v === "true" ? (true as const) : undefined))
      .optional(),
  );

/**
 * The query keys and checks of the directory's field filters, made from the field description
 * (common/coach-fields.ts): a list, equality, location or category filter takes text, `atLeast` a
 * whole number, `range` dollars (answered in cents) and `flag` true or false.
 */
export function fieldFilterSchemas(fields: CoachFieldDescriptions = COACH_FIELDS): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [, { filter }] of coachFieldEntries(fields)) {
    if (!filter) continue;
    if (filter.match === "atLeast") shape[filter.key] = wholeNumber(filter.key, filter.what, filter.max);
    else if (filter.match === "range") Object.assign(shape, { [filter.key]: dollars(filter.key), [filter.maxKey]: dollars(filter.maxKey) });
    else if (filter.match === "flag") shape[filter.key] = flag(filter.key);
    else shape[filter.key] = filterText(filter.key);
  }
  return shape;
}

/** The parsed directory query: the search, the field filters by key (rates in cents), the order and paging. */
export type ParsedDirectoryQuery = { search?: string; sort: DirectorySort; limit: number; offset: number } & CoachFieldFilterValues;

/**
 * The schema of the directory query for a description: its filters in the filter card's order (a
 * description's filter that the card does not list yet comes after them), then the order and paging.
 */
export function directoryQuerySchemaOf(fields: CoachFieldDescriptions = COACH_FIELDS): z.ZodType<ParsedDirectoryQuery> {
  const filters: Record<string, z.ZodType> = { search: filterText("search", 100), ...fieldFilterSchemas(fields) };
  const keys = [...new Set<string>([...DIRECTORY_FILTER_KEYS, ...Object.keys(filters)])];
  return z.object({ ...Object.fromEntries(keys.map((key) => [key, filters[key]])), sort: sortSchema, ...pagingSchema.shape }).refine(
    (query) => {
      const { minRate, maxRate } = query as { minRate?: number; maxRate?: number };
      return minRate === undefined || maxRate === undefined || minRate <= maxRate;
    },
    {
      message: "minRate must not be more than maxRate",
      path: ["minRate"],
    },
  ) as unknown as z.ZodType<ParsedDirectoryQuery>;
}

export const directoryQuerySchema = directoryQuerySchemaOf();

/** The parsed directory query: rates in cents, paging resolved; absent filters may be left out. */
export type DirectoryQuery = Partial<ParsedDirectoryQuery> & { limit: number; offset: number };

/**
 * Reads filters from an address for a page: a value the API would refuse (a hand-edited link,
 * say) is dropped instead of failing the page. Returns the filters kept and the parsed query.
 */
export function parseDirectoryFilters(
  filters: DirectoryFilters,
  paging: { limit?: number; offset?: number } = {},
): { filters: DirectoryFilters; query: DirectoryQuery } {
  const kept: DirectoryFilters = { ...filters };
  for (let attempt = 0; attempt < DIRECTORY_FILTER_KEYS.length + 1; attempt += 1) {
    const result = directoryQuerySchema.safeParse({ ...kept, ...stringPaging(paging) });
    if (result.success) return { filters: kept, query: result.data };
    for (const issue of result.error.issues) delete kept[issue.path[0] as DirectoryFilterKey];
  }
  return { filters: {}, query: { limit: paging.limit ?? DIRECTORY_PAGE_SIZE, offset: paging.offset ?? 0 } };
}

function stringPaging(paging: { limit?: number; offset?: number }) {
  return {
    ...(paging.limit !== undefined ? { limit: String(paging.limit) } : {}),
    ...(paging.offset !== undefined ? { offset: String(paging.offset) } : {}),
  };
}
