// Deterministic generated coaches for benchmarks (and for tests that need many rows). A seeded
// pseudo-random generator draws every field from the marketplace catalogue.
import {
  ADMIN_AVAILABILITY_OPTIONS,
  ADMIN_LANGUAGES,
  ADMIN_SESSION_TYPES,
  APPLICATION_SPECIALIZATIONS,
  CLINICAL_LICENSES,
  COACHING_CERTIFICATIONS,
  GENDERS,
  INSURERS,
} from "#common/catalogue/coach-options";
import { ALL_TOPICS } from "#common/catalogue/topics";
import { US_STATES } from "#common/catalogue/us-states";
import { AVAILABILITY_DEFAULTS, WEEKDAYS, type Availability } from "#common/scheduling/availability";
import { coachRow, type CoachRow } from "../../server/db/seed/coach-factory";

const FIRST_NAMES = [
  "Avery",
  "Jordan",
  "Maya",
  "Liam",
  "Sofia",
  "Noah",
  "Priya",
  "Mateo",
  "Grace",
  "Ethan",
  "Amara",
  "Lucas",
  "Hana",
  "Diego",
  "Chloe",
  "Omar",
  "Isla",
  "Kai",
  "Zoe",
  "Elias",
  "Nadia",
  "Theo",
  "Leila",
  "Jonah",
];
const LAST_NAMES = [
  "Nguyen",
  "Garcia",
  "Patel",
  "Kim",
  "Okafor",
  "Rossi",
  "Cohen",
  "Silva",
  "Martin",
  "Haddad",
  "Larsen",
  "Moreau",
  "Tanaka",
  "Brooks",
  "Alvarez",
  "Fischer",
  "Mensah",
  "Dubois",
  "Ivanova",
  "Reyes",
];
const CITIES = ["Springfield", "Riverside", "Franklin", "Greenville", "Fairview", "Madison", "Georgetown", "Salem", "Clinton", "Arlington"];
const BIO_OPENINGS = [
  "I help couples slow down the fights that go in circles and find the conversation underneath.",
  "My work focuses on the moments where love meets fear: attachment, trust and the courage to ask for what you need.",
  "Dating today is exhausting; together we make it intentional again, with clear values and kinder self-talk.",
  "I support individuals and partners through transitions: new babies, breakups, moves and everything in between.",
];
const BIO_CLOSINGS = [
  "Sessions are practical, warm and paced for you.",
  "Expect honest feedback and exercises you can try the same week.",
  "Everyone is welcome here, exactly as they are.",
];

export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

function pickSome<T>(random: () => number, list: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(random() * (max - min + 1));
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(random, list));
  return [...chosen];
}

export function generateCoach(random: () => number, index: number): CoachRow {
  const therapist = random() < 0.5;
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const state = pick(random, US_STATES);
  const ratings = random() < 0.15 ? 0 : 1 + Math.floor(random() * 60);
  return coachRow(
    {
      firstName,
      lastName,
      title: therapist ? `Licensed ${pick(random, CLINICAL_LICENSES)} Therapist` : "Certified Relationship Coach",
      bio: `${pick(random, BIO_OPENINGS)} ${pick(random, BIO_CLOSINGS)} (Profile ${index + 1}.)`,
      specializations: pickSome(random, [...ALL_TOPICS, ...APPLICATION_SPECIALIZATIONS], 2, 6),
      experience: 1 + Math.floor(random() * 25),
      hourlyRate: random() < 0.05 ? 0 : 40 + Math.floor(random() * 211),
      availability: pickSome(random, ADMIN_AVAILABILITY_OPTIONS, 1, 3),
      sessionTypes: pickSome(random, ADMIN_SESSION_TYPES, 1, 3),
      languages: ["English", ...pickSome(random, ADMIN_LANGUAGES, 0, 2)].filter((v, i, all) => all.indexOf(v) === i),
      location: `${pick(random, CITIES)}, ${state.code}`,
      certifications: pickSome(random, therapist ? CLINICAL_LICENSES : COACHING_CERTIFICATIONS, 1, 2),
      gender: pick(random, GENDERS),
      professionalType: therapist ? "Licensed Therapist" : "Certified Coach",
      insuranceAccepted: therapist ? pickSome(random, INSURERS, 0, 4) : [],
      email: `${firstName}.${lastName}.${index}@example.com`.toLowerCase(),
      isActive: random() > 0.03,
    },
    {
      rating: ratings === 0 ? 0 : Math.round((3 + random() * 2) * 100) / 100,
      totalReviews: ratings,
      createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 700) * 86_400_000),
    },
  );
}

/** The share of generated coaches with weekly hours (the others take requests only). */
export const GENERATED_SHARE_WITH_HOURS = 0.6;
const GENERATED_ZONES = ["America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles"];
const GENERATED_DAYS = [WEEKDAYS.slice(0, 5), WEEKDAYS.slice(0, 6), WEEKDAYS, WEEKDAYS.slice(2)];
const GENERATED_INTERVALS = [
  [{ start: "09:00", end: "17:00" }],
  [
    { start: "08:00", end: "12:00" },
    { start: "13:00", end: "17:00" },
  ],
  [{ start: "12:00", end: "20:00" }],
  [{ start: "17:00", end: "21:00" }],
  [{ start: "10:30", end: "14:30" }],
];

/**
 * Weekly hours for a generated coach, or null (requests only) for about 40 %: one of a few common
 * weeks in one of the US zones, with the defaults for buffer, notice and horizon. Drawn from its own
 * random stream, so the coaches themselves stay the same as without hours.
 */
export function generateHours(random: () => number): Availability | null {
  if (random() >= GENERATED_SHARE_WITH_HOURS) return null;
  const days = pick(random, GENERATED_DAYS);
  const intervals = pick(random, GENERATED_INTERVALS);
  const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, days.includes(day) ? intervals : []])) as Availability["weekly"];
  return { timeZone: pick(random, GENERATED_ZONES), weekly, ...AVAILABILITY_DEFAULTS, overrides: [] };
}
