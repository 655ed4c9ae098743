// `tsx scripts/refresh-next-free-times.ts`: computes the next free times that are due, in the
// database under DATA_DIR (or DATABASE_URL), while no server runs on it. Used by `npm run perf` and
// `npm run bench` before they start a server over a catalogue generated earlier.
import { bringNextFreeTimesUpToDate } from "./lib/next-free-times";
import { openDatabase } from "./lib/open-database";

const database = await openDatabase();
try {
  await bringNextFreeTimesUpToDate(database.handle);
  await database.handle.pool.query("vacuum analyze coach_availability");
} finally {
  await database.close();
}
