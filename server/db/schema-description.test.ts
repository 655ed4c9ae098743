// The schema's description (server/db/schema/: the Drizzle tables and, beside them, the SQL objects
// Drizzle cannot declare) and the database the committed migrations make are one schema: every
// function, trigger, constraint, index (its INCLUDE columns and WHERE too), column and extension of
// one is in the other with the same definition, as pg_catalog gives it (docs/decisions/120).
import fs from "node:fs";
import path from "node:path";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import { catalogDifferences, makeFromDescription, misnamedObjects, readCatalog } from "../../tests/support/schema-catalog";
import { createTestDatabase } from "../../tests/support/test-database";
import { migrationsFolder } from "./migrate";
import * as schema from "./schema";
import { publicContentTrigger, type SqlObject } from "./schema/sql-objects";

const migrated = await createTestDatabase();
const described = await createTestDatabase({ empty: true });
await makeFromDescription(described.pool, schema, schema.sqlObjects);
const databaseCatalog = await readCatalog(migrated.pool);
const descriptionCatalog = await readCatalog(described.pool);

const keysOf = (kind: string) => [...databaseCatalog.keys()].filter((key) => key.startsWith(`${kind} `)).sort();
const firstLine = (difference: string) => difference.split("\n")[0];

describe("the schema's description and the migrated database", () => {
  it("agree on every object, either way", () => {
    expect(catalogDifferences(databaseCatalog, descriptionCatalog)).toEqual([]);
  });

  it("name every described object as its SQL names it", () => {
    expect(misnamedObjects(descriptionCatalog, schema.sqlObjects)).toEqual([]);
  });

  it("compare what only hand-written migrations made: functions, triggers, the exclusion constraint, INCLUDE columns, generated columns", () => {
    expect(keysOf("function")).toEqual([
      "function public.kindred_audit_append_only()",
      "function public.kindred_booking_range(start timestamp with time zone, minutes integer)",
      expect.stringMatching(
        /^function public\.kindred_coach_public_json\(id uuid, first_name text, .*updated_at timestamp with time zone\)$/,
      ),
      "function public.kindred_coach_search_text(first_name text, last_name text, title text, bio text, specializations text[])",
      "function public.kindred_ledger_append_only()",
      "function public.kindred_ledger_balanced()",
      "function public.kindred_lower_array(items text[])",
      "function public.kindred_notify_public_content()",
      "function public.kindred_state_code(location text)",
    ]);
    expect(keysOf("trigger")).toEqual([
      "trigger public.audit_events.audit_events_append_only",
      "trigger public.blog_posts.blog_posts_public_content",
      "trigger public.coach_availability.coach_availability_next_available_changed",
      "trigger public.coach_availability.coach_availability_next_available_deleted",
      "trigger public.coach_availability.coach_availability_next_available_inserted",
      "trigger public.coaches.coaches_public_content",
      "trigger public.ledger_entries.ledger_entries_append_only",
      "trigger public.ledger_entries.ledger_entries_balanced",
      "trigger public.ledger_transactions.ledger_transactions_append_only",
      "trigger public.reviews.reviews_public_content",
    ]);
    expect(keysOf("extension")).toEqual(["extension btree_gist", "extension pg_trgm"]);
    expect(databaseCatalog.get("constraint public.bookings.bookings_no_overlap")).toMatch(/^EXCLUDE USING gist \(coach_id WITH =, /);
    expect(databaseCatalog.get("index public.coaches_active_order_idx")).toMatch(
      / INCLUDE \(availability_lc, languages_lc, certifications_lc, insurance_lc, specializations_lc, experience, hourly_rate_cents, gender, professional_type\) WHERE is_active$/,
    );
    expect(databaseCatalog.get("column public.coaches.state_code")).toBe("text generated always as (kindred_state_code(location)) stored");
    // The job queue's schema and drizzle's journal are left out (tests/support/schema-catalog.ts).
    expect([...databaseCatalog.keys()].filter((key) => /graphile_worker|__drizzle_migrations/.test(key))).toEqual([]);
  });

  it("differ when the database holds an object nothing describes", async () => {
    const stray = await createTestDatabase();
    await stray.pool.query("create index coaches_title_idx on coaches (title)");
    await stray.pool.query("create function kindred_stray() returns integer language sql immutable as $$ select 1 $$");
    await stray.pool.query(
      "create trigger bookings_public_content after insert on bookings for each statement execute function kindred_notify_public_content()",
    );
    const differences = catalogDifferences(await readCatalog(stray.pool), descriptionCatalog);
    expect(differences.map(firstLine)).toEqual([
      expect.stringMatching(/^in the database, described nowhere: function public\.kindred_stray\(\): CREATE OR REPLACE FUNCTION/),
      "in the database, described nowhere: index public.coaches_title_idx: CREATE INDEX coaches_title_idx ON public.coaches USING btree (title)",
      expect.stringMatching(/^in the database, described nowhere: trigger public\.bookings\.bookings_public_content: CREATE TRIGGER/),
    ]);
  });

  it("differ when the description says otherwise: a function's body, an INCLUDE column, a trigger missing or added", async () => {
    const changed: SqlObject[] = schema.sqlObjects
      .filter((object) => !(object.kind === "trigger" && object.name === "blog_posts_public_content"))
      .map((object) => {
        if (object.kind === "include" && object.index === "coaches_active_order_idx")
          return { ...object, columns: object.columns.filter((column) => column !== "gender") };
        if (object.kind === "function" && object.name === "kindred_lower_array")
          return { ...object, sql: object.sql.replace("lower(item)", "upper(item)") };
        return object;
      });
    const other = await createTestDatabase({ empty: true });
    await makeFromDescription(other.pool, schema, [...changed, publicContentTrigger(schema.bookings)]);
    const differences = catalogDifferences(databaseCatalog, await readCatalog(other.pool));
    expect(differences.map(firstLine)).toEqual([
      expect.stringMatching(/^described, not in the database: trigger public\.bookings\.bookings_public_content: CREATE TRIGGER/),
      "differs: function public.kindred_lower_array(items text[])",
      "differs: index public.coaches_active_order_idx",
      expect.stringMatching(/^in the database, described nowhere: trigger public\.blog_posts\.blog_posts_public_content: CREATE TRIGGER/),
    ]);
  });

  it("leave npm run db:generate nothing to write: the latest migration's snapshot is the Drizzle schema", async () => {
    const meta = path.join(migrationsFolder(), "meta");
    const journal = JSON.parse(fs.readFileSync(path.join(meta, "_journal.json"), "utf8")) as { entries: { idx: number }[] };
    const latest = journal.entries.at(-1)!.idx;
    const snapshot = JSON.parse(fs.readFileSync(path.join(meta, `${String(latest).padStart(4, "0")}_snapshot.json`), "utf8"));
    // A rename makes drizzle-kit ask which column or table became which: that fails too, with its question.
    const statements = await generateMigration(snapshot, generateDrizzleJson(schema, undefined, undefined, "snake_case")).catch(
      (error: Error) => [`drizzle-kit would ask (a rename?): ${error.message}`],
    );
    expect(statements).toEqual([]);
  });
});
