// The profile's JSON-LD names a verified licence as a credential (docs/product/verified-licences.md),
// and says nothing of one when the coach has none.
import { describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { profileStructuredData } from "./structured-data";

const coach = {
  id: "5f0c1d9e-3f7a-4a8e-9a51-2b1c0d4e6f70",
  firstName: "Maya",
  lastName: "Lin",
  title: "",
  bio: "Couples coach",
  specializations: ["Couples Therapy"],
  hourlyRate: "120.00",
  rating: 0,
  totalReviews: 0,
  location: "Los Angeles, CA",
  profileImageUrl: null,
  licenseVerified: false,
  verifiedLicenseState: null,
  verifiedLicenseExpiresOn: null,
} as unknown as PublicCoach;

const read = (c: PublicCoach) => JSON.parse(profileStructuredData(c, "https://kindred.example")) as Record<string, unknown>;

describe("the profile's structured data", () => {
  it("has hasCredential for a current verified licence: a license recognized by the state's board, expiring on its date", () => {
    const verified = { ...coach, licenseVerified: true, verifiedLicenseState: "California", verifiedLicenseExpiresOn: "2027-03-31" };
    expect(read(verified).hasCredential).toEqual({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "license",
      name: "California professional license",
      recognizedBy: { "@type": "GovernmentOrganization", name: "California state licensing board" },
      validIn: { "@type": "State", name: "California" },
      expires: "2027-03-31",
    });
  });

  it("has none without one", () => {
    expect(read(coach)).not.toHaveProperty("hasCredential");
  });
});
