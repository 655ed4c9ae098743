// The match itself, pure (docs/product/matching.md#how-coaches-are-chosen): which coaches meet the hard
// constraints (state, budget, insurance, language), how well each of them fits the other answers, and
// the short reasons shown on each card, every one of them read from the coach it describes.
import { APPLICATION_SPECIALIZATIONS } from "#common/catalogue/coach-options";
import { matchTopics } from "#common/catalogue/topics";
import { US_STATES, findUsState } from "#common/catalogue/us-states";
import { formatRating, type PublicCoach } from "#common/coaches";
import {
  MATCH_COUNT,
  NO_GENDER_PREFERENCE,
  NOT_SURE_TOPIC,
  SELF_PAY,
  type HardConstraint,
  type MatchAnswers,
  type MatchedCoach,
} from "#common/match-questions";
import { replyTimeText } from "#common/reply-time";

/** What the reasons and the ranking need besides the coach: the visitor's zone, the clock, reply times. */
export interface MatchContext {
  /** The visitor's IANA zone; the 'Free …' reason is written in it (UTC, named, without it). */
  timeZone?: string;
  now: number;
  /** Hours to a first reply, by coach id, for the coaches whose reply time is known. */
  replyHours?: ReadonlyMap<string, number>;
}

// ---- Hard constraints ------------------------------------------------------------------------------

const lower = (values: readonly string[]) => new Set(values.map((value) => value.trim().toLowerCase()));

/** Each state's name as a whole-word pattern, made once (a location is read for every coach ranked). */
const STATE_NAME_PATTERNS = US_STATES.map((state) => ({
  state,
  pattern: new RegExp(`(^|[^\\p{L}\\p{N}_])${state.name.toLowerCase()}($|[^\\p{L}\\p{N}_])`, "u"),
}));

/**
 * The state a coach's location names, as the directory reads it (kindred_state_code, migration 0002):
 * a two-letter code after a comma ("Austin, TX", "Austin, TX 78701"), else the longest state name
 * the text holds as whole words.
 */
export function stateCodeOfLocation(location: string): string | undefined {
  const code = /,\s*([A-Za-z]{2})\s*(\d{5}(-\d{4})?)?\s*$/.exec(location)?.[1]?.toUpperCase();
  if (code && US_STATES.some((state) => state.code === code)) return code;
  const text = location.toLowerCase();
  const named = STATE_NAME_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ state }) => state);
  return named.sort((a, b) => b.name.length - a.name.length)[0]?.code;
}

/** The session rate in whole dollars; 0 for 'contact for pricing'. */
function rateDollars(coach: PublicCoach): number {
  const amount = Number(coach.hourlyRate);
  return Number.isFinite(amount) ? amount : 0;
}

/** The hard constraints a set of answers states (an open budget or paying oneself states none). */
export function statedConstraints(answers: MatchAnswers): HardConstraint[] {
  return (["state", "budget", "insurance", "language"] as const).filter(
    (constraint) => (constraint !== "budget" || answers.budget !== "any") && (constraint !== "insurance" || answers.insurance !== SELF_PAY),
  );
}

/** Whether the coach meets one hard constraint of the answers (true when the answers leave it open). */
export function meetsConstraint(coach: PublicCoach, answers: MatchAnswers, constraint: HardConstraint): boolean {
  switch (constraint) {
    case "state":
      return stateCodeOfLocation(coach.location) === findUsState(answers.state)?.code;
    case "budget": {
      if (answers.budget === "any") return true;
      // An unknown price ('contact for pricing') is not known to be within a budget.
      const rate = rateDollars(coach);
      return rate > 0 && rate <= Number(answers.budget);
    }
    case "insurance":
      return answers.insurance === SELF_PAY || lower(coach.insuranceAccepted).has(answers.insurance.toLowerCase());
    case "language":
      return lower(coach.languages).has(answers.language.toLowerCase());
  }
}

/** Whether the coach meets every hard constraint of the answers, or every one but `except`. */
export function meetsHardConstraints(coach: PublicCoach, answers: MatchAnswers, except?: HardConstraint): boolean {
  return statedConstraints(answers).every((constraint) => constraint === except || meetsConstraint(coach, answers, constraint));
}

// ---- Fit -------------------------------------------------------------------------------------------

const remember = <T>(make: (key: string) => T) => {
  const made = new Map<string, T>();
  return (key: string) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
};

/** The specializations (lower case) that work on a topic group or topic, as the directory's category filter reads it. */
const specializationsOfTopic = remember((topic) => {
  const { exact, related } = matchTopics(topic, "exact", APPLICATION_SPECIALIZATIONS);
  return lower([...exact, ...related]);
});

const ATTACHMENT_TOPIC = "Attachment Styles (Anxious / Avoidant / Secure)";

const COUPLES = {
  specializations: lower(["Couples Therapy", "Marriage Counseling", "Premarital Counseling"]),
  sessionTypes: lower(["Couples", "Couples Coaching"]),
};
const FAMILIES = { specializations: lower(["Family Therapy", "Blended Families"]), sessionTypes: lower(["Family", "Family Therapy"]) };
const INDIVIDUAL_SESSIONS = lower(["Individual", "Individual Coaching"]);
const ONLINE_SESSIONS = lower(["Online Sessions"]);
const IN_PERSON_SESSIONS = lower(["In-Person Sessions"]);

const hasAny = (values: readonly string[], wanted: ReadonlySet<string>) => values.some((value) => wanted.has(value.trim().toLowerCase()));

export function worksOnTopic(coach: PublicCoach, topic: string): boolean {
  return hasAny(coach.specializations, specializationsOfTopic(topic));
}

function worksWithInvolved(coach: PublicCoach, involved: MatchAnswers["involved"]): boolean {
  if (involved === "partner")
    return hasAny(coach.specializations, COUPLES.specializations) || hasAny(coach.sessionTypes, COUPLES.sessionTypes);
  if (involved === "family")
    return hasAny(coach.specializations, FAMILIES.specializations) || hasAny(coach.sessionTypes, FAMILIES.sessionTypes);
  return hasAny(coach.sessionTypes, INDIVIDUAL_SESSIONS);
}

function offersFormat(coach: PublicCoach, format: MatchAnswers["format"]): boolean {
  if (format === "video") return hasAny(coach.sessionTypes, ONLINE_SESSIONS);
  if (format === "in-person") return hasAny(coach.sessionTypes, IN_PERSON_SESSIONS);
  return false;
}

/** A current verified licence issued by this state. */
function licensedIn(coach: PublicCoach, state: string): boolean {
  return coach.licenseVerified && (coach.verifiedLicenseState ?? "").trim().toLowerCase() === state.toLowerCase();
}

const HOUR_MS = 3_600_000;

/** How well a coach fits the soft answers; higher is better. Hard constraints are not part of it. */
export function fitScore(coach: PublicCoach, answers: MatchAnswers, context: MatchContext): number {
  let score = 0;
  if (answers.topic !== NOT_SURE_TOPIC && worksOnTopic(coach, answers.topic)) score += 4;
  if (worksWithInvolved(coach, answers.involved)) score += answers.involved === "me" ? 1 : 3;
  if (answers.gender !== NO_GENDER_PREFERENCE && coach.gender.trim().toLowerCase() === answers.gender.toLowerCase()) score += 3;
  if (offersFormat(coach, answers.format)) score += 1;
  if (answers.attachmentStyle && worksOnTopic(coach, ATTACHMENT_TOPIC)) score += 2;
  if (licensedIn(coach, answers.state)) score += 1;
  score += (Math.min(5, Math.max(0, coach.rating)) / 5) * 2;
  if (coach.nextAvailableAt) {
    const hours = (Date.parse(coach.nextAvailableAt) - context.now) / HOUR_MS;
    if (Number.isFinite(hours)) score += hours <= 48 ? 1.5 : hours <= 7 * 24 ? 1 : 0.25;
  }
  const reply = context.replyHours?.get(coach.id);
  if (reply !== undefined) score += reply <= 3 ? 1.5 : reply <= 24 ? 1 : 0.25;
  return score;
}

// ---- Reasons ---------------------------------------------------------------------------------------

const GENDER_WORDS: Record<string, string> = { female: "Female coach", male: "Male coach", nonbinary: "Nonbinary coach" };

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string, far: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${far}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      ...(far ? { month: "short", day: "numeric" } : {}),
      hour: "numeric",
      minute: "2-digit",
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * 'Free Tuesday 6:00 PM': the coach's next free time in the visitor's zone ('UTC' named when the zone
 * is not known), with the date when it is six days or more ahead ('Free Tuesday, Dec 8, 6:00 PM').
 */
export function freeAtText(iso: string, context: Pick<MatchContext, "timeZone" | "now">): string {
  const instant = new Date(iso);
  const far = instant.getTime() - context.now >= 6 * 24 * HOUR_MS;
  const text = formatFor(context.timeZone ?? "UTC", far)
    .format(instant)
    .replace(/\u202f/g, " ");
  return `Free ${text}${context.timeZone ? "" : " UTC"}`;
}

/** The short texts true of this coach that answer what the person asked for, most telling first. */
export function reasonsFor(coach: PublicCoach, answers: MatchAnswers, context: MatchContext): string[] {
  const reasons: string[] = [];
  if (answers.topic !== NOT_SURE_TOPIC && worksOnTopic(coach, answers.topic)) reasons.push(`Works on ${answers.topic}`);
  if (answers.involved !== "me" && worksWithInvolved(coach, answers.involved)) {
    reasons.push(answers.involved === "partner" ? "Works with couples" : "Works with families");
  }
  if (answers.gender !== NO_GENDER_PREFERENCE && coach.gender.trim().toLowerCase() === answers.gender.toLowerCase()) {
    reasons.push(GENDER_WORDS[answers.gender.toLowerCase()]);
  }
  if (answers.attachmentStyle && worksOnTopic(coach, ATTACHMENT_TOPIC)) reasons.push("Works with attachment styles");
  if (answers.language.toLowerCase() !== "english" && meetsConstraint(coach, answers, "language"))
    reasons.push(`Speaks ${answers.language}`);
  if (answers.insurance !== SELF_PAY && meetsConstraint(coach, answers, "insurance")) reasons.push(`Accepts ${answers.insurance}`);
  if (answers.budget !== "any" && meetsConstraint(coach, answers, "budget")) {
    reasons.push(`$${Math.round(rateDollars(coach))} a session, within your budget`);
  }
  if (meetsConstraint(coach, answers, "state")) reasons.push(`Based in ${answers.state}`);
  // A licence staff checked against the issuing state's board (docs/product/verified-licences.md).
  if (licensedIn(coach, answers.state)) reasons.push(`Licensed in ${answers.state}`);
  else if (coach.licenseVerified) reasons.push("License verified");
  if (answers.format !== "either" && offersFormat(coach, answers.format)) {
    reasons.push(answers.format === "video" ? "Offers online sessions" : "Offers in-person sessions");
  }
  if (coach.nextAvailableAt && Number.isFinite(Date.parse(coach.nextAvailableAt))) reasons.push(freeAtText(coach.nextAvailableAt, context));
  const reply = context.replyHours?.get(coach.id);
  if (reply !== undefined) reasons.push(replyTimeText(reply));
  if (coach.totalReviews > 0 && coach.rating >= 4.5) {
    reasons.push(`Rated ${formatRating(coach.rating)} (${coach.totalReviews} ${coach.totalReviews === 1 ? "review" : "reviews"})`);
  }
  return reasons;
}

// ---- The match -------------------------------------------------------------------------------------

/**
 * The coaches that meet every hard constraint, best fit first (ties keep the given order, the
 * directory's), at most `limit` of them.
 */
export function rankCoaches(coaches: readonly PublicCoach[], answers: MatchAnswers, context: MatchContext, limit: number): PublicCoach[] {
  return coaches
    .filter((coach) => meetsHardConstraints(coach, answers))
    .map((coach, index) => ({ coach, index, score: fitScore(coach, answers, context) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ coach }) => coach);
}

/** The three best coaches that meet every hard constraint, each with its reasons. */
export function matchCoaches(coaches: readonly PublicCoach[], answers: MatchAnswers, context: MatchContext): MatchedCoach[] {
  return rankCoaches(coaches, answers, context, MATCH_COUNT).map((coach) => ({ coach, reasons: reasonsFor(coach, answers, context) }));
}
