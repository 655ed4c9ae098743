// An application as staff see it: the row mapped field by field, so no internal column leaks out.
import type { AdminApplication, ApplicationStatus } from "#common/applications";
import type { ApplicationRow } from "./repository";

export function toAdminApplication(row: ApplicationRow): AdminApplication {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    gender: row.gender,
    title: row.title,
    bio: row.bio,
    experience: row.experience,
    hourlyRate: row.hourlyRate,
    specializations: row.specializations,
    sessionTypes: row.sessionTypes,
    availability: row.availability,
    languages: row.languages,
    certifications: row.certifications,
    insuranceAccepted: row.insuranceAccepted,
    education: row.education,
    currentPractice: row.currentPractice,
    motivation: row.motivation,
    approach: row.approach,
    experienceDescription: row.experienceDescription,
    status: row.status as ApplicationStatus,
    adminNotes: row.adminNotes,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    subscriptionId: row.stripeSubscriptionId,
    subscriptionStatus: row.subscriptionStatus,
    profileImageUrl: row.profileImageUrl,
    coachId: row.coachId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
