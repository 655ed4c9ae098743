// The directory scraper of the staff tools (docs/product/staff-portal.md): which URLs it takes, its
// request, and its answer (scraped coaches in the bulk import shape, ready for "Import N Coaches").
import { z } from "zod";
import type { BulkImportCoachInput } from "./admin-bulk-import";

export const SCRAPER_DIRECTORY_DOMAIN = "psychologytoday.com";
export const SCRAPER_MAX_URLS = 20;
export const SCRAPER_PREVIEW_COACHES = 3;
export const SCRAPER_PREVIEW_SPECIALIZATIONS = 4;
export const NO_VALID_URLS = { title: "No Valid URLs", description: "Please enter at least one Psychology Today profile URL." } as const;

/** The rows the admin typed that name the directory (the dialog's rule before it calls the server). */
export function directoryUrlsOf(rows: readonly string[]): string[] {
  return rows.map((r) => r.trim()).filter((r) => r !== "" && r.toLowerCase().includes(SCRAPER_DIRECTORY_DOMAIN));
}

export const scrapeRequestSchema = z.object({
  urls: z
    .array(z.string().trim().max(2000, "URL is too long"), { error: NO_VALID_URLS.description })
    .transform((urls) => directoryUrlsOf(urls))
    .refine((urls) => urls.length > 0, NO_VALID_URLS.description)
    .refine((urls) => urls.length <= SCRAPER_MAX_URLS, `Scrape at most ${SCRAPER_MAX_URLS} profiles at a time`),
});

/** A scraped coach: the bulk import shape, ready for "Import N Coaches". */
export type ScrapedCoach = BulkImportCoachInput & { sourceUrl: string };

export interface ScrapeAnswer {
  coaches: ScrapedCoach[];
  errors: { url: string; message: string }[];
  summary: { totalScraped: number; avgRate: number; avgExperience: number; uniqueSpecializations: number };
}
