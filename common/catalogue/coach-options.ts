// Option lists of the marketplace: the directory filters (docs/product/directory.md#filters), the
// admin coach form (docs/product/staff-portal.md#add-and-edit-coach), the coach application
// (docs/product/coach-application.md#option-lists) and the consultation request. Values are shown to people
// exactly as written here.

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

// ---- Directory filters -------------------------------------------------------------------------

export const EXPERIENCE_FILTER_OPTIONS: readonly Option[] = [
  { value: "1", label: "1-3 years" },
  { value: "3", label: "3-5 years" },
  { value: "5", label: "5-10 years" },
  { value: "10", label: "10+ years" },
];

export interface BudgetTier {
  /** Dollars per session, inclusive bounds. */
  minRate: number;
  maxRate: number;
  label: string;
}

export const BUDGET_TIERS: readonly BudgetTier[] = [
  { minRate: 50, maxRate: 100, label: "$50-100" },
  { minRate: 100, maxRate: 150, label: "$100-150" },
  { minRate: 150, maxRate: 200, label: "$150-200" },
  { minRate: 200, maxRate: 999, label: "$200+" },
];

export const AVAILABILITY_FILTER_OPTIONS: readonly Option[] = [
  { value: "weekdays", label: "Weekdays" },
  { value: "weekends", label: "Weekends" },
  { value: "evenings", label: "Evenings" },
  { value: "mornings", label: "Mornings" },
];

export const LANGUAGE_FILTER_OPTIONS = ["English", "Spanish", "French", "German", "Italian", "Portuguese", "Mandarin"] as const;

/** States offered by the directory's location filter, with the abbreviations coach locations use. */
export const LOCATION_FILTER_OPTIONS = ["New York", "California", "Florida", "Texas", "Illinois", "Pennsylvania", "Connecticut"] as const;

export const CLINICAL_LICENSES = ["LMFT", "LCSW", "LPC", "Psychologist", "Psychiatrist"] as const;
export const COACHING_CERTIFICATIONS = [
  "AASECT",
  "Sex Coach U",
  "Somatica Institute",
  "Erotic Blueprints",
  "VITA Method",
  "Gottman Method",
  "RCI",
  "RLT",
] as const;
/** The 13 certifications: the directory filter and the admin coach form use the same list. */
export const CERTIFICATIONS: readonly string[] = [...CLINICAL_LICENSES, ...COACHING_CERTIFICATIONS];

export const INSURERS = [
  "Aetna",
  "Blue Cross Blue Shield",
  "Cigna",
  "UnitedHealthcare",
  "Anthem",
  "Humana",
  "Kaiser Permanente",
  "Medicare",
  "Medicaid",
] as const;

export const GENDERS = ["Male", "Female", "Nonbinary"] as const;

export const PROFESSIONAL_TYPES = ["Licensed Therapist", "Certified Coach"] as const;

// ---- Admin coach form ---------------------------------------------------------------------------

export const ADMIN_AVAILABILITY_OPTIONS = ["weekdays", "weekends", "mornings", "afternoons", "evenings"] as const;
export const ADMIN_SESSION_TYPES = ["Individual", "Couples", "Family", "Group", "Intensive"] as const;
export const ADMIN_LANGUAGES = [
  "English",
  "Spanish",
  "French",
  "German",
  "Italian",
  "Portuguese",
  "Mandarin",
  "Japanese",
  "Korean",
  "Arabic",
  "Russian",
  "Hindi",
] as const;

// ---- Coach application (step 3) -----------------------------------------------------------------

export const APPLICATION_SPECIALIZATIONS = [
  "Couples Therapy",
  "Marriage Counseling",
  "Dating Confidence",
  "Communication Skills",
  "Conflict Resolution",
  "Intimacy Issues",
  "Attachment Theory",
  "Emotional Intelligence",
  "Family Therapy",
  "Blended Families",
  "Divorce Support",
  "Dating Anxiety",
  "Social Skills",
  "Young Adults",
  "Men's Issues",
  "Women's Issues",
  "LGBTQ+ Support",
  "Premarital Counseling",
] as const;

export const APPLICATION_SESSION_TYPES = [
  "Individual Coaching",
  "Couples Coaching",
  "Family Therapy",
  "Group Sessions",
  "Workshops",
  "Online Sessions",
  "In-Person Sessions",
] as const;

export const APPLICATION_AVAILABILITY = ["Weekdays", "Weekends", "Mornings", "Afternoons", "Evenings", "Flexible Schedule"] as const;

export const APPLICATION_LANGUAGES = [
  "English",
  "Spanish",
  "French",
  "German",
  "Italian",
  "Portuguese",
  "Chinese (Mandarin)",
  "Japanese",
  "Korean",
  "Arabic",
  "Other",
] as const;

// ---- Consultation request -----------------------------------------------------------------------

export const CONSULTATION_SESSION_TYPES = ["Free 15 mins consultation", "50-minute session", "Couples session", "Family session"] as const;

export const CONSULTATION_SESSION_FORMATS: readonly Option<"virtual" | "in-person">[] = [
  { value: "virtual", label: "Virtual" },
  { value: "in-person", label: "In-person" },
];

// ---- Bookings -----------------------------------------------------------------------------------

export const BOOKING_SESSION_FORMATS: readonly Option<"video" | "in-person">[] = [
  { value: "video", label: "Video" },
  { value: "in-person", label: "In-person" },
];
