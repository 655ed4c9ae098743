// The whole data model of Kindred. Every change here is followed by `npm run db:generate`, which
// writes a committed migration under server/db/migrations. What Drizzle cannot declare (extensions,
// functions, triggers, exclusion constraints, the INCLUDE columns of covering indexes) is described
// beside its table as SQL (server/db/schema/sql-objects.ts) and reaches a database through a migration
// written by hand from that description; server/db/schema-description.test.ts checks that the
// migrated database and the description agree (docs/decisions/120).
// The tables are declared by area in server/db/schema/; this file gathers them for the code and drizzle-kit.
import { auditSqlObjects } from "./schema/audit";
import { bookingsSqlObjects } from "./schema/bookings";
import { coachesSqlObjects } from "./schema/coaches";
import { contentSqlObjects } from "./schema/content";
import { payoutsSqlObjects } from "./schema/payouts";
import { notifyPublicContent, type SqlObject } from "./schema/sql-objects";

export * from "./schema/accounts";
export * from "./schema/coaches";
export * from "./schema/bookings";
export * from "./schema/requests";
export * from "./schema/applications";
export * from "./schema/content";
export * from "./schema/operations";
export * from "./schema/conversations";
export * from "./schema/video-sessions";
export * from "./schema/payouts";
export * from "./schema/audit";
export * from "./schema/licences";

/** Everything described beside the tables that Drizzle cannot declare, in the order a database is made from it. */
export const sqlObjects: readonly SqlObject[] = [
  notifyPublicContent,
  ...coachesSqlObjects,
  ...bookingsSqlObjects,
  ...contentSqlObjects,
  ...payoutsSqlObjects,
  ...auditSqlObjects,
];
