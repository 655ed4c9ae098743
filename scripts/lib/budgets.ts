// The performance budgets (docs/decisions/093-performance-budgets.md). The deterministic ones (the
// JavaScript a route loads first, the directory's HTML) are checked by `npm test`
// (tests/e2e/performance-budgets.test.ts); the timings are measured and printed by `npm run perf`.
export const BUDGETS = {
  /** First-load JavaScript of a public page, gzip-compressed. */
  firstLoadJsGzipBytes: 130_000,
  /** HTML of /coaches as sent before compression. */
  directoryHtmlBytes: 60_000,
  /** Lighthouse 12, default mobile preset, performance category, every measured page. */
  lighthouseScore: 98,
  /** Mobile first and largest contentful paint. */
  paintMs: 1_800,
} as const;

/** A phone's browser, as the measurements identify themselves: a page is streamed to it (to a crawler, whole). */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/**
 * The routes that must stay inside the JavaScript budget: every page a visitor can open without an
 * account, and those of clients and coaches (My Sessions, checkout, the Coach Workspace, account
 * pages). Only the staff portal (admin*) may pass it.
 */
export const BUDGETED_ROUTE_IDS: readonly string[] = [
  "routes/home",
  "routes/coaches",
  "routes/coaches-topic",
  "routes/coaches-topics",
  "routes/coach-profile",
  "routes/blog",
  "routes/blog-post",
  "routes/about",
  "routes/contact",
  "routes/privacy",
  "routes/terms",
  "routes/attachment-quiz",
  "routes/match",
  "routes/coach-apply",
  "routes/coach-checkout",
  "routes/coach-apply-step3",
  "routes/login",
  "routes/forgot-password",
  "routes/reset-password",
  "routes/verify-email",
  "routes/coach-invite",
  "routes/booking-success",
  "routes/checkout",
  "routes/not-found",
  "routes/bookings",
  "routes/profile",
  "routes/settings",
  "routes/coach",
  "routes/coach-requests",
  "routes/coach-sessions",
  "routes/coach-profile-editor",
  "routes/coach-subscription",
  "routes/coach-insights",
  "routes/coach-earnings",
  "routes/coach-availability",
  "routes/messages",
  "routes/messages-thread",
  "routes/messages-open",
  "routes/coach-messages",
  "routes/coach-messages-thread",
  "routes/messages-new",
  "routes/session-room",
];
