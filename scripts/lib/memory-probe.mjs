// Preloaded into the benchmark's server processes (`node --expose-gc --import …/memory-probe.mjs`;
// cluster workers inherit both): on SIGUSR2 a process collects its garbage fully and writes
// process.memoryUsage() to MEMORY_PROBE_DIR/<pid>.json. A heap read from outside /proc would include
// whatever garbage waits for the next collection; this tells `npm run bench` what live objects hold.
// Production never loads it, and nothing in the server listens to SIGUSR2.
import fs from "node:fs";
import path from "node:path";

const directory = process.env.MEMORY_PROBE_DIR;
if (directory) {
  process.on("SIGUSR2", () => {
    globalThis.gc?.();
    const file = path.join(directory, `${process.pid}.json`);
    // Written aside, then renamed: the reader never sees half a file.
    fs.writeFileSync(`${file}.part`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${file}.part`, file);
  });
}
