// The one schema of POST /api/match (docs/product/matching.md#api): the page checks its answers with
// it before sending them, the route refuses anything else with a 400 naming the answer. The page loads
// this file only when the person asks for their match (zod is not in its first load).
import { z } from "zod";
import { ATTACHMENT_STYLES } from "./attachment-quiz";
import {
  BUDGET_VALUES,
  FORMAT_VALUES,
  GENDER_PREFERENCES,
  INSURANCE_VALUES,
  INVOLVED_VALUES,
  MATCH_LANGUAGES,
  MATCH_STATES,
  TOPIC_OPTIONS,
  type MatchAnswers,
} from "./match-questions";
import { isValidTimeZone } from "./zoned-time";

const oneOf = (values: readonly string[], message: string) =>
  z.string({ error: message }).refine((value) => values.includes(value), message);

export const matchAnswersSchema = z
  .object({
    topic: oneOf(
      TOPIC_OPTIONS.map((option) => option.value),
      "Please choose what brings you here",
    ),
    involved: z.enum(INVOLVED_VALUES, { error: "Please choose who is involved" }),
    gender: z.enum(GENDER_PREFERENCES, { error: "Please choose a gender preference, or no preference" }),
    language: oneOf(MATCH_LANGUAGES, "Please choose a language"),
    state: oneOf(MATCH_STATES, "Please choose your state"),
    budget: z.enum(BUDGET_VALUES, { error: "Please choose a budget" }),
    insurance: oneOf(INSURANCE_VALUES, "Please choose an insurer, or that you'll pay yourself"),
    format: z.enum(FORMAT_VALUES, { error: "Please choose video, in person or either" }),
    attachmentStyle: z.enum(ATTACHMENT_STYLES, { error: "attachmentStyle must be secure, anxious or avoidant" }).optional(),
  })
  .strict();

/** The body of POST /api/match: the answers, and the visitor's time zone for the 'Free …' reasons. */
export const matchRequestSchema = z
  .object({
    answers: matchAnswersSchema,
    timeZone: z
      .string({ error: "timeZone must be an IANA time zone such as America/New_York" })
      .trim()
      .max(64, "timeZone must be an IANA time zone such as America/New_York")
      .refine((zone) => isValidTimeZone(zone), "timeZone must be an IANA time zone such as America/New_York")
      .optional(),
  })
  .strict();

export type MatchRequest = z.output<typeof matchRequestSchema>;

// The schema and the answers' interface describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const answersAgree: Same<z.output<typeof matchAnswersSchema>, MatchAnswers> = true;
void answersAgree;
