// Money owed to coaches (docs/product/earnings-and-payouts.md, docs/decisions/130): a double-entry
// ledger, append-only, whose every transaction sums to zero; the coaches' payout accounts; and payouts,
// one per coach per period.
//
// Ledger accounts (`ledger_entries.account`), signed cents, debits positive:
//   cash                  what Kindred holds at the payment provider (+ a client's payment, − a refund or a payout)
//   fee_revenue           Kindred's platform fees (credit: negative)
//   subscription_revenue  coaches' subscription payments (credit: negative)
//   coach_pending         a coach's share until 48 hours after the session (credit: negative; per coach_id)
//   coach_available       a coach's share that the next payout pays (credit: negative; per coach_id)
// A coach's balance is therefore minus the sum of their entries; it may go negative (a refund after
// they were paid), and later earnings repay it.
// The ledger keeps coach and booking ids without foreign keys: nothing may ever update or delete a
// ledger row, not even a cascade.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { coaches } from "./coaches";
import { timestamps } from "./columns";
import { sqlFunction, sqlTrigger, type SqlObject } from "./sql-objects";

export const LEDGER_ACCOUNTS = ["cash", "fee_revenue", "subscription_revenue", "coach_pending", "coach_available"] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_KINDS = ["session-paid", "session-released", "refund", "payout", "payout-returned", "subscription-paid"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** The provider's event or payment id the transaction records: a replay writes nothing new. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    coachId: uuid("coach_id"),
    bookingId: uuid("booking_id"),
    payoutId: uuid("payout_id"),
    /** When the money moved (the payment, the refund, the payout), which may precede when it was written. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    description: text("description").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ledger_transactions_kind_check", sql.raw(`kind in (${LEDGER_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    index("ledger_transactions_coach_occurred_idx").on(t.coachId, t.occurredAt),
    index("ledger_transactions_booking_idx").on(t.bookingId),
    index("ledger_transactions_occurred_idx").on(t.occurredAt),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text("account").notNull(),
    /** Set for the coach_* accounts, null for the platform's. */
    coachId: uuid("coach_id"),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [
    check("ledger_entries_account_check", sql.raw(`account in (${LEDGER_ACCOUNTS.map((a) => `'${a}'`).join(", ")})`)),
    check("ledger_entries_amount_check", sql`${t.amountCents} <> 0`),
    check("ledger_entries_coach_check", sql`(${t.account} like 'coach_%') = (${t.coachId} is not null)`),
    index("ledger_entries_transaction_idx").on(t.transactionId),
    index("ledger_entries_coach_account_idx").on(t.coachId, t.account),
  ],
);

/** A coach's payout account: one per coach, at the configured provider. No bank number is kept. */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    coachId: uuid("coach_id")
      .primaryKey()
      .references(() => coaches.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    externalId: text("external_id").notNull().unique(),
    payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
    last4: text("last4"),
    /** When the provider last told us about the account (events may arrive out of order). */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check("payout_accounts_provider_check", sql`${t.provider} in ('test', 'stripe')`)],
);

/** A payout: one per coach per period (the scheduled run it belongs to), decided by the unique key. */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** No foreign key, like the ledger's: a payout stays on record whatever becomes of the coach. */
    coachId: uuid("coach_id").notNull(),
    period: timestamp("period", { withTimezone: true }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    accountId: text("account_id").notNull(),
    transferId: text("transfer_id"),
    failureMessage: text("failure_message"),
    ...timestamps,
  },
  (t) => [
    unique("payouts_coach_period_unique").on(t.coachId, t.period),
    check("payouts_amount_check", sql`${t.amountCents} > 0`),
    check("payouts_status_check", sql`${t.status} in ('pending', 'paid', 'failed')`),
    index("payouts_period_idx").on(t.period),
    index("payouts_transfer_idx").on(t.transferId),
  ],
);

export const payoutsSqlObjects: SqlObject[] = [
  // Append-only: the ledger is corrected by new transactions, never by changing old ones.
  sqlFunction(
    "kindred_ledger_append_only",
    String.raw`CREATE OR REPLACE FUNCTION kindred_ledger_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$`,
  ),
  sqlTrigger(
    ledgerTransactions,
    "ledger_transactions_append_only",
    `CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION kindred_ledger_append_only()`,
  ),
  sqlTrigger(
    ledgerEntries,
    "ledger_entries_append_only",
    `CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION kindred_ledger_append_only()`,
  ),
  // Balanced: at commit, every transaction an insert touched sums to zero.
  sqlFunction(
    "kindred_ledger_balanced",
    String.raw`CREATE OR REPLACE FUNCTION kindred_ledger_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW.transaction_id, total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$`,
  ),
  sqlTrigger(
    ledgerEntries,
    "ledger_entries_balanced",
    `CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION kindred_ledger_balanced()`,
  ),
];
