// The page's HTML on its way to the response: React Router's preloads taken out of <head> and its
// bootstrap deferred, whatever the pieces React writes and however its flushes cut them.
import { describe, expect, it } from "vitest";
import { paintBeforeScripts } from "./paint-before-scripts.server";

const MANIFEST = JSON.stringify({ entry: { module: "/assets/entry.client.js", imports: [] }, routes: { root: { id: "root" } } }, null, 2);
const BOOTSTRAP =
  '<script nonce="n" type="module" async="">import "/assets/manifest.js";\n' +
  'import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/coaches.js";\n' +
  `  window.__reactRouterManifest = ${MANIFEST};\n` +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/coaches":route1};\n\nimport("/assets/entry.client.js");</script>';
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  "<body><main><h1>Find Coach</h1><p>Cafés à Zürich — “quotes”</p></main>" +
  `<script nonce="n">window.__reactRouterContext = {};</script>${BOOTSTRAP}` +
  '<div hidden id="S:0"><p>Later part</p></div><script nonce="n">$RC("B:0","S:0")</script></body></html>';

/**
 * Writes `page` as React would: in `pieces` (byte offsets), calling the stream's flush() after the
 * pieces listed in `flushAfter`, then ends it; answers what came out and how many chunks.
 */
async function run(page: string, pieces: number[], flushAfter: Set<number>) {
  const bytes = Buffer.from(page);
  const stream = paintBeforeScripts(() => {}) as ReturnType<typeof paintBeforeScripts> & { flush(): void };
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  let from = 0;
  [...pieces, bytes.length].forEach((to, index) => {
    stream.write(bytes.subarray(from, to));
    from = to;
    if (flushAfter.has(index)) stream.flush();
  });
  stream.end();
  await ended;
  return { html: Buffer.concat(out).toString("utf8"), chunks: out.length };
}

function expectRewritten(html: string) {
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  expect(html).toContain("await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));");
  expect(html).toContain('for (const href of ["/assets/entry.client.js","/assets/root.js"])');
  expect(html).toContain('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/coaches.js")]);');
  expect(html).not.toContain("import * as");
  // The manifest compact, the text around the scripts exactly as React wrote it.
  expect(html).toContain(`window.__reactRouterManifest = ${JSON.stringify(JSON.parse(MANIFEST))};`);
  expect(html).toContain("<p>Cafés à Zürich — “quotes”</p>");
  expect(html.startsWith('<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet"')).toBe(true);
  expect(html.endsWith('<script nonce="n">$RC("B:0","S:0")</script></body></html>')).toBe(true);
}

describe("paintBeforeScripts", () => {
  it("rewrites a page written in one piece", async () => {
    expectRewritten((await run(PAGE, [], new Set())).html);
  });

  it("passes on what React wrote since its last flush as one chunk", async () => {
    const cuts = Array.from({ length: Math.floor(Buffer.byteLength(PAGE) / 64) }, (_, i) => (i + 1) * 64);
    const shellEnd = cuts.findIndex((at) => at > Buffer.byteLength(PAGE) - 90);
    const { html, chunks } = await run(PAGE, cuts, new Set([shellEnd - 1]));
    expectRewritten(html);
    expect(chunks).toBe(2);
  });

  it("holds back a tag, a preload or a script cut by a flush, and a character cut in its bytes", async () => {
    const bytes = Buffer.from(PAGE);
    const at = (text: string, offset: number) => bytes.indexOf(text) + offset;
    for (const cut of [
      at('<link rel="modulepreload" href="/assets/root.js"', 10),
      at('<link rel="modulepreload" href="/assets/root.js"', 30),
      at("window.__reactRouterRouteModules", 5),
      at("<script nonce", 3),
      at("</script>", 4),
      at("ü", 1),
    ]) {
      const { html } = await run(PAGE, [cut], new Set([0]));
      expectRewritten(html);
    }
  });

  it("flushes a flush's part at once when nothing in it waits (the stream stays live)", async () => {
    const shell = PAGE.indexOf('<div hidden id="S:0">');
    const bytes = Buffer.from(PAGE);
    const stream = paintBeforeScripts(() => {}) as ReturnType<typeof paintBeforeScripts> & { flush(): void };
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    stream.write(bytes.subarray(0, Buffer.byteLength(PAGE.slice(0, shell))));
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(out).toString("utf8")).toContain("requestAnimationFrame");
    stream.end(bytes.subarray(Buffer.byteLength(PAGE.slice(0, shell))));
  });

  it("leaves a page without React Router's bootstrap as it was (an error page written whole)", async () => {
    const page = "<!DOCTYPE html><html><body><h1>Briefly unavailable</h1></body></html>";
    expect((await run(page, [20], new Set([0]))).html).toBe(page);
  });
});
