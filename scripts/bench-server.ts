// The benchmark's server: the production bundle (build/server-app/index.js) started with one switch
// that configuration can never reach: whether profile views are counted. `npm run bench` starts this
// file with an IPC channel and flips the switch between scenarios ({ countProfileViews: boolean }),
// so one warm server is measured with counting on and off. Production starts build/server-app
// directly, where the override does not exist and views are always counted.
import path from "node:path";
import { pathToFileURL } from "node:url";

let countProfileViews = true;
process.on("message", (message: unknown) => {
  if (typeof message === "object" && message !== null && "countProfileViews" in message) {
    countProfileViews = (message as { countProfileViews: unknown }).countProfileViews === true;
    process.send?.({ countProfileViews });
  }
});

(globalThis as Record<symbol, unknown>)[Symbol.for("kindred.manual-start")] = true;
const entry = path.resolve("build/server-app/index.js");
const { main } = (await import(pathToFileURL(entry).href)) as { main: (overrides: object) => Promise<void> };
await main({ countProfileViews: () => countProfileViews });
