// Structured logs: one JSON object per line on stdout. Secrets never go in: request logs carry the
// path without its query string, the fields named below are masked wherever they appear, and an
// error (`{ err }`) is logged without the values of a failed database statement (log-safe-error.ts).
import { pino, type Logger } from "pino";
import { missingMessageOf, safeErrorForLog } from "./log-safe-error";

export type { Logger };

const REDACTED_FIELDS = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "currentPassword",
  "*.currentPassword",
  "token",
  "*.token",
  "authorization",
  "*.authorization",
  "cookie",
  "*.cookie",
  "clientSecret",
  "*.clientSecret",
  "databaseUrl",
  "*.databaseUrl",
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "kindred" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_FIELDS, censor: "[redacted]" },
      serializers: { err: safeErrorForLog },
      hooks: {
        logMethod(args, method) {
          const message = missingMessageOf(args);
          if (message === undefined) return method.apply(this, args);
          return method.apply(this, [args[0], message] as unknown as Parameters<typeof method>);
        },
      },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
