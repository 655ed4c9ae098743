// The accounts tables (the auth library's: user, session, account, verification) and the app's own secrets.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** Display name kept by the auth library: "First Last". */
    name: text("name").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    profileImageUrl: text("profile_image_url"),
    role: text("role").notNull().default("user"),
    /** E-mails about unread messages (Settings; docs/product/conversations.md#e-mails). */
    messageEmails: boolean("message_emails").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`), check("users_role_check", sql`${t.role} in ('user', 'admin')`)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /**
     * The provider identity (a row of `accounts`) that opened this session, when it was opened
     * through single sign-on: removing that identity ends the session with it.
     */
    providerLinkId: uuid("provider_link_id").references((): AnyPgColumn => accounts.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    index("sessions_user_id_idx").on(t.userId),
    index("sessions_expires_at_idx").on(t.expiresAt),
    index("sessions_provider_link_id_idx").on(t.providerLinkId),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** Password hash (scrypt) for local accounts; never leaves the server. */
    password: text("password"),
    /**
     * For a provider identity: the address its provider vouched for (`email_verified` true) when it
     * signed in, kept once given; null while the provider has not vouched for any.
     */
    vouchedEmail: text("vouched_email"),
    ...timestamps,
  },
  (t) => [index("accounts_user_id_idx").on(t.userId), uniqueIndex("accounts_provider_account_key").on(t.providerId, t.accountId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Secrets the product makes for itself, shared by every process on the database (the session
 * cookie signing secret when AUTH_SECRET is not set). Anyone who can read this table can also read
 * the session tokens, so keeping it here exposes nothing more.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
