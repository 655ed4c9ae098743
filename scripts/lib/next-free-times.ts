// Brings every coach's stored next free time up to date (docs/decisions/109), as the server's
// background pass would, before a benchmark starts a server over a catalogue made earlier: a
// catalogue generated days ago would otherwise have most coaches due at once while it is measured.
import type { DatabaseHandle } from "../../server/db/client";
import { createNextFreeTimes } from "../../server/modules/availability/next-free-service";

export async function bringNextFreeTimesUpToDate(handle: DatabaseHandle): Promise<number> {
  const times = createNextFreeTimes(handle.db);
  const started = Date.now();
  let total = 0;
  for (;;) {
    const computed = await times.runDuePass();
    total += computed;
    if (computed === 0) break;
  }
  console.log(`${total} next free times computed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return total;
}
