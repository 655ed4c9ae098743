// Signing in with a password, creating an account, signing out
// (docs/product/accounts.md#sign-in-and-create-account). A new session replaces the one the request arrived
// with; every attempt at an account's password counts toward the account's limit before the password is
// checked, and the right one clears the count.
import type { Request as ExpressRequest } from "express";
import { INVALID_CREDENTIALS_MESSAGE } from "#common/auth";
import { isDatabaseUnavailable } from "../../lib/database-unavailable";
import { AppError, badRequest, unauthorized } from "../../lib/errors";
import { clientAddress } from "../rate-limits/guards";
import type { AuthContext } from "./auth-context";
import { apiCode, apiStatus, headersOf, setCookiesOf, type KindredAuth } from "./better-auth";
import { hashPassword, needsRehash } from "./passwords";
import * as repository from "./repository";
import type { AuthModule } from "./module";
import { toSessionUser } from "./sessions";

/** The password was just accepted: a hash made with older parameters is rewritten with today's. */
async function upgradePasswordHash(db: AuthContext["db"], userId: string, password: string) {
  const stored = await repository.findPasswordHash(db, userId);
  if (stored && needsRehash(stored)) await repository.replacePasswordHash(db, userId, stored, await hashPassword(password));
}

/**
 * Signing in with a password: limits first, then the password, then a fresh session. The attempt is
 * counted only once sign-in can work at all, and taken back if the database goes away during it.
 */
function signInWithPassword({ db, ready, limits, sessions }: AuthContext): AuthModule["signIn"] {
  return async (req, input) => {
    const auth = await ready();
    return limits.attempt([limits.signInFrom(clientAddress(req)), limits.passwordOf(input.email)], async () => {
      let outcome;
      try {
        outcome = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: headersOf(req),
          returnHeaders: true,
        });
      } catch (error) {
        const status = apiStatus(error);
        if (status === 401 || status === 400 || status === 403) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
        throw error;
      }
      await limits.clearFailedSignIns(input.email);
      const row = await repository.findUserById(db, outcome.response.user.id);
      if (!row) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      await upgradePasswordHash(db, row.id, input.password);
      await sessions.endPreviousSession(req);
      return { result: toSessionUser(row, await repository.findLinkedCoachId(db, row.id)), setCookies: setCookiesOf(outcome.headers) };
    });
  };
}

/** better-auth's account creation, its refusals in our words. */
async function signUpWith(auth: KindredAuth, req: ExpressRequest, input: Parameters<AuthModule["signUp"]>[1]) {
  try {
    return await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`.trim(),
        firstName: input.firstName,
        lastName: input.lastName,
        rememberMe: true,
      },
      headers: headersOf(req),
      returnHeaders: true,
    });
  } catch (error) {
    const code = apiCode(error);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
      throw new AppError(409, "conflict", "An account with this email already exists. Sign in instead, or reset your password.", {
        email: "An account with this email already exists",
      });
    }
    if (apiStatus(error) === 400) throw badRequest("Please check the form and try again.");
    throw error;
  }
}

/** Creating an account (signed in at once) and queueing the link that confirms its address. */
function createAccount({ db, ready, limits, sessions, verification, logger }: AuthContext): AuthModule["signUp"] {
  return async (req, input) => {
    const auth = await ready();
    // Creating an account counts toward the sign-in limit per address (docs/product/limits.md#rate-limits).
    const outcome = await limits.attempt([limits.signInFrom(clientAddress(req))], () => signUpWith(auth, req, input));
    const row = await repository.findUserById(db, outcome.response.user.id);
    if (!row) throw new Error("The new account could not be read back");
    await sessions.endPreviousSession(req);
    // The account works at once; the link proves the address. A mail failure never undoes the
    // sign-up: 'Resend' in the frame sends another.
    if (!row.emailVerified) {
      await verification
        .sendVerificationEmail(row)
        .catch((error: unknown) => logger.error({ err: error }, "confirmation e-mail not queued"));
    }
    return { result: toSessionUser(row, await repository.findLinkedCoachId(db, row.id)), setCookies: setCookiesOf(outcome.headers) };
  };
}

/** Ending the session the request carries; the cookie is cleared even when there was none. */
function signOutOf({ ready, sessions }: AuthContext): AuthModule["signOut"] {
  return async (req) => {
    const auth = await ready();
    let setCookies: string[] = [];
    if (req.get("cookie")) {
      try {
        const outcome = await auth.api.signOut({ headers: headersOf(req), returnHeaders: true });
        setCookies = setCookiesOf(outcome.headers);
      } catch (error) {
        // No session to end (already signed out): the cookie is cleared all the same. A database that
        // is away is not that: the session still stands, so the answer says to try again.
        if (apiStatus(error) === undefined || isDatabaseUnavailable(error)) throw error;
      }
    }
    if (setCookies.length === 0) setCookies = await sessions.clearSessionCookie();
    return { result: undefined, setCookies };
  };
}

export function signInOperations(context: AuthContext): Pick<AuthModule, "signIn" | "signUp" | "signOut"> {
  return {
    signIn: signInWithPassword(context),
    signUp: createAccount(context),
    signOut: signOutOf(context),
  };
}
