import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, sharedDatabaseWarnings } from "./config";

describe("loadConfig", () => {
  it("has safe defaults for the embedded set-up", () => {
    const config = loadConfig({}, "/srv/kindred");
    expect(config).toMatchObject({
      env: "production",
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("/srv/kindred", "data"),
      databaseUrl: undefined,
      seedDemo: true,
      brandName: "Kindred",
      supportEmail: "support@kindred.example",
      trustProxy: false,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        DATA_DIR: "/var/lib/kindred",
        DATABASE_URL: "postgres://u:p@db:5432/kindred",
        SEED_DEMO: "false",
        BRAND_NAME: "Amora",
        SUPPORT_EMAIL: "help@amora.example",
        PUBLIC_URL: "https://amora.example/",
        TRUST_PROXY: "true",
      },
      "/",
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/var/lib/kindred",
      databaseUrl: "postgres://u:p@db:5432/kindred",
      seedDemo: false,
      brandName: "Amora",
      supportEmail: "help@amora.example",
      publicUrl: "https://amora.example",
      trustProxy: true,
    });
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("refuses bad values with one line per variable", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "http", SEED_DEMO: "maybe", DATABASE_URL: "mysql://x", SUPPORT_EMAIL: "nobody" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toMatch(/^PORT .*\(got "http"\)$/m);
    expect(problems.join("\n")).toMatch(/^SEED_DEMO must be true or false/m);
    expect(problems.join("\n")).toMatch(/^DATABASE_URL must be a postgres:\/\//m);
    expect(problems.join("\n")).toMatch(/^SUPPORT_EMAIL must be an e-mail address/m);
  });
});

describe("account settings", () => {
  it("reads ADMIN_EMAILS case-insensitively and defaults to no admins", () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: " Admin@Kindred.example, ops@kindred.example ," }).adminEmails).toEqual([
      "admin@kindred.example",
      "ops@kindred.example",
    ]);
  });

  it("refuses a bad ADMIN_EMAILS entry and a short AUTH_SECRET without echoing the secret", () => {
    let error: unknown;
    try {
      loadConfig({ ADMIN_EMAILS: "admin@kindred.example, not-an-address", AUTH_SECRET: "short-secret-value" });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toMatch(/^ADMIN_EMAILS must be a comma-separated list of e-mail addresses/m);
    expect(problems).toMatch(/^AUTH_SECRET must be at least 32 characters/m);
    expect(problems).not.toContain("short-secret-value");
  });

  it("turns OpenID Connect on only with all three settings, and refuses a partial set", () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    const oidc = { OIDC_ISSUER_URL: "https://login.example.com/", OIDC_CLIENT_ID: "kindred", OIDC_CLIENT_SECRET: "s3cret" };
    expect(loadConfig(oidc).oidc).toEqual({ issuerUrl: "https://login.example.com", clientId: "kindred", clientSecret: "s3cret" });
    expect(() => loadConfig({ OIDC_ISSUER_URL: "https://login.example.com" })).toThrow(/must be set together/);
  });
});

describe("payments configuration", () => {
  it("uses the built-in test provider by default", () => {
    expect(loadConfig({}).payments).toEqual({ provider: "test" });
  });

  it("uses Stripe when its three keys are set, and refuses a partial set without echoing secrets", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_PUBLISHABLE_KEY: "pk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };
    expect(loadConfig(keys).payments).toEqual({
      provider: "stripe",
      secretKey: "sk_test_abc123",
      publishableKey: "pk_test_abc123",
      webhookSecret: "whsec_abc123",
    });
    expect(loadConfig({ ...keys, PAYMENT_PROVIDER: "test" }).payments).toEqual({ provider: "test" });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(/must be set together/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER is stripe/);
    let message = "";
    try {
      loadConfig({ ...keys, STRIPE_SECRET_KEY: "not-a-key-secretvalue", STRIPE_WEBHOOK_SECRET: "nope-secretvalue" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret/);
    expect(message).not.toContain("secretvalue");
  });

  it("warns a node on a PostgreSQL server without SMTP_URL or PUBLIC_URL, naming what each changes", () => {
    const server = { DATABASE_URL: "postgres://u:p@db:5432/kindred", DATA_DIR: "/srv/kindred/data", PORT: "8080" };
    const [mail, links] = sharedDatabaseWarnings(loadConfig(server, "/"));
    expect(mail).toMatch(/SMTP_URL is not.*own disk \(\/srv\/kindred\/data\/mail\)/);
    expect(links).toMatch(/PUBLIC_URL is not: links in e-mails point at http:\/\/localhost:8080/);
    expect(
      sharedDatabaseWarnings(loadConfig({ ...server, SMTP_URL: "smtp://mail:25", PUBLIC_URL: "https://kindred.example" }, "/")),
    ).toEqual([]);
    // The embedded database means one machine: nothing to warn about.
    expect(sharedDatabaseWarnings(loadConfig({}, "/"))).toEqual([]);
  });
});
