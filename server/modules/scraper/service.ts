// Import by scraping (docs/product/staff-portal.md#scraper):
// each profile address is checked to be a profile page of the directory, fetched through the safe
// fetcher, parsed, and its photo (when it has one) fetched from the directory's photo host and
// stored like an upload (checked, re-encoded, served from our origin). Nothing is written to the
// catalogue here: the admin reviews the preview and imports through the bulk import.
import type { ScrapeAnswer, ScrapedCoach } from "#common/admin-coaches";
import type { Logger } from "../../lib/logger";
import { FetchRefusedError, type Fetcher } from "./safe-fetch";
import { NotAProfileError, parseProfile } from "./parse-profile";

/** A profile page: /us/therapists/jane-rivera-austin-tx/412345 (other countries and psychiatrists too). */
const PROFILE_PATH = /^\/[a-z]{2}\/(therapists|psychiatrists|counselling|counsellors)\/[^/]+\/\d+\/?$/;

export interface ScraperService {
  scrape(urls: readonly string[], requesterAddress: string): Promise<ScrapeAnswer>;
}

export interface ScraperDependencies {
  fetchPage: Fetcher;
  fetchImage: Fetcher;
  storeImage(bytes: Buffer, uploaderAddress: string): Promise<string>;
  logger: Logger;
}

/** The profile address as it will be fetched, or the reason it is refused. */
export function checkProfileUrl(input: string): { url: string } | { message: string } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { message: "Not a valid address." };
  }
  if (url.protocol !== "https:" || url.hostname !== "www.psychologytoday.com" || url.port !== "" || url.username || url.password) {
    return { message: "Only https://www.psychologytoday.com/ profile pages can be imported." };
  }
  if (!PROFILE_PATH.test(url.pathname)) {
    return {
      message:
        "This is not a therapist profile page (it should look like https://www.psychologytoday.com/us/therapists/name-city-st/123456).",
    };
  }
  url.hash = "";
  return { url: url.toString() };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function summarize(coaches: readonly ScrapedCoach[]): ScrapeAnswer["summary"] {
  const rates = coaches.map((c) => Number(c.hourlyRate)).filter((r) => Number.isFinite(r) && r > 0);
  const experience = coaches.map((c) => Number(c.experience) || 0);
  const specializations = new Set(coaches.flatMap((c) => (c.specializations ?? []).map((s) => s.toLowerCase())));
  return {
    totalScraped: coaches.length,
    avgRate: rates.length ? round(rates.reduce((a, b) => a + b, 0) / rates.length, 2) : 0,
    avgExperience: experience.length ? round(experience.reduce((a, b) => a + b, 0) / experience.length, 1) : 0,
    uniqueSpecializations: specializations.size,
  };
}

export function createScraperService(deps: ScraperDependencies): ScraperService {
  async function importPhoto(imageUrl: string | null, requesterAddress: string): Promise<string | null> {
    if (!imageUrl) return null;
    try {
      const image = await deps.fetchImage(imageUrl);
      if (image.status !== 200) return null;
      return await deps.storeImage(image.body, requesterAddress);
    } catch (error) {
      deps.logger.info({ err: error }, "scraper: the profile photo was not imported");
      return null;
    }
  }

  return {
    async scrape(urls, requesterAddress) {
      const coaches: ScrapedCoach[] = [];
      const errors: ScrapeAnswer["errors"] = [];
      const seen = new Set<string>();
      // One page after another: a handful of requests, politely paced by the directory's answers.
      for (const input of urls) {
        const checked = checkProfileUrl(input);
        if ("message" in checked) {
          errors.push({ url: input, message: checked.message });
          continue;
        }
        if (seen.has(checked.url)) continue;
        seen.add(checked.url);
        try {
          const page = await deps.fetchPage(checked.url);
          if (page.status !== 200) {
            errors.push({
              url: input,
              message: page.status === 404 ? "The profile was not found (404)." : `The directory answered ${page.status}.`,
            });
            continue;
          }
          const profile = parseProfile(page.body.toString("utf8"), page.url);
          const profileImageUrl = await importPhoto(profile.imageUrl, requesterAddress);
          coaches.push({
            firstName: profile.firstName,
            lastName: profile.lastName,
            title: profile.title || `${profile.firstName} ${profile.lastName}`.trim(),
            bio: profile.bio,
            specializations: profile.specializations,
            experience: profile.experience,
            hourlyRate: profile.hourlyRate,
            email: "",
            phoneNumber: profile.phoneNumber,
            website: "",
            profileImageUrl,
            isActive: true,
            availability: [],
            sessionTypes: profile.sessionTypes,
            languages: profile.languages,
            location: profile.location,
            certifications: profile.certifications,
            gender: "",
            professionalType: profile.professionalType,
            insuranceAccepted: profile.insuranceAccepted,
            sourceUrl: checked.url,
          });
        } catch (error) {
          if (error instanceof FetchRefusedError || error instanceof NotAProfileError) {
            errors.push({ url: input, message: error.message });
          } else {
            deps.logger.warn({ err: error, url: checked.url }, "scraper: a profile could not be read");
            errors.push({ url: input, message: "The page could not be read. Please check the address and try again." });
          }
        }
      }
      return { coaches, errors, summary: summarize(coaches) };
    },
  };
}
