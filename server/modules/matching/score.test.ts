// The match over generated coaches (fast-check): it never breaks a hard constraint, answers three
// coaches whenever three meet them, and every reason on a card is true of that coach, each checked
// here against the coach's own fields, not through the scoring code.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchTopics } from "#common/catalogue/topics";
import { APPLICATION_SPECIALIZATIONS } from "#common/catalogue/coach-options";
import type { PublicCoach } from "#common/coaches";
import { matchAnswersSchema } from "#common/match";
import { TOPIC_OPTIONS, type MatchAnswers } from "#common/match-questions";
import { matchCoaches, stateCodeOfLocation } from "./score";

const STATES = [
  { name: "California", code: "CA" },
  { name: "Texas", code: "TX" },
  { name: "New York", code: "NY" },
  { name: "West Virginia", code: "WV" },
  { name: "Virginia", code: "VA" },
] as const;
const LANGUAGES = ["English", "Spanish", "French"] as const;
const INSURERS = ["Aetna", "Cigna", "Medicare"] as const;
const SPECIALIZATIONS = [
  "Couples Therapy",
  "Family Therapy",
  "Attachment Theory",
  "Communication Skills",
  "Intimacy Issues",
  "Dating Confidence",
  "Blended Families",
  "Boundary Setting",
] as const;
const SESSION_TYPES = ["Individual", "Couples", "Family", "Online Sessions", "In-Person Sessions", "Group"] as const;
const NOW = Date.parse("2026-12-01T12:00:00Z");

/** A coach and, beside it, the state its location names (the test's own record). */
const coachArbitrary = fc
  .record({
    id: fc.uuid(),
    state: fc.constantFrom(...STATES),
    locationForm: fc.constantFrom("code", "name", "zip"),
    rate: fc.constantFrom(0, 60, 100, 100.5, 140, 150, 199.99, 200, 250),
    languages: fc.subarray([...LANGUAGES]),
    insurance: fc.subarray([...INSURERS]),
    gender: fc.constantFrom("Female", "Male", "Nonbinary", ""),
    specializations: fc.subarray([...SPECIALIZATIONS]),
    sessionTypes: fc.subarray([...SESSION_TYPES]),
    rating: fc.constantFrom(0, 3.2, 4.5, 4.9, 5),
    totalReviews: fc.nat(40),
    nextInHours: fc.option(fc.integer({ min: 1, max: 24 * 20 }), { nil: null }),
    licence: fc.option(fc.constantFrom(...STATES.map((state) => state.name)), { nil: null }),
  })
  .map((g) => {
    const location =
      g.locationForm === "code"
        ? `Springfield, ${g.state.code}`
        : g.locationForm === "zip"
          ? `Springfield, ${g.state.code} 12345`
          : `Springfield, ${g.state.name}`;
    const coach: PublicCoach = {
      id: g.id,
      firstName: "Test",
      lastName: "Coach",
      title: "Coach",
      bio: "",
      specializations: g.specializations,
      experience: 5,
      hourlyRate: g.rate.toFixed(2),
      rating: g.totalReviews === 0 ? 0 : g.rating,
      totalReviews: g.totalReviews,
      isActive: true,
      availability: [],
      sessionTypes: g.sessionTypes,
      languages: g.languages,
      location,
      certifications: [],
      gender: g.gender,
      professionalType: "Certified Coach",
      insuranceAccepted: g.insurance,
      profileImageUrl: null,
      email: "",
      phoneNumber: "",
      website: "",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      licenseVerified: g.licence !== null,
      verifiedLicenseState: g.licence,
      verifiedLicenseExpiresOn: g.licence === null ? null : "2027-06-30",
      nextAvailableAt: g.nextInHours === null ? null : new Date(NOW + g.nextInHours * 3_600_000).toISOString(),
    };
    return { coach, stateName: g.state.name as string };
  });

const answersArbitrary: fc.Arbitrary<MatchAnswers> = fc.record({
  topic: fc.constantFrom(...TOPIC_OPTIONS.map((option) => option.value)),
  involved: fc.constantFrom("me", "partner", "family"),
  gender: fc.constantFrom("any", "Female", "Male", "Nonbinary"),
  language: fc.constantFrom(...LANGUAGES),
  state: fc.constantFrom(...STATES.map((state) => state.name)),
  budget: fc.constantFrom("any", "100", "150", "200"),
  insurance: fc.constantFrom("self-pay", ...INSURERS),
  format: fc.constantFrom("video", "in-person", "either"),
  attachmentStyle: fc.option(fc.constantFrom("secure", "anxious", "avoidant"), { nil: undefined }),
});

const zoneArbitrary = fc.option(fc.constantFrom("America/Los_Angeles", "America/New_York", "Europe/Berlin", "Asia/Kolkata"), {
  nil: undefined,
});

const has = (list: readonly string[], value: string) => list.some((item) => item.toLowerCase() === value.toLowerCase());

/** The hard constraints, checked from the test's own record of the coach. */
function meetsAll(entry: { coach: PublicCoach; stateName: string }, answers: MatchAnswers): boolean {
  const rate = Number(entry.coach.hourlyRate);
  return (
    entry.stateName === answers.state &&
    (answers.budget === "any" || (rate > 0 && rate <= Number(answers.budget))) &&
    (answers.insurance === "self-pay" || has(entry.coach.insuranceAccepted, answers.insurance)) &&
    has(entry.coach.languages, answers.language)
  );
}

function topicSpecializations(topic: string): string[] {
  const { exact, related } = matchTopics(topic, "exact", APPLICATION_SPECIALIZATIONS);
  return [...exact, ...related];
}

/** Whether one reason is true of the coach, read from the coach's fields alone. */
function reasonIsTrue(
  reason: string,
  entry: { coach: PublicCoach; stateName: string },
  answers: MatchAnswers,
  context: { timeZone?: string; replyHours: Map<string, number> },
): boolean {
  const { coach } = entry;
  let m: RegExpExecArray | null;
  if ((m = /^Works on (.+)$/.exec(reason))) return coach.specializations.some((s) => has(topicSpecializations(m![1]), s));
  if (reason === "Works with couples") return has(coach.specializations, "Couples Therapy") || has(coach.sessionTypes, "Couples");
  if (reason === "Works with families")
    return ["Family Therapy", "Blended Families"].some((s) => has(coach.specializations, s)) || has(coach.sessionTypes, "Family");
  if (reason === "Works with attachment styles") return has(coach.specializations, "Attachment Theory");
  if ((m = /^(Female|Male|Nonbinary) coach$/.exec(reason))) return coach.gender === m[1];
  if ((m = /^Speaks (.+)$/.exec(reason))) return has(coach.languages, m[1]);
  if ((m = /^Accepts (.+)$/.exec(reason))) return has(coach.insuranceAccepted, m[1]);
  if ((m = /^\$(\d+) a session, within your budget$/.exec(reason))) {
    const rate = Number(coach.hourlyRate);
    return Math.round(rate) === Number(m[1]) && answers.budget !== "any" && rate > 0 && rate <= Number(answers.budget);
  }
  if ((m = /^Based in (.+)$/.exec(reason))) return entry.stateName === m[1];
  if ((m = /^Licensed in (.+)$/.exec(reason))) return coach.licenseVerified === true && coach.verifiedLicenseState === m[1];
  if (reason === "License verified") return coach.licenseVerified === true;
  if (reason === "Offers online sessions") return has(coach.sessionTypes, "Online Sessions");
  if (reason === "Offers in-person sessions") return has(coach.sessionTypes, "In-Person Sessions");
  if ((m = /^Free (.+)$/.exec(reason))) {
    if (!coach.nextAvailableAt) return false;
    const at = new Date(coach.nextAvailableAt);
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: context.timeZone ?? "UTC",
      weekday: "long",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    const time = `${part("hour")}:${part("minute")} ${part("dayPeriod")}`;
    const withDate = `${part("weekday")}, ${part("month")} ${part("day")}, ${time}`;
    const suffix = context.timeZone ? "" : " UTC";
    return m[1] === `${part("weekday")} ${time}${suffix}` || m[1] === `${withDate}${suffix}`;
  }
  if ((m = /^Usually replies within (\d+) hours?$/.exec(reason))) return context.replyHours.get(coach.id) === Number(m[1]);
  if ((m = /^Rated (\d\.\d) \((\d+) reviews?\)$/.exec(reason)))
    return coach.rating.toFixed(1) === m[1] && coach.totalReviews === Number(m[2]);
  return false;
}

describe("the match over generated coaches", () => {
  it("never breaks a hard constraint, answers three whenever three qualify, and gives only true reasons", () => {
    fc.assert(
      fc.property(
        fc.array(coachArbitrary, { maxLength: 30 }),
        answersArbitrary,
        zoneArbitrary,
        fc.array(fc.integer({ min: 1, max: 72 }), { maxLength: 30 }),
        (entries, answers, timeZone, replies) => {
          expect(matchAnswersSchema.safeParse(answers).success).toBe(true);
          const replyHours = new Map(
            entries.flatMap((entry, index) => (replies[index] ? [[entry.coach.id, replies[index]] as const] : [])),
          );
          const byId = new Map(entries.map((entry) => [entry.coach.id, entry]));
          const matched = matchCoaches(
            entries.map((entry) => entry.coach),
            answers,
            { timeZone, now: NOW, replyHours },
          );
          const qualifying = entries.filter((entry) => meetsAll(entry, answers)).length;
          expect(matched.length).toBe(Math.min(3, qualifying));
          for (const { coach, reasons } of matched) {
            const entry = byId.get(coach.id)!;
            expect(meetsAll(entry, answers)).toBe(true);
            for (const reason of reasons) expect(reasonIsTrue(reason, entry, answers, { timeZone, replyHours }), reason).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("prefers the coach who fits the soft answers among those who meet the hard ones", () => {
    const base = fc.sample(coachArbitrary, 1)[0].coach;
    const answers: MatchAnswers = {
      topic: "Attachment & Intimacy",
      involved: "partner",
      gender: "Female",
      language: "Spanish",
      state: "Texas",
      budget: "150",
      insurance: "Aetna",
      format: "video",
    };
    const plain = {
      ...base,
      id: "a",
      location: "Austin, TX",
      hourlyRate: "120.00",
      languages: ["Spanish"],
      insuranceAccepted: ["Aetna"],
      specializations: [],
      sessionTypes: [],
      gender: "Male",
      rating: 5,
      totalReviews: 3,
    };
    const fitting = {
      ...plain,
      id: "b",
      specializations: ["Attachment Theory", "Couples Therapy"],
      gender: "Female",
      sessionTypes: ["Online Sessions"],
      rating: 4,
    };
    const outside = { ...fitting, id: "c", hourlyRate: "180.00" };
    const matched = matchCoaches([plain, outside, fitting], answers, { now: NOW, timeZone: "America/Chicago" });
    expect(matched.map((m) => m.coach.id)).toEqual(["b", "a"]);
    expect(matched[0].reasons).toEqual(
      expect.arrayContaining([
        "Works on Attachment & Intimacy",
        "Works with couples",
        "Female coach",
        "Speaks Spanish",
        "Accepts Aetna",
        "Based in Texas",
        "Offers online sessions",
      ]),
    );
  });
});

describe("stateCodeOfLocation reads a location as the directory does", () => {
  it.each([
    ["Austin, TX", "TX"],
    ["Austin, tx 78701", "TX"],
    ["Hartford, Connecticut", "CT"],
    ["Charleston, West Virginia", "WV"],
    ["Richmond, Virginia", "VA"],
    ["Little Rock, Arkansas", "AR"],
    ["New York", "NY"],
    ["Online", undefined],
  ])("%s → %s", (location, code) => {
    expect(stateCodeOfLocation(location)).toBe(code);
  });
});
