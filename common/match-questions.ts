// 'Find my match' (docs/product/matching.md): the eight questions, their options, the answers' shape,
// the answer of POST /api/match and the words of its 'relax a constraint' note. No zod here: the
// page's first load carries this file (the schema, common/match.ts, loads when the person asks).
import type { AttachmentStyle } from "./attachment-quiz";
import { ADMIN_LANGUAGES, GENDERS, INSURERS } from "./catalogue/coach-options";
import { TOPIC_GROUP_NAMES } from "./catalogue/topic-group-names";
import { US_STATE_NAMES } from "./catalogue/us-states";
import type { PublicCoach } from "./coaches";

export interface MatchOption<V extends string = string> {
  value: V;
  label: string;
}

export const NOT_SURE_TOPIC = "not-sure";
export const TOPIC_OPTIONS: readonly MatchOption[] = [
  ...TOPIC_GROUP_NAMES.map((name) => ({ value: name, label: name })),
  { value: NOT_SURE_TOPIC, label: "I'm not sure yet" },
];

export const INVOLVED_VALUES = ["me", "partner", "family"] as const;
export type Involved = (typeof INVOLVED_VALUES)[number];
export const INVOLVED_OPTIONS: readonly MatchOption<Involved>[] = [
  { value: "me", label: "Just me" },
  { value: "partner", label: "Me and my partner" },
  { value: "family", label: "My family" },
];

export const NO_GENDER_PREFERENCE = "any";
export const GENDER_PREFERENCES = [NO_GENDER_PREFERENCE, ...GENDERS] as const;
export const GENDER_OPTIONS: readonly MatchOption[] = [
  { value: NO_GENDER_PREFERENCE, label: "No preference" },
  { value: "Female", label: "A woman" },
  { value: "Male", label: "A man" },
  { value: "Nonbinary", label: "A nonbinary coach" },
];

export const MATCH_LANGUAGES = ADMIN_LANGUAGES;
export const MATCH_STATES = US_STATE_NAMES;

/** The most a session may cost, in whole dollars ("any": no limit). */
export const BUDGET_VALUES = ["any", "100", "150", "200"] as const;
export type Budget = (typeof BUDGET_VALUES)[number];
export const BUDGET_OPTIONS: readonly MatchOption<Budget>[] = [
  { value: "100", label: "Up to $100 a session" },
  { value: "150", label: "Up to $150 a session" },
  { value: "200", label: "Up to $200 a session" },
  { value: "any", label: "Any budget" },
];

export const SELF_PAY = "self-pay";
export const INSURANCE_VALUES = [SELF_PAY, ...INSURERS] as const;
export const INSURANCE_OPTIONS: readonly MatchOption[] = [
  { value: SELF_PAY, label: "I'll pay myself" },
  ...INSURERS.map((insurer) => ({ value: insurer, label: insurer })),
];

export const FORMAT_VALUES = ["video", "in-person", "either"] as const;
export type SessionFormatPreference = (typeof FORMAT_VALUES)[number];
export const FORMAT_OPTIONS: readonly MatchOption<SessionFormatPreference>[] = [
  { value: "video", label: "Video" },
  { value: "in-person", label: "In person" },
  { value: "either", label: "Either is fine" },
];

/** The answers as the page keeps them and POST /api/match takes them. */
export interface MatchAnswers {
  topic: string;
  involved: Involved;
  gender: (typeof GENDER_PREFERENCES)[number];
  language: string;
  state: string;
  budget: Budget;
  insurance: string;
  format: SessionFormatPreference;
  /** The attachment quiz's result, when the person took it in this browser. */
  attachmentStyle?: AttachmentStyle;
}

export type MatchQuestionKey = Exclude<keyof MatchAnswers, "attachmentStyle">;

/** The eight questions, in order: the key answered, the question, and how it is asked. */
export const MATCH_QUESTIONS: readonly { key: MatchQuestionKey; question: string; control: "radio" | "select" }[] = [
  { key: "topic", question: "What brings you here?", control: "radio" },
  { key: "involved", question: "Who is involved?", control: "radio" },
  { key: "gender", question: "Do you prefer a coach of a particular gender?", control: "radio" },
  { key: "language", question: "Which language would you like your sessions in?", control: "select" },
  { key: "state", question: "Which state do you live in?", control: "select" },
  { key: "budget", question: "What can you spend per session?", control: "radio" },
  { key: "insurance", question: "How will you pay?", control: "radio" },
  { key: "format", question: "Would you rather meet by video or in person?", control: "radio" },
];

export const MATCH_QUESTION_COUNT = MATCH_QUESTIONS.length;

/** The options of a question (the select questions list every language or state). */
export function optionsOf(key: MatchQuestionKey): readonly MatchOption[] {
  switch (key) {
    case "topic":
      return TOPIC_OPTIONS;
    case "involved":
      return INVOLVED_OPTIONS;
    case "gender":
      return GENDER_OPTIONS;
    case "language":
      return MATCH_LANGUAGES.map((language) => ({ value: language, label: language }));
    case "state":
      return MATCH_STATES.map((state) => ({ value: state, label: state }));
    case "budget":
      return BUDGET_OPTIONS;
    case "insurance":
      return INSURANCE_OPTIONS;
    case "format":
      return FORMAT_OPTIONS;
  }
}

// ---- The answer ----------------------------------------------------------------------------------

/** The answers that are never broken: a coach outside any of them is never matched. */
export const HARD_CONSTRAINTS = ["state", "budget", "insurance", "language"] as const;
export type HardConstraint = (typeof HARD_CONSTRAINTS)[number];

export interface MatchedCoach {
  coach: PublicCoach;
  /** Short texts true of this coach ('Speaks Spanish', 'Accepts Aetna', 'Free Tuesday 6:00 PM' …). */
  reasons: string[];
}

export interface RelaxedConstraint {
  /** The constraint whose removal would show the most coaches. */
  constraint: HardConstraint;
  /** How many coaches meet every constraint (fewer than three). */
  matching: number;
  /** How many more would meet the others without this one. */
  more: number;
}

export interface MatchResponse {
  coaches: MatchedCoach[];
  /** Present when fewer than three coaches meet every hard constraint and relaxing one would show more. */
  relaxed?: RelaxedConstraint;
}

export const MATCH_COUNT = 3;

const RELAX_PHRASES: Record<HardConstraint, string> = {
  budget: "Widening your budget",
  state: "Looking beyond your state",
  insurance: "Paying for sessions yourself",
  language: "Choosing another language",
};

/** 'Only 1 coach matches all your answers. Widening your budget would show 5 more.' */
export function relaxedText(relaxed: RelaxedConstraint): string {
  const { matching, more, constraint } = relaxed;
  const first =
    matching === 0
      ? "No coach matches all your answers."
      : `Only ${matching} ${matching === 1 ? "coach matches" : "coaches match"} all your answers.`;
  return `${first} ${RELAX_PHRASES[constraint]} would show ${more} more.`;
}

/** Where the page keeps the answers (session storage: a reload keeps them, closing the tab forgets them). */
export const MATCH_ANSWERS_STORAGE_KEY = "kindred:match-answers";
