// The coach as the public API and the pages see it, the directory's filters in the address bar, and
// the display rules of docs/product/directory.md. The query's schema is in common/directory-query.ts.
import type { CoachFieldFilterKey, PublicCoachFields } from "./coach-fields";
import { remembered } from "./remembered";

/**
 * A coach as answered by GET /api/coaches and GET /api/coaches/{id}: the public fields of the
 * description (common/coach-fields.ts; `hourlyRate` is dollars with two decimals, "0.00" for contact
 * for pricing) and the next free time.
 */
export interface PublicCoach extends PublicCoachFields {
  /**
   * The start of the coach's first free 50-minute time within the next 60 days, as the slots API
   * writes it (ISO 8601 with the coach's offset), or null (no hours, nothing free). Always present in
   * GET /api/coaches and GET /api/coaches/{id}; the staff and workspace answers leave it out.
   */
  nextAvailableAt?: string | null;
}

export interface PublicReview {
  id: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** Left by the client of a verified session (docs/decisions/104); false for staff reviews and the rest. */
  verifiedSession: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
}

// ---- The directory query -------------------------------------------------------------------------

export const DIRECTORY_PAGE_SIZE = 24;
export const DIRECTORY_MAX_PAGE_SIZE = 100;

/**
 * The directory's yes/no filters (the description's `flag` filters): query key → the label of the
 * filter card's checkbox and of the applied filter's chip. Each applies with `key=true`.
 */
export const DIRECTORY_FLAG_FILTERS = { verified: "License verified" } as const satisfies Partial<Record<CoachFieldFilterKey, string>>;
type DirectoryFlagKey = keyof typeof DIRECTORY_FLAG_FILTERS;

/**
 * The filter keys of the directory, in the order the filter card shows them: the search and every
 * filter of the field description (common/coach-fields.ts; a test checks none is missing), the
 * yes/no filters last. Written out here so that the page does not load the description.
 */
export const DIRECTORY_FILTER_KEYS = [
  ...([
    "search",
    "category",
    "experience",
    "minRate",
    "maxRate",
    "availability",
    "language",
    "location",
    "certification",
    "insurance",
    "gender",
    "professionalType",
  ] as const satisfies readonly ("search" | CoachFieldFilterKey)[]),
  ...(Object.keys(DIRECTORY_FLAG_FILTERS) as DirectoryFlagKey[]),
];
export type DirectoryFilterKey = (typeof DIRECTORY_FILTER_KEYS)[number];
export type DirectoryFilters = Partial<Record<DirectoryFilterKey, string>>;

/** A yes/no filter: only `true` sets it. */
export function isFlagFilter(key: DirectoryFilterKey): boolean {
  return key in DIRECTORY_FLAG_FILTERS;
}

/**
 * Reads the filters present in a query string (for the filter card and links). Empty values and
 * "all" mean "no filter" (docs/product/directory.md#filters); a yes/no filter is set by `true` alone.
 */
export function filtersFromSearchParams(params: URLSearchParams): DirectoryFilters {
  const filters: DirectoryFilters = {};
  for (const key of DIRECTORY_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && value.toLowerCase() !== "all" && (!isFlagFilter(key) || value === "true")) filters[key] = value;
  }
  return filters;
}

/** The query string of the non-empty filters (plus paging), in a stable order. */
export function searchParamsFromFilters(filters: DirectoryFilters, paging: { limit?: number; offset?: number } = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of DIRECTORY_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value && value.toLowerCase() !== "all") params.set(key, value);
  }
  if (paging.limit !== undefined) params.set("limit", String(paging.limit));
  if (paging.offset) params.set("offset", String(paging.offset));
  return params;
}

// ---- Display rules (docs/product/directory.md: coach card and profile) ------------------------------

/** The title without the coach's own name (and an honorific before it), and the separators left around it. */
export function titleWithoutName(title: string, firstName: string, lastName: string): string {
  return titleWithoutNameOf(`${title}\u0000${firstName}\u0000${lastName}`);
}

// The same coaches' titles are drawn on every directory page: each worked out once.
const titleWithoutNameOf = remembered((key) => {
  const [title, firstName, lastName] = key.split("\u0000");
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const honorific = "(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\\.?\\s+)?";
  const names = [`${firstName} ${lastName}`, firstName, lastName].map((n) => n.trim()).filter((n) => n.length > 0);
  let result = title;
  for (const name of names) result = result.replace(new RegExp(`(^|\\s)${honorific}${escape(name)}(?=[\\s,|:;.\\-–—]|$)`, "gi"), " ");
  return result
    .replace(/\s{2,}/g, " ")
    .replace(/^[\s,|\-–—:;.]+|[\s,|\-–—:;]+$/g, "")
    .replace(/\s+,/g, ",")
    .trim();
});

/** A value that means "nothing to show" on the profile. */
export function isBlankContact(value: string | null | undefined): boolean {
  const text = (value ?? "").trim();
  return text === "" || text.toUpperCase() === "N/A";
}

/** A website link: "https://" is added when the address has no http(s) scheme. */
export function websiteHref(website: string): string {
  const text = website.trim();
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

/** The languages shown under "Other languages": only when there is more than one, English excluded. */
export function otherLanguages(languages: readonly string[]): string[] {
  if (languages.length <= 1) return [];
  return languages.filter((language) => language.trim().toLowerCase() !== "english");
}

export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Whole dollars from the API's decimal text: "150.00" → "$150"; null when the rate is 0. */
export function wholeDollarRate(hourlyRate: string): string | null {
  const amount = Number(hourlyRate);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return `$${WHOLE_NUMBER.format(Math.round(amount))}`;
}
const WHOLE_NUMBER = new Intl.NumberFormat("en-US");

// ---- Avatars -------------------------------------------------------------------------------------

/** The 17 generated avatar styles (DiceBear), served from our own origin. */
export const AVATAR_STYLES = [
  "notionists",
  "notionistsNeutral",
  "adventurer",
  "adventurerNeutral",
  "avataaars",
  "avataaarsNeutral",
  "bigEars",
  "bigEarsNeutral",
  "bigSmile",
  "croodles",
  "dylan",
  "funEmoji",
  "lorelei",
  "loreleiNeutral",
  "micah",
  "miniavs",
  "personas",
] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
export const DEFAULT_AVATAR_STYLE: AvatarStyle = "notionists";

export function avatarUrl(seed: string, style: AvatarStyle = DEFAULT_AVATAR_STYLE): string {
  return `/avatars/${style}/${encodeURIComponent(seed)}.svg`;
}

/** The coach's photo, or the generated avatar seeded by the coach id. */
export function coachImageUrl(coach: Pick<PublicCoach, "id" | "profileImageUrl">): string {
  return coach.profileImageUrl && coach.profileImageUrl.trim() !== "" ? coach.profileImageUrl : avatarUrl(coach.id);
}

/** How many filters are set; the budget (minRate and maxRate) counts as one. */
export function countActiveFilters(filters: DirectoryFilters): number {
  let count = 0;
  for (const key of DIRECTORY_FILTER_KEYS) {
    if (key === "maxRate" && filters.minRate) continue;
    if (filters[key]?.trim()) count += 1;
  }
  return count;
}

/**
 * What a coach card shows: a server-rendered list carries only this (the bio cut to what three lines
 * can show, the first specializations and how many there are in all).
 */
export type CoachCardData = Pick<
  PublicCoach,
  | "id"
  | "firstName"
  | "lastName"
  | "title"
  | "bio"
  | "specializations"
  | "experience"
  | "hourlyRate"
  | "rating"
  | "totalReviews"
  | "profileImageUrl"
  | "nextAvailableAt"
  | "licenseVerified"
> & { specializationCount?: number };

/** Specialization badges on a card before '+N more'. */
export const CARD_BADGE_LIMIT = 3;

/** More than three lines of a card's bio hold at any width (the card clamps it to three). */
export const CARD_BIO_CHARACTERS = 160;

export function toCoachCard(coach: CoachCardData): CoachCardData {
  const bio = coach.bio.length > CARD_BIO_CHARACTERS ? `${coach.bio.slice(0, CARD_BIO_CHARACTERS).replace(/\s+\S*$/, "")}…` : coach.bio;
  return {
    id: coach.id,
    firstName: coach.firstName,
    lastName: coach.lastName,
    title: coach.title,
    bio,
    specializations: coach.specializations.slice(0, CARD_BADGE_LIMIT),
    specializationCount: coach.specializationCount ?? coach.specializations.length,
    experience: coach.experience,
    hourlyRate: coach.hourlyRate,
    rating: coach.rating,
    totalReviews: coach.totalReviews,
    profileImageUrl: coach.profileImageUrl,
    nextAvailableAt: coach.nextAvailableAt ?? null,
    licenseVerified: coach.licenseVerified,
  };
}

/** A page of coaches as cards. */
export function toCoachCardPage(page: Page<CoachCardData>): Page<CoachCardData> {
  return { items: page.items.map(toCoachCard), total: page.total };
}
