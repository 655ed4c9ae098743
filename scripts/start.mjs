// `npm start`: builds first when there is no build (a fresh clone), then runs the server in this
// same process group so Ctrl-C and SIGTERM reach it directly.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const required = ["build/server-app/index.js", "build/server/index.js", "build/client"];
if (!required.every((file) => fs.existsSync(file))) {
  console.log("No build found: building Kindred (this takes a minute on the first start)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}
process.env.NODE_ENV ??= "production";
await import(new URL("../build/server-app/index.js", import.meta.url).href);
