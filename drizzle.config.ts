import { defineConfig } from "drizzle-kit";

// Only `generate` is used (it needs no database); migrations are applied by the server at start
// (server/db/migrate.ts) and by `npm run db:migrate`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
  casing: "snake_case",
});
