// `npm run db:seed`: loads the demo content when the database has no coaches yet.
import { seedDemoContentIfEmpty } from "../server/db/seed/seed-demo";
import { createLogger } from "../server/lib/logger";
import { openDatabase } from "./lib/open-database";

const database = await openDatabase();
try {
  const seeded = await seedDemoContentIfEmpty(database.handle, createLogger("info"));
  if (!seeded) console.log("the database already has coaches: nothing seeded");
} finally {
  await database.close();
}
