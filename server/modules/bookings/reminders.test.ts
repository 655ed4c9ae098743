// Reminders 24 hours before a confirmed session, sent once even when several processes run the
// job at the same moment (each with its own connection pool, as separate processes would).
import { and, eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../db/client";
import { bookings, emailOutbox } from "../../db/schema";
import { createMailService } from "../mail/service";
import { insertCoach } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";
import { parseOutbound } from "../../../tests/support/parse-email";
import { sendDueReminders } from "./reminders";

const app = await startTestApp();
const db = app.database.db;
const mail = createMailService(app.config);
const processes = Array.from({ length: 3 }, () => connectDatabase(app.database.url, { max: 3 }));
afterAll(() => Promise.all(processes.map((p) => p.close())));

async function insertBooking(values: Partial<typeof bookings.$inferInsert> & { hoursAhead: number }) {
  const coach = await insertCoach(db, { email: `coach-${Math.random().toString(16).slice(2)}@example.com` });
  const [row] = await db
    .insert(bookings)
    .values({
      coachId: coach.id,
      firstName: "Robin",
      lastName: "Hart",
      email: `client-${Math.random().toString(16).slice(2)}@example.com`,
      sessionType: "50-minute session",
      duration: 50,
      timeZone: "America/New_York",
      status: "confirmed",
      ...values,
      scheduledDate: new Date(Date.now() + values.hoursAhead * 3_600_000),
    })
    .returning();
  return { booking: row, coach };
}

const reminders = (to: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.kind, "booking.reminder%")));

describe("session reminders", () => {
  it("reminds the client and the coach once, even with three processes racing", async () => {
    const { booking, coach } = await insertBooking({ hoursAhead: 23 });
    const counts = await Promise.all(processes.map((p) => sendDueReminders({ db: p.db, mail })));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await reminders(booking.email)).toHaveLength(1);
    expect(await reminders(coach.email)).toHaveLength(1);
    const [toClient] = await reminders(booking.email);
    expect(toClient.subject).toMatch(/^Reminder: your session with .+ is tomorrow$/);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.reminderSentAt).not.toBeNull();
    // Later passes send nothing more.
    await Promise.all(processes.map((p) => sendDueReminders({ db: p.db, mail })));
    expect(await reminders(booking.email)).toHaveLength(1);
  });

  it("leaves alone sessions more than 24 hours ahead, past ones, and ones not confirmed", async () => {
    const later = await insertBooking({ hoursAhead: 25 });
    const past = await insertBooking({ hoursAhead: -1 });
    const pending = await insertBooking({ hoursAhead: 5, status: "pending" });
    const cancelled = await insertBooking({ hoursAhead: 5, status: "cancelled" });
    await sendDueReminders({ db, mail });
    for (const { booking } of [later, past, pending, cancelled]) expect(await reminders(booking.email)).toHaveLength(0);
  });

  it("reminds many due sessions in batches", async () => {
    const many = await Promise.all(Array.from({ length: 60 }, () => insertBooking({ hoursAhead: 10 })));
    await Promise.all(processes.map((p) => sendDueReminders({ db: p.db, mail })));
    for (const { booking } of many) expect(await reminders(booking.email)).toHaveLength(1);
  });

  it("gives a video session's room by its full address, and an in-person session's location instead", async () => {
    const video = await insertBooking({ hoursAhead: 20, sessionFormat: "video" });
    const inPerson = await insertBooking({ hoursAhead: 21, sessionFormat: "in-person" });
    await sendDueReminders({ db, mail });
    const room = `${app.config.siteUrl}/sessions/${video.booking.id}`;
    for (const to of [video.booking.email, video.coach.email]) {
      const [row] = await reminders(to);
      const parsed = await parseOutbound({ kind: row.kind, to, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined });
      expect(parsed.text).toContain(`Join your video session: ${room}`);
      expect(parsed.html || "").toContain(`href="${room}"`);
    }
    const [row] = await reminders(inPerson.booking.email);
    const parsed = await parseOutbound({
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
    });
    expect(parsed.text).toContain("Location: New York, NY");
    expect(parsed.text).not.toContain("/sessions/");
  });
});
