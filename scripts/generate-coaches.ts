// `npm run db:generate-coaches -- 100000`: adds N generated coaches (deterministic) to the
// database, for benchmarks. Uses DATABASE_URL, or the embedded database under DATA_DIR.
import { coaches } from "../server/db/schema";
import { createRandom, generateCoach } from "./lib/generated-coaches";
import { openDatabase } from "./lib/open-database";

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count <= 0) {
  console.error("Usage: npm run db:generate-coaches -- <number of coaches>");
  process.exit(1);
}

const database = await openDatabase();
try {
  const random = createRandom(20261121);
  const started = Date.now();
  const batchSize = 1_000;
  for (let offset = 0; offset < count; offset += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - offset) }, (_, i) => generateCoach(random, offset + i));
    await database.handle.db.insert(coaches).values(rows);
    if ((offset / batchSize) % 10 === 0) process.stdout.write(`\r${offset + rows.length} / ${count} coaches`);
  }
  // Vacuumed as well as analysed: index-only scans need the visibility map a vacuum sets, and the
  // measurements should not depend on when autovacuum comes round.
  await database.handle.pool.query("vacuum analyze coaches");
  console.log(`\r${count} coaches generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
