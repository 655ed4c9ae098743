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
