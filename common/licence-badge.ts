// The badge of a verified licence (docs/product/verified-licences.md): its exact words on directory
// cards and the profile, and the profile's line with the state and the expiry. Without imports, so
// the directory and the profile load only these few bytes.

/** The badge's exact words. */
export const LICENSE_VERIFIED = "License verified";

/** "Mar 31, 2027" for "2027-03-31", the same on the server and in every browser (a calendar date, no zone). */
export function formatLicenceDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
}

/** The profile's line: "License verified · California · expires Mar 31, 2027". */
export function licenseVerifiedLine(state: string, expiresOn: string): string {
  return `${LICENSE_VERIFIED} · ${state} · expires ${formatLicenceDate(expiresOn)}`;
}
