// Turns plain coach descriptions (dollars, review lists) into database rows. Shared by the demo
// seed, the benchmark generator and the tests, so all three make coaches the same way.
import type { coaches, reviews } from "../schema";

export type CoachRow = typeof coaches.$inferInsert;
export type ReviewRow = typeof reviews.$inferInsert;

export interface CoachDescription {
  firstName: string;
  lastName: string;
  title?: string;
  bio?: string;
  specializations?: string[];
  experience?: number;
  /** Whole or fractional dollars per session. */
  hourlyRate?: number;
  availability?: string[];
  sessionTypes?: string[];
  languages?: string[];
  location?: string;
  certifications?: string[];
  gender?: string;
  professionalType?: string;
  insuranceAccepted?: string[];
  email?: string;
  phoneNumber?: string;
  website?: string;
  isActive?: boolean;
  profileImageUrl?: string | null;
}

export function coachRow(description: CoachDescription, extra: Partial<CoachRow> = {}): CoachRow {
  return {
    firstName: description.firstName,
    lastName: description.lastName,
    title: description.title ?? `${description.firstName} ${description.lastName}`,
    bio:
      description.bio ??
      "I help couples and individuals build relationships grounded in honesty, curiosity and care, with practical tools they can use the same week.",
    specializations: description.specializations ?? ["Communication Skills"],
    experience: description.experience ?? 5,
    hourlyRateCents: Math.round((description.hourlyRate ?? 120) * 100),
    availability: description.availability ?? ["weekdays"],
    sessionTypes: description.sessionTypes ?? ["Individual"],
    languages: description.languages ?? ["English"],
    location: description.location ?? "New York, NY",
    certifications: description.certifications ?? [],
    gender: description.gender ?? "",
    professionalType: description.professionalType ?? "Certified Coach",
    insuranceAccepted: description.insuranceAccepted ?? [],
    email: description.email ?? "",
    phoneNumber: description.phoneNumber ?? "",
    website: description.website ?? "",
    isActive: description.isActive ?? true,
    profileImageUrl: description.profileImageUrl ?? null,
    ...extra,
  };
}

/** Average of the ratings to 2 decimals and the count: what a coach row carries for its reviews. */
export function ratingSummary(ratings: readonly number[]): { rating: number; totalReviews: number } {
  if (ratings.length === 0) return { rating: 0, totalReviews: 0 };
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return { rating: Math.round(average * 100) / 100, totalReviews: ratings.length };
}
