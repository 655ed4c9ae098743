// Bundles the Node server (server/index.ts and what it imports from server/ and common/) into
// build/server-app/index.js. Packages stay external (they are in node_modules). The committed
// migrations are copied beside the bundle, where server/db/migrate.ts looks for them.
import { build } from "esbuild";
import fs from "node:fs";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server-app/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // vite is only used by the development server; never load it in production.
  external: ["vite"],
});

fs.rmSync("build/server-app/migrations", { recursive: true, force: true });
fs.cpSync("server/db/migrations", "build/server-app/migrations", { recursive: true });
fs.writeFileSync("build/server-app/BUILD_ID", `${new Date().toISOString()}\n`);
console.log("server bundle written to build/server-app/");
