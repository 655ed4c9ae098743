// A profile's structured data for search engines (schema.org ProfessionalService), written by the
// page's loader on the server: crawlers read the server's HTML, so the browser never needs this code.
// "<" is escaped so the text can never close the script.
import { coachImageUrl, wholeDollarRate, type PublicCoach } from "#common/coaches";

export function profileStructuredData(coach: PublicCoach, siteUrl: string): string {
  const price = wholeDollarRate(coach.hourlyRate);
  const json = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: `${coach.firstName} ${coach.lastName}`,
    description: coach.bio,
    url: `${siteUrl}/coaches/${coach.id}`,
    image: /^https?:\/\//.test(coachImageUrl(coach)) ? coachImageUrl(coach) : `${siteUrl}${coachImageUrl(coach)}`,
    ...(coach.location ? { areaServed: coach.location } : {}),
    ...(price ? { priceRange: `${price} per session` } : {}),
    knowsAbout: coach.specializations,
    ...(coach.totalReviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: coach.rating.toFixed(1),
            reviewCount: coach.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    // A current licence staff checked with the state board (docs/product/verified-licences.md).
    ...(coach.licenseVerified && coach.verifiedLicenseState && coach.verifiedLicenseExpiresOn
      ? {
          hasCredential: {
            "@type": "EducationalOccupationalCredential",
            credentialCategory: "license",
            name: `${coach.verifiedLicenseState} professional license`,
            recognizedBy: { "@type": "GovernmentOrganization", name: `${coach.verifiedLicenseState} state licensing board` },
            validIn: { "@type": "State", name: coach.verifiedLicenseState },
            expires: coach.verifiedLicenseExpiresOn,
          },
        }
      : {}),
  };
  return JSON.stringify(json).replace(/</g, "\\u003c");
}
