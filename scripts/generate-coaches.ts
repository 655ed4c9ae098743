// `npm run db:generate-coaches -- 100000`: adds N generated coaches (deterministic) to the
// database, for benchmarks, most of them with weekly hours and their next free times computed.
// Uses DATABASE_URL, or the embedded database under DATA_DIR.
import { coachAvailability, coaches } from "../server/db/schema";
import { createRandom, generateCoach, generateHours } from "./lib/generated-coaches";
import { openDatabase } from "./lib/open-database";
import { bringNextFreeTimesUpToDate } from "./lib/next-free-times";

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count <= 0) {
  console.error("Usage: npm run db:generate-coaches -- <number of coaches>");
  process.exit(1);
}

const database = await openDatabase();
try {
  const random = createRandom(20261121);
  const hoursRandom = createRandom(20261122);
  const started = Date.now();
  const batchSize = 1_000;
  for (let offset = 0; offset < count; offset += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - offset) }, (_, i) => generateCoach(random, offset + i));
    const inserted = await database.handle.db.insert(coaches).values(rows).returning({ id: coaches.id });
    const hours = inserted.flatMap(({ id }) => {
      const availability = generateHours(hoursRandom);
      return availability ? [{ coachId: id, ...availability }] : [];
    });
    if (hours.length > 0) await database.handle.db.insert(coachAvailability).values(hours);
    if ((offset / batchSize) % 10 === 0) process.stdout.write(`\r${offset + rows.length} / ${count} coaches`);
  }
  console.log(`\r${count} coaches generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await bringNextFreeTimesUpToDate(database.handle);
  // Vacuumed as well as analysed: index-only scans need the visibility map a vacuum sets, and the
  // measurements should not depend on when autovacuum comes round.
  await database.handle.pool.query("vacuum analyze coaches");
  await database.handle.pool.query("vacuum analyze coach_availability");
} finally {
  await database.close();
}
