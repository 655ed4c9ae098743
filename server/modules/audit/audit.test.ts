// The audit trail (docs/product/audit-trail.md): the table refuses UPDATE, DELETE and TRUNCATE at the
// database; a staff change writes its row with who, what and the fields that changed; a change that
// fails writes none; GET /api/admin/audit filters by actor, entity and time, pages with X-Total-Count,
// refuses bad input with 400 and anyone but staff with 401/403.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { auditEvents } from "../../db/schema";
import { recordAuditEvent } from "./service";

const STAFF = "staff@kindred.example";
const OTHER_STAFF = "other.staff@kindred.example";
const app = await startTestApp({ ADMIN_EMAILS: `${STAFF},${OTHER_STAFF}` });
const db = app.database.db;

let staff: TestAccount;
let otherStaff: TestAccount;
let client: TestAccount;

beforeAll(async () => {
  staff = await createAccount(app, { email: STAFF, firstName: "Sam", lastName: "Staff" });
  otherStaff = await createAccount(app, { email: OTHER_STAFF, firstName: "Olu", lastName: "Staff" });
  client = await createAccount(app, { email: "client@kindred.example", firstName: "Cleo", lastName: "Client" });
});

const as =
  (account: TestAccount | undefined) =>
  (path: string, init: { method?: string; json?: unknown } = {}) =>
    app.request(path, { ...init, headers: account ? { Cookie: account.jar.header } : {} });

const auditCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditEvents))[0].n;

/** The database's own error for a statement, or null when it ran. */
async function refusal(statement: ReturnType<typeof sql>): Promise<string | null> {
  try {
    await db.execute(statement);
    return null;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return e.cause?.message ?? e.message ?? String(error);
  }
}

describe("the table is append-only", () => {
  it("refuses UPDATE, DELETE and TRUNCATE, and the row stays as written", async () => {
    await recordAuditEvent(db, {
      actor: { id: null, email: "system@kindred.example" },
      action: "coach.update",
      entity: "coach",
      entityId: "c1",
      before: { rate: 1 },
      after: { rate: 2 },
    });
    const [row] = await db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} = 'c1'`);

    expect(await refusal(sql`update audit_events set actor_email = 'someone.else@example.com' where id = ${row.id}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from audit_events where id = ${row.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_events`)).toMatch(/append-only/);

    const [after] = await db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.id} = ${row.id}`);
    expect(after).toEqual(row);
  });
});

describe("a staff change writes its row", () => {
  it("names who, what and only the fields that changed", async () => {
    const coach = await insertCoach(db, { firstName: "Ada", lastName: "Audit", isActive: true });
    const response = await as(staff)(`/api/admin/coaches/${coach.id}`, { method: "PATCH", json: { hourlyRate: "175.00" } });
    expect(response.status).toBe(200);
    const rows = await db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entityId} = ${coach.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: staff.user.id,
      actorEmail: STAFF,
      action: "coach.update",
      entity: "coach",
      before: { hourlyRateCents: coach.hourlyRateCents },
      after: { hourlyRateCents: 17500 },
    });
  });

  it("writes nothing when the change is refused", async () => {
    const before = await auditCount();
    const response = await as(staff)("/api/admin/coaches/00000000-0000-4000-8000-000000000000", {
      method: "PATCH",
      json: { hourlyRate: "99.00" },
    });
    expect(response.status).toBe(404);
    const invalid = await as(staff)("/api/admin/reviews", { method: "POST", json: { rating: 9 } });
    expect(invalid.status).toBe(400);
    expect(await auditCount()).toBe(before);
  });
});

describe("GET /api/admin/audit", () => {
  const seeded: { entityId: string; actor: "staff" | "other"; entity: string; at: string }[] = [
    { entityId: "q-1", actor: "staff", entity: "blog-post", at: "2026-03-01T10:00:00Z" },
    { entityId: "q-2", actor: "other", entity: "blog-post", at: "2026-03-02T10:00:00Z" },
    { entityId: "q-3", actor: "staff", entity: "booking", at: "2026-03-03T10:00:00Z" },
    { entityId: "q-4", actor: "other", entity: "booking", at: "2026-03-04T23:30:00Z" },
    { entityId: "q-5", actor: "staff", entity: "booking", at: "2026-03-05T10:00:00Z" },
  ];

  beforeAll(async () => {
    for (const s of seeded) {
      const account = s.actor === "staff" ? staff : otherStaff;
      await db.insert(auditEvents).values({
        actorId: account.user.id,
        actorEmail: account.user.email,
        action: `${s.entity}.update`,
        entity: s.entity,
        entityId: s.entityId,
        before: { n: 1 },
        after: { n: 2 },
        occurredAt: new Date(s.at),
      });
    }
  });

  /** The seeded rows (ids q-*) a query answers, in the order answered. */
  async function ids(query: string): Promise<{ ids: string[]; total: number }> {
    const response = await as(staff)(`/api/admin/audit?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = (await response.json()) as { entityId: string }[];
    return { ids: rows.map((r) => r.entityId).filter((id) => id.startsWith("q-")), total: Number(response.headers.get("X-Total-Count")) };
  }

  it("answers newest first, each row with who, when, what and the fields before and after", async () => {
    const response = await as(staff)("/api/admin/audit?from=2026-03-01&to=2026-03-31");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    const rows = await response.json();
    expect(rows.map((r: { entityId: string }) => r.entityId)).toEqual(["q-5", "q-4", "q-3", "q-2", "q-1"]);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      occurredAt: "2026-03-05T10:00:00.000Z",
      actor: { id: staff.user.id, email: STAFF },
      action: "booking.update",
      entity: "booking",
      entityId: "q-5",
      before: { n: 1 },
      after: { n: 2 },
    });
  });

  it("filters by actor (e-mail in any case, or account id), entity and time, with the total of the filter", async () => {
    const window = "from=2026-03-01&to=2026-03-31";
    expect(await ids(`${window}&actor=OTHER.Staff@kindred.example`)).toEqual({ ids: ["q-4", "q-2"], total: 2 });
    expect(await ids(`${window}&actor=${staff.user.id}`)).toEqual({ ids: ["q-5", "q-3", "q-1"], total: 3 });
    expect(await ids(`${window}&entity=booking`)).toEqual({ ids: ["q-5", "q-4", "q-3"], total: 3 });
    // A day as `to` includes the whole day (q-4 is at 23:30 UTC); a date-time is an instant.
    expect(await ids("from=2026-03-02&to=2026-03-04")).toEqual({ ids: ["q-4", "q-3", "q-2"], total: 3 });
    expect(await ids("from=2026-03-02T10:00:00Z&to=2026-03-04T10:00:00Z")).toEqual({ ids: ["q-3", "q-2"], total: 2 });
    expect(await ids(`${window}&entity=booking&actor=${STAFF}`)).toEqual({ ids: ["q-5", "q-3"], total: 2 });
  });

  it("pages with limit and offset, X-Total-Count counting every match", async () => {
    expect(await ids("from=2026-03-01&to=2026-03-31&limit=2")).toEqual({ ids: ["q-5", "q-4"], total: 5 });
    expect(await ids("from=2026-03-01&to=2026-03-31&limit=2&offset=4")).toEqual({ ids: ["q-1"], total: 5 });
  });

  it.each([
    ["from=yesterday", /from must be a date \(YYYY-MM-DD\) or a date-time with its zone/],
    ["to=2026-02-31", /to must be a date/],
    ["from=2026-03-01T10:00:00", /from must be a date/],
    ["from=2026-03-05&to=2026-03-01", /from must not be after to/],
    ["entity=Robert'); drop table", /entity must be a kind of thing/],
    ["limit=0", /limit must be at least 1/],
  ])("answers 400 with a clear message for %s, changing nothing", async (query, message) => {
    const before = await auditCount();
    const response = await as(staff)(`/api/admin/audit?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(message);
    expect(await auditCount()).toBe(before);
  });

  it("answers 401 signed out and 403 for an account without the admin role", async () => {
    expect((await as(undefined)("/api/admin/audit")).status).toBe(401);
    expect((await as(client)("/api/admin/audit")).status).toBe(403);
  });
});
