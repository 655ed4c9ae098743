// The field description (common/coach-fields.ts) against what is built from it or beside it: the
// Drizzle table's columns, the migrated database's kindred_coach_public_json and its stored column,
// and the public answer itself, whose fields and order must not move when the description is read.
import { eq, getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COACH_FIELDS, type CoachFieldDescription } from "#common/coach-fields";
import { bulkImportCoachSchema, coachUpdateSchema } from "#common/admin-coaches";
import { COACH_PROFILE_LOCKED_FIELDS } from "#common/coach-profile";
import { DIRECTORY_FILTER_KEYS, DIRECTORY_FLAG_FILTERS } from "#common/coaches";
import { fieldFilterSchemas } from "#common/directory-query";
import { createTestDatabase } from "../../../tests/support/test-database";
import { coaches } from "../../db/schema";
import { COACH_PUBLIC_JSON_FUNCTION, coachPublicJsonSql } from "../../db/schema/coach-public-json";
import { coachRow } from "../../db/seed/coach-factory";
import { findCoach } from "./repository";
import { toPublicCoach } from "./service";

const { db, pool } = await createTestDatabase();

/** SQL text compared without regard to line breaks and indentation. */
const spaced = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The public answer's fields, in order, as the API has always answered them. A field added to the
 * description may come between them (where its entry is); these keep their order.
 */
const ANSWER_FIELDS = [
  "id",
  "firstName",
  "lastName",
  "title",
  "bio",
  "specializations",
  "experience",
  "hourlyRate",
  "rating",
  "totalReviews",
  "isActive",
  "availability",
  "sessionTypes",
  "languages",
  "location",
  "certifications",
  "gender",
  "professionalType",
  "insuranceAccepted",
  "profileImageUrl",
  "email",
  "phoneNumber",
  "website",
  "createdAt",
  "updatedAt",
];

describe("the coach field description", () => {
  it("names each field's column as the table declares it", () => {
    const columns = getTableColumns(coaches);
    for (const [name, field] of Object.entries(COACH_FIELDS as Record<string, CoachFieldDescription>)) {
      expect(columns[name as keyof typeof columns]?.name, name).toBe(field.column);
    }
  });

  it("has every filter of the description in the page's list of filter keys, and no other", () => {
    expect(new Set(DIRECTORY_FILTER_KEYS)).toEqual(new Set(["search", ...Object.keys(fieldFilterSchemas())]));
  });

  it("labels each yes/no filter of the page (its checkbox and chip) as the description labels its field", () => {
    const flags = Object.values(COACH_FIELDS as Record<string, CoachFieldDescription>)
      .filter((field) => field.filter?.match === "flag")
      .map((field) => [field.filter!.key, field.label]);
    expect(DIRECTORY_FLAG_FILTERS).toEqual(Object.fromEntries(flags));
  });

  it("refuses a coach every field staff set that the description does not let the coach set, and no field the coach may set", () => {
    const locked = Object.keys(COACH_PROFILE_LOCKED_FIELDS);
    for (const [name, field] of Object.entries(COACH_FIELDS as Record<string, CoachFieldDescription>)) {
      if (field.edit?.includes("coach")) expect(locked, name).not.toContain(name);
      else if (field.edit?.includes("staff")) expect(locked, name).toContain(name);
    }
  });

  it("checks, in the staff form's and the bulk import's schemas, every field staff set and no other", () => {
    const staffSet = Object.entries(COACH_FIELDS as Record<string, CoachFieldDescription>)
      .filter(([, field]) => field.edit?.includes("staff"))
      .map(([name, field]) => field.publicName ?? name);
    expect(new Set(Object.keys(coachUpdateSchema.shape))).toEqual(new Set(staffSet));
    expect(new Set(Object.keys(bulkImportCoachSchema.shape))).toEqual(new Set(staffSet));
  });

  it("matches the migrated database's public JSON function and stored column (else prints the migration to write)", async () => {
    const found = await pool.query<{ body: string; arguments: string }>(
      `select p.prosrc as body, pg_get_function_identity_arguments(p.oid) as arguments
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where p.proname = $1 and n.nspname = current_schema()`,
      [COACH_PUBLIC_JSON_FUNCTION],
    );
    expect(found.rows).toHaveLength(1);
    const [current] = found.rows;
    const made = coachPublicJsonSql();
    const drift = `The description and the database differ. Add a migration with:\n${made.migration(current.arguments)}`;
    expect(current.arguments, drift).toBe(made.parameters.map((p) => `${p.name} ${p.type}`).join(", "));
    expect(spaced(current.body), drift).toBe(spaced(made.body));

    const stored = await pool.query<{ expression: string }>(
      `select generation_expression as expression from information_schema.columns
        where table_schema = current_schema() and table_name = 'coaches' and column_name = 'public_json'`,
    );
    expect(spaced(stored.rows[0].expression), drift).toBe(made.call);
  });

  it("answers a coach with the same fields, order and values as the stored public JSON", async () => {
    const [inserted] = await db
      .insert(coaches)
      .values(
        coachRow(
          { firstName: "Ada", lastName: "Lovelace", hourlyRate: 125.5, certifications: ["ICF ACC"], profileImageUrl: null },
          { rating: 4.75, totalReviews: 4, userId: null },
        ),
      )
      .returning({ id: coaches.id });
    const record = await findCoach(db, inserted.id);
    const answer = toPublicCoach(record!);
    const described = Object.entries(COACH_FIELDS as Record<string, CoachFieldDescription>)
      .filter(([, field]) => field.public)
      .map(([name, field]) => field.publicName ?? name);
    expect(Object.keys(answer)).toEqual(described);
    expect(described.filter((name) => ANSWER_FIELDS.includes(name))).toEqual(ANSWER_FIELDS);
    expect(answer).toMatchObject({ hourlyRate: "125.50", rating: 4.75, profileImageUrl: null });
    expect(answer).not.toHaveProperty("userId");

    const [stored] = await db.select({ json: coaches.publicJson }).from(coaches).where(eq(coaches.id, inserted.id));
    const parsed = JSON.parse(stored.json!) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(described);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(answer)));
  });
});
