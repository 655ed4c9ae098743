// 'Find my match' (docs/product/matching.md): reads the coaches who meet the hard constraints through
// the directory's own read path (the same filters as GET /api/coaches), ranks them by fit (score.ts),
// and when fewer than three meet them, counts what dropping each constraint would add.
import type { CoachesService } from "#common/app-context";
import type { PublicCoach } from "#common/coaches";
import type { DirectoryQuery } from "#common/directory-query";
import type { MatchRequest } from "#common/match";
import { MATCH_COUNT, type HardConstraint, type MatchAnswers, type MatchResponse, type RelaxedConstraint } from "#common/match-questions";
import { DIRECTORY_MAX_PAGE_SIZE } from "#common/coaches";
import { matchCoaches, meetsHardConstraints, rankCoaches, statedConstraints, type MatchContext } from "./score";

/** At most this many coaches meeting the constraints are read, in the directory's order, to rank. */
export const MATCH_CANDIDATE_LIMIT = 300;
/** The best this many by fit have their reply time looked up before the final three are chosen. */
const REPLY_TIME_SHORTLIST = 8;

export interface MatchingDeps {
  coaches: Pick<CoachesService, "listDirectory">;
  /** 'Usually replies within {N} hours' per coach (the conversations module), for those whose time is known. */
  replyTimeHoursOf(coachIds: readonly string[]): Promise<Map<string, number>>;
  now?: () => number;
}

export interface MatchingService {
  match(request: MatchRequest): Promise<MatchResponse>;
}

/** The directory filters of one hard constraint (the budget: a known price, up to the answer). */
function directoryFilterOf(answers: MatchAnswers, constraint: HardConstraint): Partial<DirectoryQuery> {
  switch (constraint) {
    case "state":
      return { location: answers.state };
    case "budget":
      return { minRate: 1, maxRate: Number(answers.budget) * 100 };
    case "insurance":
      return { insurance: answers.insurance };
    case "language":
      return { language: answers.language };
  }
}

function directoryQueryOf(
  answers: MatchAnswers,
  constraints: readonly HardConstraint[],
  page: { limit: number; offset: number },
): DirectoryQuery {
  return Object.assign(
    { sort: "recommended" as const, ...page },
    ...constraints.map((constraint) => directoryFilterOf(answers, constraint)),
  );
}

export function createMatchingService(deps: MatchingDeps): MatchingService {
  const now = deps.now ?? Date.now;

  async function candidates(
    answers: MatchAnswers,
    constraints: readonly HardConstraint[],
  ): Promise<{ coaches: PublicCoach[]; total: number }> {
    const coaches: PublicCoach[] = [];
    let total = 0;
    for (let offset = 0; offset < MATCH_CANDIDATE_LIMIT; offset += DIRECTORY_MAX_PAGE_SIZE) {
      const page = await deps.coaches.listDirectory(directoryQueryOf(answers, constraints, { limit: DIRECTORY_MAX_PAGE_SIZE, offset }));
      coaches.push(...page.items);
      total = page.total;
      if (coaches.length >= total || page.items.length === 0) break;
    }
    return { coaches, total };
  }

  async function countWithout(answers: MatchAnswers, constraints: readonly HardConstraint[], dropped: HardConstraint): Promise<number> {
    const kept = constraints.filter((constraint) => constraint !== dropped);
    const page = await deps.coaches.listDirectory(directoryQueryOf(answers, kept, { limit: 1, offset: 0 }));
    return page.total;
  }

  /** The constraint whose removal shows the most coaches, when one shows any more. */
  async function relaxation(
    answers: MatchAnswers,
    constraints: readonly HardConstraint[],
    matching: number,
  ): Promise<RelaxedConstraint | undefined> {
    let best: RelaxedConstraint | undefined;
    for (const constraint of constraints) {
      const more = (await countWithout(answers, constraints, constraint)) - matching;
      if (more > 0 && (!best || more > best.more)) best = { constraint, matching, more };
    }
    return best;
  }

  return {
    async match({ answers, timeZone }) {
      const constraints = statedConstraints(answers);
      const { coaches, total } = await candidates(answers, constraints);
      const context: MatchContext = { timeZone, now: now() };
      // Reply times are a median over each coach's conversations: only the best few by the rest of the fit are asked.
      const shortlist = rankCoaches(coaches, answers, context, REPLY_TIME_SHORTLIST);
      const replyHours = await deps.replyTimeHoursOf(shortlist.map((coach) => coach.id));
      const matched = matchCoaches(shortlist, answers, { ...context, replyHours });
      // Every coach the directory found was read: count those the match itself accepts.
      const matching = coaches.length >= total ? coaches.filter((coach) => meetsHardConstraints(coach, answers)).length : total;
      if (matching >= MATCH_COUNT) return { coaches: matched };
      const relaxed = await relaxation(answers, constraints, matching);
      return relaxed ? { coaches: matched, relaxed } : { coaches: matched };
    },
  };
}
