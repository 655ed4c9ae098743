// A coach's figures (Coach Workspace, Insights): profile views, consultation requests and sessions
// per day over a window of 30 or 90 days. One query schema for GET /api/coach/insights and the page.
import { z } from "zod";

export const INSIGHTS_WINDOWS = [30, 90] as const;
export type InsightsWindow = (typeof INSIGHTS_WINDOWS)[number];

/** `?days=30|90`; absent means 30. Any other value is refused, naming `days`. */
export const insightsQuerySchema = z.object({
  days: z
    .enum(["30", "90"], { error: "days must be 30 or 90" })
    .default("30")
    .transform((value) => Number(value) as InsightsWindow),
});

export interface InsightsDay {
  /** UTC calendar day, YYYY-MM-DD. */
  date: string;
  profileViews: number;
  /** Consultation requests created that day. */
  requests: number;
  /** Sessions (bookings) created that day and not cancelled since. */
  sessions: number;
}

export interface InsightsTotals {
  profileViews: number;
  requests: number;
  sessions: number;
  /** Requests ÷ profile views over the window; null without views. */
  conversionRate: number | null;
}

/** GET /api/coach/insights: every day of the window, oldest first, zeros included. */
export interface CoachInsights {
  days: InsightsDay[];
  totals: InsightsTotals;
  /** Median of (first contact − request) over the window's contacted requests; null when none. */
  medianHoursToFirstContact: number | null;
}

/**
 * Sent by the profile page with its own GET /api/coaches/{id} on a client-side navigation: only
 * that fetch is a profile view. Other readers of the same endpoint (directory cards, staff tools,
 * scripts) do not send it and are not counted.
 */
export const PROFILE_VIEW_HEADER = "X-Profile-View";
