// What a log keeps of an error. Database errors carry the values of the failed statement: drizzle
// puts the bound parameters into its message and a `params` field ("params: ada@example.com,…"),
// PostgreSQL's `detail` repeats them ("Key (email)=(ada@example.com) already exists", "Failing row
// contains (…)"), and data errors quote the bad input in the message. Logs keep what helps an
// operator (the kind of error, its code, the table and constraint, the query with its $1
// placeholders, the stack) and never those values, nor any field not listed here.

/** Fields copied as they are: codes and names, never values. */
const SAFE_FIELDS = [
  "code",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
  "status",
  "statusCode",
  "errno",
  "syscall",
  "requestId",
];
const MAX_DEPTH = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  aggregateErrors?: LoggedError[];
  [field: string]: unknown;
}

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === "object" && value !== null && typeof (value as Error).message === "string" && "stack" in value);

/** Removes the values a database library writes into an error's message. */
export function scrubErrorText(text: string, sqlState?: string): string {
  let scrubbed = text
    // drizzle: "Failed query: <sql>\nparams: <values>"; the values come last and may span lines.
    .replace(/(^|\n)params:[\s\S]*$/, "$1params: [redacted]")
    // PostgreSQL's detail lines, should any library copy them into a message.
    .replace(/Key \(([^)]*)\)=\([\s\S]*?\)( already exists| is not present| conflicts)/g, "Key ($1)=([redacted])$2")
    .replace(/Failing row contains \([\s\S]*\)/g, "Failing row contains ([redacted])");
  // Data exceptions quote the input: 'invalid input syntax for type uuid: "…"'.
  if (sqlState?.startsWith("22")) scrubbed = scrubbed.replace(/: "[\s\S]*"/g, ': "[redacted]"');
  return scrubbed;
}

function sqlStateOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The error's message fit for a log line (pino uses it when a line has no message of its own). */
export function safeErrorMessage(error: Error): string {
  return scrubErrorText(String(error.message ?? ""), sqlStateOf(error));
}

/**
 * The message of a log call made with an error and no text of its own (`log.error(err)`,
 * `log.error({ err })`), which pino would otherwise copy from the error as it is; else undefined.
 */
export function missingMessageOf(args: readonly unknown[]): string | undefined {
  const [first, second] = args;
  if (typeof second === "string" || first === null || typeof first !== "object") return undefined;
  const error = isErrorLike(first) ? first : (first as { err?: unknown }).err;
  if (!isErrorLike(error) || (!isErrorLike(first) && "msg" in first)) return undefined;
  return safeErrorMessage(error);
}

/** A copy of the error fit for a log line (the pino `err` serializer). */
export function safeErrorForLog(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const sqlState = sqlStateOf(error);
  const message = scrubErrorText(String(error.message ?? ""), sqlState);
  const logged: LoggedError = {
    type: typeof error.constructor === "function" && error.constructor.name ? error.constructor.name : String(error.name ?? "Error"),
    message,
  };
  if (typeof error.stack === "string") {
    // The stack's first lines repeat the original message: only its frames are kept.
    const frames = error.stack.split("\n").filter((line) => /^\s+at /.test(line));
    logged.stack = [`${logged.type}: ${message}`, ...frames].join("\n");
  }
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined && (typeof value === "string" || typeof value === "number" || typeof value === "boolean"))
      logged[field] = value;
  }
  if (depth < MAX_DEPTH) {
    const cause = (error as { cause?: unknown }).cause;
    if (isErrorLike(cause)) logged.cause = safeErrorForLog(cause, depth + 1) as LoggedError;
    const errors = (error as { errors?: unknown }).errors;
    if (Array.isArray(errors))
      logged.aggregateErrors = errors.slice(0, 10).map((inner) => safeErrorForLog(inner, depth + 1) as LoggedError);
  }
  return logged;
}
