// The walk-through of docs/adding-a-coach-field.md, followed on a copy of the field description: a
// boolean field that the public answer carries and the directory filters by. The walk-through's own
// example (offersHomeVisits) may become a real field, so this one is "offers home visits". Its migration is the column and the one the drift test prints; the query's schema,
// the conditions, the public answer and the stored public JSON all take the field from the entry.
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COACH_FIELDS, type CoachFieldDescription, type CoachFieldDescriptions } from "#common/coach-fields";
import { directoryQuerySchemaOf } from "#common/directory-query";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertCoach } from "../../../tests/support/factories";
import { coaches } from "../../db/schema";
import { COACH_PUBLIC_JSON_FUNCTION, coachPublicJsonSql } from "../../db/schema/coach-public-json";
import { fieldFilterConditions, fieldFilterValues, publicCoachWriter } from "./coach-fields";
import { findCoach } from "./repository";

const { db, pool } = await createTestDatabase();

const OFFERS_HOME_VISITS: CoachFieldDescription = {
  column: "offers_home_visits",
  kind: "boolean",
  public: true,
  edit: ["staff", "coach"],
  label: "Offers home visits",
  control: "checkbox",
  filter: { key: "offersHomeVisits", match: "flag" },
};

/** The description with the new entry where the answer should carry it: before createdAt. */
function withOffersHomeVisits(): CoachFieldDescriptions {
  const entries: [string, CoachFieldDescription][] = Object.entries(COACH_FIELDS);
  entries.splice(
    entries.findIndex(([name]) => name === "createdAt"),
    0,
    ["offersHomeVisits", OFFERS_HOME_VISITS],
  );
  return Object.fromEntries(entries);
}

/** Applies the field's migration: the column, and the public JSON function and column made again. */
async function migrate(fields: CoachFieldDescriptions) {
  const current = await pool.query<{ parameters: string }>(
    `select pg_get_function_identity_arguments(p.oid) as parameters from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where p.proname = $1 and n.nspname = current_schema()`,
    [COACH_PUBLIC_JSON_FUNCTION],
  );
  const statements = [
    `ALTER TABLE "coaches" ADD COLUMN "offers_home_visits" boolean DEFAULT false NOT NULL`,
    ...coachPublicJsonSql(fields).migration(current.rows[0].parameters).split("--> statement-breakpoint"),
  ];
  for (const statement of statements) await pool.query(statement);
}

describe("adding a boolean filter field through the description", () => {
  it("reaches the query's schema, the directory's conditions, the public answer and the stored public JSON", async () => {
    const fields = withOffersHomeVisits();
    await migrate(fields);
    const visiting = await insertCoach(db, { firstName: "Vida" });
    await insertCoach(db, { firstName: "Rooma" });
    await pool.query(`update coaches set offers_home_visits = true where id = $1`, [visiting.id]);

    const schema = directoryQuerySchemaOf(fields);
    const asked = schema.parse({ offersHomeVisits: "true" }) as Record<string, unknown>;
    expect(asked.offersHomeVisits).toBe(true);
    expect((schema.parse({ offersHomeVisits: "false" }) as Record<string, unknown>).offersHomeVisits).toBeUndefined();
    const refused = schema.safeParse({ offersHomeVisits: "maybe" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("offersHomeVisits must be true or false");

    const conditions = fieldFilterConditions(fieldFilterValues(asked, fields), fields);
    const found = await db
      .select({ firstName: coaches.firstName })
      .from(coaches)
      .where(and(eq(coaches.isActive, true), ...conditions));
    expect(found.map((c) => c.firstName)).toEqual(["Vida"]);

    const record = await findCoach(db, visiting.id);
    const answer = publicCoachWriter(fields)({ ...record!, offersHomeVisits: true }) as unknown as Record<string, unknown>;
    const keys = Object.keys(answer);
    expect(keys.slice(-3)).toEqual(["offersHomeVisits", "createdAt", "updatedAt"]);
    expect(answer.offersHomeVisits).toBe(true);

    const stored = await db.execute<{ json: string }>(sql`select public_json as json from coaches where id = ${visiting.id}`);
    const json = JSON.parse(stored.rows[0].json) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(keys);
    expect(json).toEqual(JSON.parse(JSON.stringify(answer)));
  });
});
