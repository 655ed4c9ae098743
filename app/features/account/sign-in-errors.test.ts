// What /login says for the codes it comes back with: a plain form post's own codes, and every way a
// single sign-on can be refused (the codes the provider callback tests land on are among them).
import { describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS_MESSAGE } from "#common/auth";
import { signInErrorMessage, SSO_FAILED_MESSAGE } from "./sign-in-errors";

const messageFor = (query: string) => signInErrorMessage(new URLSearchParams(query));

describe("the sign-in page's error message", () => {
  it("says nothing without an error", () => {
    expect(messageFor("")).toBeNull();
    expect(messageFor("returnTo=%2Fbookings&mode=signup")).toBeNull();
  });

  it("explains a plain form post's codes", () => {
    expect(messageFor("error=credentials&email=a%40b.example")).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(messageFor("error=exists&mode=signup")).toBe(
      "An account with this email already exists. Sign in instead, or reset your password.",
    );
    expect(messageFor("error=rate_limited")).toBe("Too many attempts. Please wait a few minutes and try again.");
  });

  it("tells a browser whose sign-in state was missing or stale to start again, with or without sso=failed", () => {
    for (const code of ["state_mismatch", "state_security_mismatch", "state_invalid", "state_not_found", "invalid_callback_request"]) {
      expect(messageFor(`error=${code}`)).toMatch(/^Single sign-on could not be finished in this browser/);
      expect(messageFor(`sso=failed&error=${code}`)).toMatch(/^Single sign-on could not be finished in this browser/);
    }
  });

  it("names the provider's own refusals", () => {
    expect(messageFor("sso=failed&error=access_denied")).toMatch(/^The sign-in was cancelled at your sign-in provider/);
    expect(messageFor("sso=failed&error=login_required")).toMatch(/^Your sign-in provider needs you to sign in there first/);
    expect(messageFor("sso=failed&error=temporarily_unavailable")).toMatch(/^Your sign-in provider is not available right now/);
    expect(messageFor("sso=failed&error=email_not_found")).toMatch(/did not share your e-mail address/);
  });

  it("names Kindred's own refusals: an address the provider did not vouch for, an account it may not join", () => {
    expect(messageFor("sso=failed&error=email_not_verified")).toMatch(/has not confirmed that this e-mail address is yours/);
    expect(messageFor("sso=failed&returnTo=%2Fbookings&error=account_not_linked")).toMatch(
      /^An account with this email already exists\. Sign in with your email and password/,
    );
  });

  it("gives any other code the generic message, never the provider's description", () => {
    expect(messageFor("sso=failed&error=invalid_code&error_description=Call+0800+now")).toBe(SSO_FAILED_MESSAGE);
    expect(messageFor("error=something_new")).toBe(SSO_FAILED_MESSAGE);
    expect(messageFor("error=__proto__")).toBe(SSO_FAILED_MESSAGE);
    // A form post's code after a provider's return is not the form's.
    expect(messageFor("sso=failed&error=credentials")).toBe(SSO_FAILED_MESSAGE);
    expect(messageFor("sso=failed")).toBe(SSO_FAILED_MESSAGE);
  });
});
