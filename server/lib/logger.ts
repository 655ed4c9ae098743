// Structured logs: one JSON object per line on stdout. Secrets never go in: request logs carry the
// path without its query string, and the fields named below are masked wherever they appear.
import { pino, type Logger } from "pino";

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
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
