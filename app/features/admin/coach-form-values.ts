// The values of the Add/Edit Coach form: the lists as arrays, what a new coach and an existing one
// start from, and the fields a server error may name.
import type { FieldPath } from "react-hook-form";
import type { CoachCreateInput } from "#common/admin-coaches";
import type { PublicCoach } from "#common/coaches";

export type CoachFormValues = CoachCreateInput & {
  specializations: string[];
  availability: string[];
  sessionTypes: string[];
  languages: string[];
  certifications: string[];
  insuranceAccepted: string[];
};

export const EMPTY_COACH_FORM: CoachFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  website: "",
  title: "",
  bio: "",
  experience: "0",
  hourlyRate: "0",
  specializations: [],
  availability: [],
  sessionTypes: [],
  languages: ["English"],
  location: "",
  certifications: [],
  gender: "",
  professionalType: "",
  insuranceAccepted: [],
  profileImageUrl: null,
  isActive: true,
};

export function coachFormValues(coach: PublicCoach): CoachFormValues {
  return {
    firstName: coach.firstName,
    lastName: coach.lastName,
    email: coach.email,
    phoneNumber: coach.phoneNumber,
    website: coach.website,
    title: coach.title,
    bio: coach.bio,
    experience: String(coach.experience),
    hourlyRate: coach.hourlyRate,
    specializations: coach.specializations,
    availability: coach.availability,
    sessionTypes: coach.sessionTypes,
    languages: coach.languages,
    location: coach.location,
    certifications: coach.certifications,
    gender: coach.gender,
    professionalType: coach.professionalType,
    insuranceAccepted: coach.insuranceAccepted,
    profileImageUrl: coach.profileImageUrl,
    isActive: coach.isActive,
  };
}

export const COACH_FORM_FIELDS: FieldPath<CoachFormValues>[] = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "website",
  "title",
  "bio",
  "experience",
  "hourlyRate",
  "specializations",
  "availability",
  "sessionTypes",
  "languages",
  "location",
  "certifications",
  "gender",
  "professionalType",
  "insuranceAccepted",
  "profileImageUrl",
  "isActive",
];
