// The one place that tells a database that is away (restarting, unreachable, a connection cut under
// a query) from a database that answered with an error. The first is temporary and nobody's fault:
// requests answer 503 with Retry-After, sign-in attempts are not counted, set-ups are retried
// (docs/decisions/102-surviving-a-database-outage.md). The second stays what it was (a 4xx, or a 500).

/**
 * PostgreSQL's codes for a connection that failed or was ended: class 08 (connection exception),
 * 57P01 (terminated by an administrator: a fast shutdown or pg_terminate_backend), 57P02 (crash of
 * another backend), 57P03 (cannot connect now: starting up, shutting down, in recovery), 53300 (too
 * many connections).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** Socket errors of reaching the server (a Unix socket that is gone answers ENOENT). */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);

/** The driver's (pg, pg-pool) own words for a connection that ended or could not be made in time. */
const DRIVER_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "timeout expired",
];

/** How deep the `cause` chain is followed (drizzle and better-auth each wrap the driver's error once). */
const MAX_DEPTH = 5;

function isOwnUnavailable(error: { code?: unknown; syscall?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === "string" ? error.code : "";
  if (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code)) return true;
  if (SOCKET_CODES.has(code) || (error.syscall === "connect" && code === "ENOENT")) return true;
  return typeof error.message === "string" && DRIVER_MESSAGES.includes(error.message);
}

/** Whether `error` (or an error it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > MAX_DEPTH) return false;
  if (isOwnUnavailable(error as { code?: unknown })) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
