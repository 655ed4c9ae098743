// The environment variables the process reads, as one zod schema: each variable's type, default and
// the words a bad value is refused with. server/config.ts turns the parsed values into `Config`.
// `.env.example` lists the same variables; keep both in step.
import { z } from "zod";
import { CronExpressionParser } from "cron-parser";

export interface RateLimitSetting {
  limit: number;
  windowMs: number;
}

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["true", "false", "1", "0", "yes", "no"].includes(v), "must be true or false")
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a whole number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

/** "10/15m": at most 10 events in any 15 minutes (units s, m, h). */
const rateLimitText = z
  .string()
  .trim()
  .regex(/^\d+\/\d+[smh]$/, 'must look like "10/15m" (count per window, window in s, m or h)')
  .transform((v): RateLimitSetting => {
    const [count, window] = v.split("/");
    const unit = { s: 1_000, m: 60_000, h: 3_600_000 }[window.slice(-1) as "s" | "m" | "h"];
    return { limit: Number(count), windowMs: Number(window.slice(0, -1)) * unit };
  });

/** "90s", "30m", "2h": a duration, as milliseconds. */
const durationText = z
  .string()
  .trim()
  .regex(/^[1-9]\d*[smh]$/, 'must look like "1h" (a whole number of s, m or h)')
  .transform((v) => Number(v.slice(0, -1)) * { s: 1_000, m: 60_000, h: 3_600_000 }[v.slice(-1) as "s" | "m" | "h"]);

const ICE_URL = /^(stun|stuns|turn|turns):[^\s]+$/;
const iceUrl = z.string().regex(ICE_URL, "urls must start with stun:, stuns:, turn: or turns:");
const iceServer = z
  .object({
    urls: z.union([iceUrl, z.array(iceUrl).min(1, "urls must not be empty")], { error: "urls must be a URL or a list of URLs" }),
    username: z.string({ error: "username must be text" }).optional(),
    credential: z.string({ error: "credential must be text" }).optional(),
  })
  .strict();

/** The browsers' ICE servers (RTCIceServer[]) as JSON: `[{"urls":"turn:turn.example.com:3478"}]`. */
const iceServersText = z
  .string()
  .trim()
  .transform((v, context) => {
    const shape = 'must be a JSON array such as [{"urls":"stun:stun.example.com:3478"}]';
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      context.addIssue({ code: "custom", message: shape });
      return z.NEVER;
    }
    if (!Array.isArray(parsed)) {
      context.addIssue({ code: "custom", message: shape });
      return z.NEVER;
    }
    const servers = z.array(iceServer).safeParse(parsed);
    if (!servers.success) {
      const issue = servers.error.issues[0];
      const message = issue.code === "unrecognized_keys" ? `has unknown fields (${issue.keys.join(", ")})` : issue.message;
      context.addIssue({ code: "custom", message: `${shape}; entry ${Number(issue.path[0] ?? 0) + 1} ${message}` });
      return z.NEVER;
    }
    return servers.data;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"], { error: "must be production, development or test" }).default("production"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: optionalText.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v),
    "must be a postgres:// or postgresql:// URL",
  ),
  SEED_DEMO: booleanText.default(true),
  BRAND_NAME: z.string().trim().min(1, "must not be empty").default("Kindred"),
  SUPPORT_EMAIL: z.email({ error: "must be an e-mail address" }).default("support@kindred.example"),
  PUBLIC_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v),
    "must be an origin such as https://kindred.example",
  ),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(0).default(10_000),
  WEB_CONCURRENCY: z.coerce
    .number({ error: "must be a whole number of processes" })
    .int("must be a whole number of processes")
    .min(1, "must be at least 1")
    .max(64, "must be at most 64")
    .optional(),
  PUBLIC_CACHE: booleanText.default(true),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\/.+/.test(v), "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: optionalText,
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: rateLimitText.prefault("10/15m"),
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: rateLimitText.prefault("30/1m"),
  RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: rateLimitText.prefault("3/1h"),
  RATE_LIMIT_FORMS_PER_ADDRESS: rateLimitText.prefault("10/10m"),
  RATE_LIMIT_UPLOADS_PER_ADDRESS: rateLimitText.prefault("20/1h"),
  RATE_LIMIT_VERIFICATION_EMAILS_PER_ACCOUNT: rateLimitText.prefault("3/1h"),
  RATE_LIMIT_MESSAGES_PER_ACCOUNT: rateLimitText.prefault("60/10m"),
  RATE_LIMIT_SIGNALS_PER_ACCOUNT: rateLimitText.prefault("600/10m"),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((e) => z.email().safeParse(e).success), "must be a comma-separated list of e-mail addresses"),
  AUTH_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    "must be at least 32 characters (e.g. `openssl rand -base64 32`)",
  ),
  OIDC_ISSUER_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v),
    "must be an http(s) URL such as https://login.example.com",
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  PAYMENT_PROVIDER: z.enum(["test", "stripe"], { error: "must be test or stripe" }).optional(),
  STRIPE_SECRET_KEY: optionalText.refine(
    (v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v),
    "must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)",
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.refine(
    (v) => v === undefined || /^pk_(test|live)_\w+$/.test(v),
    "must be a Stripe publishable key (pk_test_… or pk_live_…)",
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || /^whsec_\w+$/.test(v),
    "must be a Stripe webhook signing secret (whsec_…)",
  ),
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || /^whsec_\w+$/.test(v),
    "must be a Stripe webhook signing secret (whsec_…)",
  ),
  S3_ENDPOINT: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/\s]+\/?$/.test(v),
    "must be an origin such as https://s3.us-east-1.amazonaws.com",
  ),
  S3_BUCKET: optionalText.refine(
    (v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v),
    "must be a bucket name (lowercase letters, digits, dots and hyphens)",
  ),
  S3_REGION: z.string().trim().min(1, "must not be empty").default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PATH_STYLE: booleanText.default(false),
  ICE_SERVERS: iceServersText.default([]),
  TURN_SECRET: optionalText.refine((v) => v === undefined || v.length >= 16, "must be at least 16 characters"),
  TURN_CREDENTIAL_TTL: durationText.prefault("1h"),
  /** Kindred's share of each paid session, in percent, fixed on a booking when it is paid. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0, "must be between 0 and 100").max(100, "must be between 0 and 100").default(15),
  /** When payouts run: a crontab pattern in UTC (minute hour day-of-month month day-of-week). */
  PAYOUT_SCHEDULE: z
    .string()
    .trim()
    .default("0 9 * * 1")
    .refine((value) => isCronPattern(value), "must be a crontab pattern such as '0 9 * * 1' (Mondays 09:00 UTC)"),
});

function isCronPattern(value: string): boolean {
  if (value.split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(value, { tz: "UTC" });
    return true;
  } catch {
    return false;
  }
}

/** Never echoed back in an error message: the message ends up in logs. */
export const SECRET_VARIABLES = new Set([
  "AUTH_SECRET",
  "OIDC_CLIENT_SECRET",
  "DATABASE_URL",
  "SMTP_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_CONNECT_WEBHOOK_SECRET",
  "S3_SECRET_ACCESS_KEY",
  "TURN_SECRET",
  // May carry a TURN server's fixed password.
  "ICE_SERVERS",
]);

/** The environment after validation: defaults applied, text turned into numbers, flags and lists. */
export type Environment = z.output<typeof envSchema>;
