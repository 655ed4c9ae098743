// Every setting of the process, read from the environment and validated once at start.
// A bad value stops the process with one clear line per problem (see server/index.ts).
// `.env.example` lists the same variables; keep both in step.
import path from "node:path";
import { z } from "zod";

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

const envSchema = z.object({
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
  PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), "must be an origin such as https://kindred.example"),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: "must be a number of milliseconds" }).int().min(0).default(10_000),
});

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
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads the configuration; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // Empty strings mean "not set", as in a .env file with `NAME=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const shown = present[name] === undefined ? "" : ` (got "${present[name]}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const v = parsed.data;
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
  };
}
