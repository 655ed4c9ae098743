// The profile's line of a verified licence (docs/product/verified-licences.md): "License verified ·
// California · expires Mar 31, 2027". Only the profile page (and the server) import it, so it stays
// inside the profile's own script; the badge's words are the directory's yes/no filter's label
// (DIRECTORY_FLAG_FILTERS.verified in common/coaches.ts), which the directory's cards show too.
import { DIRECTORY_FLAG_FILTERS } from "./coaches";

/** "Mar 31, 2027" for "2027-03-31", the same on the server and in every browser (a calendar date, no zone). */
export function formatLicenceDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
}

/** The profile's line: "License verified · California · expires Mar 31, 2027". */
export function licenseVerifiedLine(state: string, expiresOn: string): string {
  return `${DIRECTORY_FLAG_FILTERS.verified} · ${state} · expires ${formatLicenceDate(expiresOn)}`;
}
