// A request that fails inside the database is logged for the operator (with its request id, the
// error's code and constraint) but never with the values it carried: no bound parameter, no
// PostgreSQL detail ("Failing row contains (…)", "Key (…)=(…)"), no request body.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../../tests/support/test-app";
import { anaApplication } from "../../tests/support/coach-application";

const app = await startTestApp({ TRUST_PROXY: "true" });
const db = app.database.db;

const CANARY = "zq7canary";
const application = (email: string, phone: string) => anaApplication({ email, phone });

const logLinesAfter = (start: number) => app.logs.slice(start).map((line) => JSON.parse(line) as Record<string, unknown>);

describe("a request that fails inside the database", () => {
  it("is logged with its code and constraint but without the values it carried (a check constraint)", async () => {
    // Valid for the API's schema, refused by the table: the statement fails inside PostgreSQL.
    await db.execute(
      sql.raw(`alter table coach_applications add constraint log_probe_check check (position('${CANARY}' in email) = 0) not valid`),
    );
    try {
      const start = app.logs.length;
      const response = await app.request("/api/coach-applications", {
        method: "POST",
        json: application(`ana.${CANARY}@example.com`, `555${CANARY}0102`),
        headers: { "X-Forwarded-For": "10.77.0.1" },
      });
      expect(response.status).toBe(500);
      const { message } = (await response.json()) as { message: string };
      const requestId = /Reference: ([\w-]+)/.exec(message)?.[1];
      const lines = logLinesAfter(start);
      const logged = lines.find((line) => line.msg === "unhandled error");
      expect(logged).toMatchObject({ requestId });
      // Still useful to the operator: what failed and where.
      expect(JSON.stringify(logged)).toContain("23514");
      expect(JSON.stringify(logged)).toContain("log_probe_check");
      expect(JSON.stringify(logged)).toContain("insert into");
      for (const line of app.logs.slice(start)) expect(line.toLowerCase()).not.toContain(CANARY);
    } finally {
      await db.execute(sql`alter table coach_applications drop constraint log_probe_check`);
    }
  });

  it("keeps a unique violation's key value out of the log", async () => {
    await db.execute(sql`create unique index log_probe_unique on coach_applications (phone)`);
    try {
      const phone = `555${CANARY}0199`;
      const first = await app.request("/api/coach-applications", {
        method: "POST",
        json: application("first@example.com", phone),
        headers: { "X-Forwarded-For": "10.77.0.2" },
      });
      expect(first.status).toBe(201);
      const start = app.logs.length;
      const second = await app.request("/api/coach-applications", {
        method: "POST",
        json: application("second@example.com", phone),
        headers: { "X-Forwarded-For": "10.77.0.3" },
      });
      expect(second.status).toBe(500);
      const lines = logLinesAfter(start);
      expect(JSON.stringify(lines.find((line) => line.msg === "unhandled error"))).toContain("23505");
      for (const line of app.logs.slice(start)) {
        expect(line.toLowerCase()).not.toContain(CANARY);
        expect(line).not.toContain("second@example.com");
      }
    } finally {
      await db.execute(sql`drop index log_probe_unique`);
    }
  });
});
