// A coach's figures over the last 30 or 90 UTC days (today included). Views come from the daily
// counters; requests are consultation requests created each day; sessions are bookings created
// each day that have not been cancelled since (a session called off no longer counts as won).
import type { CoachInsightsReader } from "#common/app-context";
import type { CoachInsights, InsightsWindow } from "#common/coach-insights";
import type { Database } from "../../db/client";
import { utcDay } from "./profile-views";
import { dailyFigures, medianHoursToFirstContact } from "./repository";

const DAY_MS = 86_400_000;

export function createCoachInsightsService(db: Database, now: () => Date = () => new Date()): CoachInsightsReader {
  return {
    async forCoach(coachId: string, days: InsightsWindow): Promise<CoachInsights> {
      const today = now();
      const last = utcDay(today);
      const first = utcDay(new Date(today.getTime() - (days - 1) * DAY_MS));
      const [figures, median] = await Promise.all([
        dailyFigures(db, coachId, first, last),
        medianHoursToFirstContact(db, coachId, first, last),
      ]);
      const sum = (pick: (day: (typeof figures)[number]) => number) => figures.reduce((total, day) => total + pick(day), 0);
      const profileViews = sum((day) => day.profileViews);
      const requests = sum((day) => day.requests);
      return {
        days: figures,
        totals: {
          profileViews,
          requests,
          sessions: sum((day) => day.sessions),
          conversionRate: profileViews > 0 ? round(requests / profileViews, 4) : null,
        },
        medianHoursToFirstContact: median === null ? null : round(median, 2),
      };
    },
  };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
