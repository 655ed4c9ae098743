// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every script and style
// sheet of the browser build (build/client/assets), which the server sends to a browser that takes
// that encoding (server/lib/precompressed-assets.ts, docs/decisions/100-precompressed-assets.md).
// Compressing per request would use a fast, weaker setting; hashed assets never change, so they are
// compressed once, as tightly as the formats allow.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const assets = path.resolve("build/client/assets");
let plain = 0;
let brotli = 0;
for (const name of fs.readdirSync(assets)) {
  if (!/\.(js|css)$/.test(name)) continue;
  const file = path.join(assets, name);
  const body = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  plain += body.length;
  brotli += br.length;
}
console.log(`assets precompressed: ${Math.round(plain / 1000)} KB of scripts and styles, ${Math.round(brotli / 1000)} KB as brotli`);
