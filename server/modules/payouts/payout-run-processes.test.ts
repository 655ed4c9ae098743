// Two payout runs started at the same moment in two processes on one database: every coach with an
// available balance is paid once, with one payout row and one payout transaction each, and the two
// runs' counts add up to the number of coaches.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertCoach } from "../../../tests/support/factories";
import { makeTempDir } from "../../../tests/support/temp-dir";
import { createTestDatabase } from "../../../tests/support/test-database";
import { recordRelease, recordSessionPaid } from "./ledger";
import { savePayoutAccount } from "./repository";

const database = await createTestDatabase();
const { db } = database;
const COACHES = 12;

/** A payout-run process, ready and waiting for the word to go. */
async function payoutProcess(): Promise<{ child: ChildProcess; paid: Promise<number> }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/payout-run-process.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      SEED_DEMO: "false",
      DATA_DIR: makeTempDir("payout-run"),
      KINDRED_TEST_DATABASE_URL: database.url,
    },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const paid = new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("PAYOUT_RUN_READY")) markReady();
      const done = /PAYOUT_RUN_PAID (\d+)/.exec(output);
      if (done) resolve(Number(done[1]));
    });
    child.once("exit", (code) => (code === 0 ? undefined : reject(new Error(`payout run exited with ${code}: ${output}`))));
  });
  await ready;
  return { child, paid };
}

describe("two payout runs at once in two processes", () => {
  it("pay each coach once", async () => {
    for (let i = 0; i < COACHES; i += 1) {
      const coach = await insertCoach(db);
      const bookingId = randomUUID();
      await db.transaction(async (tx) => {
        await recordSessionPaid(tx, {
          bookingId,
          coachId: coach.id,
          paymentId: `pi_${bookingId}`,
          amountCents: 10_000 + i * 100,
          feeCents: 1_500,
          occurredAt: new Date(),
          description: "Session",
        });
        await recordRelease(tx, { bookingId, occurredAt: new Date(), description: "Released" });
      });
      await savePayoutAccount(db, {
        coachId: coach.id,
        provider: "test",
        externalId: `test_acct_${randomUUID()}`,
        payoutsEnabled: true,
        last4: "6789",
      });
    }
    const [first, second] = await Promise.all([payoutProcess(), payoutProcess()]);
    first.child.stdin!.write("go\n");
    second.child.stdin!.write("go\n");
    const counts = await Promise.all([first.paid, second.paid]);
    expect(counts[0] + counts[1]).toBe(COACHES);

    const perCoach = await db.execute<{ payouts: number; transactions: number; available: number }>(sql`
      select
        (select count(*)::int from payouts p where p.coach_id = c.id) as payouts,
        (select count(*)::int from ledger_transactions t where t.coach_id = c.id and t.kind = 'payout') as transactions,
        (select coalesce(-sum(e.amount_cents), 0)::int from ledger_entries e where e.coach_id = c.id and e.account = 'coach_available') as available
      from coaches c`);
    expect(perCoach.rows).toHaveLength(COACHES);
    for (const row of perCoach.rows) expect(row).toEqual({ payouts: 1, transactions: 1, available: 0 });
  });
});
