// Screenshots of pages at phone and desktop widths, for looking at what we built.
// Usage: npx tsx scripts/screenshots.ts http://localhost:3000 / /coaches /about
// Writes .tmp/screenshots/<name>-<viewport>.png (full page).
import fs from "node:fs";
import { chromium } from "playwright-core";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = ".tmp/screenshots";
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
for (const path of paths.length ? paths : ["/"]) {
  for (const [name, options] of Object.entries(viewports)) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl).toString(), { waitUntil: "networkidle" });
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE !== "false" });
    console.log(file);
    await context.close();
  }
}
await browser.close();
