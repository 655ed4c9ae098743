// What 'Find my match' keeps in this browser: the answers and the step (session storage, so a reload
// keeps them and closing the tab forgets them) and the last answer from the server. The attachment
// quiz's result is kept by the quiz (app/features/quiz/kept-attachment-style.ts). Nothing here leaves
// the browser by itself.
import { MATCH_ANSWERS_STORAGE_KEY, MATCH_QUESTION_COUNT, type MatchAnswers, type MatchResponse } from "#common/match-questions";

export interface KeptMatch {
  /** 0 to 7: the question shown. */
  step: number;
  answers: Partial<MatchAnswers>;
  /** The server's answer once the person asked for it. */
  response?: MatchResponse;
}

export function readKeptMatch(): KeptMatch | null {
  try {
    const text = window.sessionStorage.getItem(MATCH_ANSWERS_STORAGE_KEY);
    if (!text) return null;
    const kept = JSON.parse(text) as KeptMatch;
    if (typeof kept !== "object" || kept === null || typeof kept.answers !== "object") return null;
    const step = Number.isInteger(kept.step) ? Math.min(Math.max(kept.step, 0), MATCH_QUESTION_COUNT - 1) : 0;
    return { step, answers: kept.answers ?? {}, response: kept.response };
  } catch {
    return null;
  }
}

export function keepMatch(kept: KeptMatch): void {
  try {
    window.sessionStorage.setItem(MATCH_ANSWERS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the questions still work, a reload just starts over.
  }
}

export function forgetMatch(): void {
  try {
    window.sessionStorage.removeItem(MATCH_ANSWERS_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
