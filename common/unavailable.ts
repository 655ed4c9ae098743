// What a visitor or API client is told while the database is away (a restart, a lost connection):
// 503 with Retry-After, never a 500 (docs/decisions/102-surviving-a-database-outage.md).

/** The Retry-After of a 503 answered because the database cannot be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The API's message (`{ "message" }`) for such a 503. */
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/** A page's title and words for such a 503 (the root error boundary shows what the server sends). */
export const UNAVAILABLE_PAGE = {
  title: "Briefly unavailable",
  message: "This page cannot be loaded right now because part of our service is restarting. Please try again in a minute.",
};
