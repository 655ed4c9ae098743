// What the Admin Portal's browser tests arrange: coaches whose last names start with MARK (inserted,
// imported or scraped), a booking that keeps a coach from being deleted, a visitor's consultation
// request; and the clean-up that removes every coach the file created (the other browser tests count
// the demo content).
import { gte, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { DatabaseOrTransaction } from "../../server/db/client";
import { bookings, coaches } from "../../server/db/schema";
import { baseUrl } from "../support/browser";
import { lenaConsultationRequest } from "../support/consultation-requests";

/** Every coach this file creates has a last name starting with this. */
export const MARK = "Zeta";

export const BIO =
  "I help couples who keep having the same argument slow down, listen for what is underneath, and find their way back to each other.";

/**
 * Browser test files run one at a time: every coach created after the file's tests start is the
 * file's, and is removed with its bookings once they are done.
 */
export function removeCoachesCreatedByThisFile(db: DatabaseOrTransaction) {
  let startedAt: Date;
  beforeAll(async () => {
    startedAt = new Date();
  });
  afterAll(async () => {
    const created = await db.select({ id: coaches.id }).from(coaches).where(gte(coaches.createdAt, startedAt));
    const ids = created.map((c) => c.id);
    if (ids.length > 0) {
      await db.delete(bookings).where(inArray(bookings.coachId, ids));
      await db.delete(coaches).where(inArray(coaches.id, ids));
    }
  });
}

/** Coaches named `{firstName} Zeta{suffix}`, the least the portal lists. */
export async function insertMarkedCoaches(
  db: DatabaseOrTransaction,
  firstName: string,
  suffixes: string[],
  specialization = "Communication Skills",
  extra: Partial<typeof coaches.$inferInsert> = {},
) {
  return db
    .insert(coaches)
    .values(
      suffixes.map((suffix) => ({
        firstName,
        lastName: `${MARK}${suffix}`,
        title: `${firstName} ${MARK}${suffix}`,
        bio: BIO,
        specializations: [specialization],
        availability: ["weekdays"],
        sessionTypes: ["Individual"],
        ...extra,
      })),
    )
    .returning();
}

/** A booking tomorrow: a coach with one cannot be deleted. */
export async function insertBookingWith(db: DatabaseOrTransaction, coachId: string) {
  await db.insert(bookings).values({
    coachId,
    firstName: "B",
    lastName: "K",
    email: "bk@example.com",
    sessionType: "Individual",
    scheduledDate: new Date(Date.now() + 86_400_000),
    duration: 50,
  });
}

/** Lena Visitor's consultation request to a coach, sent as a visitor would; returns its id. */
export async function requestConsultationWith(coachId: string): Promise<string> {
  const sent = await fetch(`${baseUrl()}/api/consultations/request`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.40" },
    body: JSON.stringify(lenaConsultationRequest(coachId)),
  });
  expect(sent.status).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

/** A bulk import of two coaches: Gia is complete, Bea's bio is too short. */
const goodImport = {
  firstName: "Gia",
  lastName: `${MARK}six`,
  bio: `${BIO} Sessions are warm, direct and practical.`,
  specializations: ["Couples Therapy"],
  experience: 6,
  hourlyRate: "120.00",
  email: "N/A",
  website: "",
};
export const IMPORTED_COACHES = [goodImport, { ...goodImport, firstName: "Bea", lastName: `${MARK}seven`, bio: "Too short." }];

/** Four saved profile pages served by the tests' directory double, and one address that is not the directory. */
export const SCRAPED_PROFILE_URLS = [
  "https://www.psychologytoday.com/us/therapists/jane-rivera-austin-tx/412345",
  "https://www.psychologytoday.com/us/therapists/marcus-bell-brooklyn-ny/298877",
  "https://www.psychologytoday.com/us/therapists/priya-shah-chicago-il/330011",
  "https://www.psychologytoday.com/us/therapists/dana-lee-seattle-wa/771100",
  "http://127.0.0.1/psychologytoday.com/us/therapists/a/1",
];
