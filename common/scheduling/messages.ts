// The scheduling answers a person reads, shared by the server that sends them and the forms that
// recognise them (no schemas here: the pages that import them load no zod).

/** The answer to an account whose address is not confirmed yet. */
export const CONFIRM_BEFORE_BOOKING = "Please confirm your e-mail address first: open the link we sent you, then book again.";

/** The answer when another booking got the time first (409). */
export const TIME_TAKEN = "That time was just taken. Please pick another.";
