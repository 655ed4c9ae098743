// `npm run db:migrate`: applies the committed migrations (the server also does this at start).
import { openDatabase } from "./lib/open-database";

const database = await openDatabase();
await database.close();
console.log("migrations applied");
