// The whole data model of Kindred. Every change here is followed by `npm run db:generate`, which
// writes a committed migration under server/db/migrations. Functions and extensions that drizzle-kit
// does not emit live in the custom migration 0000_extensions.sql.
// The tables are declared by area in server/db/schema/; this file gathers them for the code and drizzle-kit.
export * from "./schema/accounts";
export * from "./schema/coaches";
export * from "./schema/bookings";
export * from "./schema/requests";
export * from "./schema/applications";
export * from "./schema/content";
export * from "./schema/operations";
