// What /login says when it is reached with `?error=`: after a plain form post (our own short codes,
// session-routes.ts), or after a refused single sign-on (`?sso=failed&error=…`, or `?error=…` alone
// when the browser's sign-in state was missing). A provider's codes come from the provider, from
// better-auth or from Kindred's own rules (docs/decisions/101); any code not listed gets the generic
// message. Only codes are read: the provider's `error_description` is never shown, since anyone can
// put text in an address.
import { INVALID_CREDENTIALS_MESSAGE, PROVIDER_SIGN_IN_ERRORS } from "#common/auth";

/** Messages for the error codes a plain form post comes back with. */
const POSTED_ERRORS: Record<string, string> = {
  credentials: INVALID_CREDENTIALS_MESSAGE,
  rate_limited: "Too many attempts. Please wait a few minutes and try again.",
  exists: "An account with this email already exists. Sign in instead, or reset your password.",
  invalid: "Please check the form and try again.",
};

export const SSO_FAILED_MESSAGE = "Single sign-on did not complete. Please try again.";

const SSO_RESTART =
  "Single sign-on could not be finished in this browser: it was started in another window or took too long. Please try again.";
const SSO_SIGN_IN_THERE = "Your sign-in provider needs you to sign in there first. Please try again.";
const SSO_UNAVAILABLE = "Your sign-in provider is not available right now. Please try again in a few minutes.";

const SSO_ERRORS: Record<string, string> = {
  // The browser that came back is not the one that left, or it came back too late.
  state_mismatch: SSO_RESTART,
  state_security_mismatch: SSO_RESTART,
  state_invalid: SSO_RESTART,
  state_not_found: SSO_RESTART,
  invalid_callback_request: SSO_RESTART,
  no_code: SSO_RESTART,
  // The provider's own answers.
  access_denied: "The sign-in was cancelled at your sign-in provider. Please try again, or sign in with your email and password.",
  login_required: SSO_SIGN_IN_THERE,
  interaction_required: SSO_SIGN_IN_THERE,
  consent_required: SSO_SIGN_IN_THERE,
  account_selection_required: SSO_SIGN_IN_THERE,
  server_error: SSO_UNAVAILABLE,
  temporarily_unavailable: SSO_UNAVAILABLE,
  // What the provider's answer lacked, and what Kindred refuses.
  email_not_found:
    "Your sign-in provider did not share your e-mail address, which your account here needs. Allow it to share the address and try again.",
  [PROVIDER_SIGN_IN_ERRORS.unvouched]:
    "Your sign-in provider has not confirmed that this e-mail address is yours, so single sign-on cannot open an account with it. Create an account with your email and a password instead, or sign in with your password if you have one.",
  [PROVIDER_SIGN_IN_ERRORS.notLinked]:
    "An account with this email already exists. Sign in with your email and password: single sign-on joins an existing account only when your provider and this site have both confirmed the address.",
};

/** The message for /login's query, or null when it carries no error. */
export function signInErrorMessage(query: URLSearchParams): string | null {
  const code = query.get("error");
  const fromProvider = query.has("sso");
  if (!code) return fromProvider ? SSO_FAILED_MESSAGE : null;
  if (!fromProvider && Object.hasOwn(POSTED_ERRORS, code)) return POSTED_ERRORS[code];
  return Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code] : SSO_FAILED_MESSAGE;
}
