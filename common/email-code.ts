// The confirmation code of the e-mail that confirms an address (docs/decisions/111): six digits, typed
// where the person is (the booking dialog) instead of opening the link. Plain constants, so a page
// can show these words without the validation library.

export const EMAIL_CODE_LENGTH = 6;
/** How long a code works after it was e-mailed. */
export const EMAIL_CODE_LIFETIME_MINUTES = 15;
/** Wrong codes a code survives: the last of them makes it void. */
export const EMAIL_CODE_WRONG_ATTEMPTS = 5;

export const EMAIL_CODE_MESSAGES = {
  format: "Please enter the 6-digit code from the e-mail.",
  wrong: "That code is not right.",
  void: "Please ask for a new code.",
  confirmed: "Your e-mail address is confirmed.",
} as const;
