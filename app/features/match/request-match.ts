// Asking for the match: the only moment the answers leave the browser, and only to our own API.
// Loaded when the person presses 'Show my matches' (it brings the schema, and zod with it).
import { matchRequestSchema } from "#common/match";
import type { MatchAnswers, MatchResponse } from "#common/match-questions";
import { apiRequest } from "../../lib/api";

export async function requestMatch(answers: Partial<MatchAnswers>): Promise<MatchResponse> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const body = matchRequestSchema.parse({ answers, ...(timeZone ? { timeZone } : {}) });
  const response = await apiRequest("POST", "/api/match", body);
  return (await response.json()) as MatchResponse;
}
