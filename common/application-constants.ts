// The coach application's plain constants, apart from its schemas (applications.ts) so that a page
// needing only these does not load zod.
/** The monthly subscription, in cents. */
export const COACH_SUBSCRIPTION_CENTS = 4900;
/** Session storage key of step 1's entries (read by steps 2 and 3). */
export const PERSONAL_INFO_STORAGE_KEY = "coachPersonalInfo";
/** Session storage key of the subscription made in step 2. */
export const SUBSCRIPTION_STORAGE_KEY = "coachSubscriptionId";
/** Session storage key of step 3's draft, kept until the application is received. */
export const BACKGROUND_DRAFT_STORAGE_KEY = "coachBackgroundDraft";
/** How long after the payment the e-mailed link to finish works; then the subscription is cancelled and refunded. */
export const FINISH_APPLICATION_DAYS = 7;
/** When the one reminder to finish goes out, counted from the payment. */
export const FINISH_REMINDER_DAYS = 3;
/** The query parameter of step 3 that carries the e-mailed link's token. */
export const FINISH_TOKEN_PARAMETER = "resume";
