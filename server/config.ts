// Every setting of the process, read from the environment and validated once at start.
// A bad value stops the process with one clear line per problem (see server/index.ts).
// The variables themselves and their checks are in server/config-environment.ts; this file turns
// them into `Config`.
import os from "node:os";
import path from "node:path";
import type { IceServer } from "#common/video-sessions";
import { envSchema, SECRET_VARIABLES, type Environment, type RateLimitSetting } from "./config-environment";

export type { RateLimitSetting } from "./config-environment";

export interface Config {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  /** Absolute path of the folder holding the embedded database and uploads. */
  dataDir: string;
  /** A PostgreSQL server to use instead of the embedded one. */
  databaseUrl?: string;
  seedDemo: boolean;
  brandName: string;
  supportEmail: string;
  /** The public origin (no trailing slash) when the site runs behind a proxy or on a domain. */
  publicUrl?: string;
  trustProxy: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  shutdownTimeoutMs: number;
  /** Web worker processes `npm start` runs (WEB_CONCURRENCY; one per core when unset, one in development). */
  webConcurrency: number;
  /** Serve public, anonymous answers from the in-memory cache of finished bytes (PUBLIC_CACHE). */
  publicCache: boolean;
  /** Absolute origin used in links sent by e-mail: PUBLIC_URL, or localhost with PORT. */
  siteUrl: string;
  /** SMTP server for outgoing mail; without it messages are written to the local mailbox (DATA_DIR/mail). */
  smtpUrl?: string;
  mailFrom: string;
  rateLimits: {
    signInPerAccount: RateLimitSetting;
    signInPerAddress: RateLimitSetting;
    passwordResetPerAccount: RateLimitSetting;
    formsPerAddress: RateLimitSetting;
    uploadsPerAddress: RateLimitSetting;
    verificationEmailsPerAccount: RateLimitSetting;
    messagesPerAccount: RateLimitSetting;
    /** Signals (offer, answer, candidates) one account sends in video sessions. */
    signalsPerAccount: RateLimitSetting;
  };
  /** Lower-cased addresses of the accounts that are admins (applied at every sign-in). */
  adminEmails: string[];
  /** Signs session cookies; when unset, a random secret is created once and kept in the database. */
  authSecret?: string;
  /** OpenID Connect sign-in, present only when its three settings are. */
  oidc?: { issuerUrl: string; clientId: string; clientSecret: string };
  /**
   * Card payments: the built-in test provider (the default: no money moves), or Stripe when its
   * three keys are set (or PAYMENT_PROVIDER=stripe, which then requires them).
   */
  payments:
    | { provider: "test" }
    | {
        provider: "stripe";
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        /** The Connect endpoint's own signing secret (events about coaches' connected accounts). */
        connectWebhookSecret?: string;
      };
  /** S3-compatible storage for uploaded images; without it they are kept under DATA_DIR/uploads. */
  s3?: S3Settings;
  /** The video rooms' ICE servers (docs/product/video-sessions.md): none by default. */
  video: VideoSettings;
  /** The ledger's platform fee and the payout schedule (docs/product/earnings-and-payouts.md). */
  payouts: PayoutSettings;
}

export interface PayoutSettings {
  /** PLATFORM_FEE_PERCENT: Kindred's share of each paid session. */
  feePercent: number;
  /** PAYOUT_SCHEDULE: a crontab pattern (UTC). */
  schedule: string;
}

export interface VideoSettings {
  /** STUN/TURN servers the browsers are given (ICE_SERVERS). */
  iceServers: IceServer[];
  /** coturn's `static-auth-secret`: every turn:/turns: server gets time-limited credentials made with it (TURN_SECRET). */
  turnSecret?: string;
  /** How long such credentials are valid at least (TURN_CREDENTIAL_TTL); always until the room closes. */
  turnCredentialTtlMs: number;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address objects as endpoint/bucket/key (MinIO and most other S3-compatible servers) instead of bucket.endpoint/key. */
  pathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** The variables that are set, validated; throws ConfigError naming each bad one (secrets not echoed). */
function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  // Empty strings mean "not set", as in a .env file with `NAME=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const shown = present[name] === undefined || SECRET_VARIABLES.has(name) ? "" : ` (got "${present[name]}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  return parsed.data;
}

/** Settings that only work as a group (OpenID Connect, Stripe, S3) are all set or none is. */
function requireCompleteGroups(v: Environment): void {
  const oidcSettings = [v.OIDC_ISSUER_URL, v.OIDC_CLIENT_ID, v.OIDC_CLIENT_SECRET];
  if (oidcSettings.some(Boolean) && !oidcSettings.every(Boolean)) {
    throw new ConfigError([
      "OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (OpenID Connect sign-in needs all three)",
    ]);
  }
  const stripeSettings = [v.STRIPE_SECRET_KEY, v.STRIPE_PUBLISHABLE_KEY, v.STRIPE_WEBHOOK_SECRET];
  if (stripeSettings.some(Boolean) && !stripeSettings.every(Boolean)) {
    throw new ConfigError([
      "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together (Stripe payments need all three)",
    ]);
  }
  if (v.PAYMENT_PROVIDER === "stripe" && !stripeSettings.every(Boolean)) {
    throw new ConfigError([
      "PAYMENT_PROVIDER is stripe but STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are not set",
    ]);
  }
  const s3Settings = [v.S3_ENDPOINT, v.S3_BUCKET, v.S3_ACCESS_KEY_ID, v.S3_SECRET_ACCESS_KEY];
  if (s3Settings.some(Boolean) && !s3Settings.every(Boolean)) {
    throw new ConfigError([
      "S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (image storage on S3 needs all four)",
    ]);
  }
}

const isTurnUrl = (url: string) => /^turns?:/.test(url);
const urlsOf = (server: IceServer) => (Array.isArray(server.urls) ? server.urls : [server.urls]);

/** TURN servers need credentials: fixed ones in ICE_SERVERS, or TURN_SECRET's; TURN_SECRET needs a TURN server. */
function requireTurnCredentials(v: Environment): void {
  const turnServers = v.ICE_SERVERS.filter((server) => urlsOf(server).some(isTurnUrl));
  if (v.TURN_SECRET && turnServers.length === 0) {
    throw new ConfigError(["TURN_SECRET is set but ICE_SERVERS lists no turn: or turns: server to use it with"]);
  }
  if (!v.TURN_SECRET && turnServers.some((server) => !server.username || !server.credential)) {
    throw new ConfigError([
      "ICE_SERVERS lists a turn: or turns: server without username and credential: give them, or set TURN_SECRET (coturn's static-auth-secret)",
    ]);
  }
}

/** Stripe when its three keys are set and PAYMENT_PROVIDER does not ask for the test provider. */
function paymentsOf(v: Environment): Config["payments"] {
  const stripeConfigured = Boolean(v.STRIPE_SECRET_KEY && v.STRIPE_PUBLISHABLE_KEY && v.STRIPE_WEBHOOK_SECRET);
  return stripeConfigured && v.PAYMENT_PROVIDER !== "test"
    ? {
        provider: "stripe",
        secretKey: v.STRIPE_SECRET_KEY!,
        publishableKey: v.STRIPE_PUBLISHABLE_KEY!,
        webhookSecret: v.STRIPE_WEBHOOK_SECRET!,
        connectWebhookSecret: v.STRIPE_CONNECT_WEBHOOK_SECRET,
      }
    : { provider: "test" };
}

function oidcOf(v: Environment): Config["oidc"] {
  return v.OIDC_ISSUER_URL && v.OIDC_CLIENT_ID && v.OIDC_CLIENT_SECRET
    ? { issuerUrl: v.OIDC_ISSUER_URL.replace(/\/$/, ""), clientId: v.OIDC_CLIENT_ID, clientSecret: v.OIDC_CLIENT_SECRET }
    : undefined;
}

function s3Of(v: Environment): Config["s3"] {
  return v.S3_ENDPOINT && v.S3_BUCKET && v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
    ? {
        endpoint: v.S3_ENDPOINT.replace(/\/$/, ""),
        bucket: v.S3_BUCKET,
        region: v.S3_REGION,
        accessKeyId: v.S3_ACCESS_KEY_ID,
        secretAccessKey: v.S3_SECRET_ACCESS_KEY,
        pathStyle: v.S3_PATH_STYLE,
      }
    : undefined;
}

/** Reads the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const v = parseEnvironment(env);
  requireCompleteGroups(v);
  requireTurnCredentials(v);
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(cwd, v.DATA_DIR),
    databaseUrl: v.DATABASE_URL,
    seedDemo: v.SEED_DEMO,
    brandName: v.BRAND_NAME,
    supportEmail: v.SUPPORT_EMAIL,
    publicUrl: v.PUBLIC_URL?.replace(/\/$/, ""),
    trustProxy: v.TRUST_PROXY,
    logLevel: v.LOG_LEVEL,
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_MS,
    webConcurrency: v.WEB_CONCURRENCY ?? (v.NODE_ENV === "production" ? os.availableParallelism() : 1),
    publicCache: v.PUBLIC_CACHE,
    siteUrl: v.PUBLIC_URL?.replace(/\/$/, "") ?? `http://localhost:${v.PORT}`,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? `${v.BRAND_NAME} <no-reply@kindred.example>`,
    rateLimits: {
      signInPerAccount: v.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      signInPerAddress: v.RATE_LIMIT_SIGN_IN_PER_ADDRESS,
      passwordResetPerAccount: v.RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT,
      formsPerAddress: v.RATE_LIMIT_FORMS_PER_ADDRESS,
      uploadsPerAddress: v.RATE_LIMIT_UPLOADS_PER_ADDRESS,
      verificationEmailsPerAccount: v.RATE_LIMIT_VERIFICATION_EMAILS_PER_ACCOUNT,
      messagesPerAccount: v.RATE_LIMIT_MESSAGES_PER_ACCOUNT,
      signalsPerAccount: v.RATE_LIMIT_SIGNALS_PER_ACCOUNT,
    },
    adminEmails: v.ADMIN_EMAILS,
    authSecret: v.AUTH_SECRET,
    oidc: oidcOf(v),
    payments: paymentsOf(v),
    s3: s3Of(v),
    video: { iceServers: v.ICE_SERVERS, turnSecret: v.TURN_SECRET, turnCredentialTtlMs: v.TURN_CREDENTIAL_TTL },
    payouts: { feePercent: v.PLATFORM_FEE_PERCENT, schedule: v.PAYOUT_SCHEDULE },
  };
}

/**
 * What an operator should hear when this node starts on a PostgreSQL server (DATABASE_URL), as one
 * of several nodes may: what without SMTP_URL and PUBLIC_URL would surprise them (README: Running on
 * several machines). One line each.
 */
export function sharedDatabaseWarnings(config: Config): string[] {
  if (!config.databaseUrl) return [];
  const warnings: string[] = [];
  if (!config.smtpUrl) {
    warnings.push(
      `DATABASE_URL is set but SMTP_URL is not: this node writes the e-mails it delivers to its own disk (${path.join(config.dataDir, "mail")}), so with several nodes the messages are spread over their disks. Set SMTP_URL to send them.`,
    );
  }
  if (!config.publicUrl) {
    warnings.push(
      `DATABASE_URL is set but PUBLIC_URL is not: links in e-mails point at ${config.siteUrl}. Set PUBLIC_URL to the site's public address.`,
    );
  }
  return warnings;
}
