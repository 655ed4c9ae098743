// Stored cross-site scripting: payloads from public lists pushed through every text staff or
// visitors can write (blog posts, coach names and bios, staff reviews, coach applications,
// consultation requests), then rendered in Chromium where visitors and staff see them. The pages are
// opened with the Content Security Policy bypassed, so what is tested is the escaping and the
// sanitizer themselves (the policy is a second wall, checked in security-headers.test.ts).
//
// A payload "runs" if it calls window.__xss(n) (exposed to every page and frame), opens a dialog
// (alert/confirm/prompt), or leaves an executable construct in the DOM (an on* attribute, a
// javascript:/data: address, an iframe srcdoc, a <base> or refresh <meta>). Each page waits for a
// control payload of the same kind, inserted by the test itself, to fire before judging: proof that
// the detector works and that the page's own payloads had their chance.
import { randomBytes } from "node:crypto";
import { gte, inArray, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, coachApplications, coaches, emailOutbox } from "../../server/db/schema";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, openPage, type WatchedPage } from "../support/browser";
import { connectE2eDatabase } from "../support/e2e-database";
import { signInContext } from "../support/e2e-accounts";

// Payloads adapted from the OWASP "XSS Filter Evasion Cheat Sheet" and PortSwigger's "Cross-site
// scripting (XSS) cheat sheet" (their classic vectors, each made to report through __xss(n)).
const PAYLOADS: string[] = [
  "<script>__xss(1)</script>",
  "<ScRiPt>__xss(2)</sCrIpT>",
  "<img src=x onerror=__xss(3)>",
  "<svg onload=__xss(4)>",
  "<svg><script>__xss(5)</script></svg>",
  '<a href="javascript:__xss(6)">link six</a>',
  '<a href="JaVaScRiPt:__xss(7)">link seven</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(8)">link eight</a>',
  '<iframe srcdoc="<script>parent.__xss(9)</script>"></iframe>',
  '<iframe src="javascript:parent.__xss(10)"></iframe>',
  '"><script>__xss(11)</script>',
  "'><img src=x onerror=__xss(12)>",
  "{{constructor.constructor('__xss(13)')()}}",
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTQpPC9zY3JpcHQ+">link fourteen</a>',
  '<object data="data:text/html,<script>parent.__xss(15)</script>"></object>',
  '<div style="background-image:url(javascript:__xss(16))">style sixteen</div>',
  '<div style="width:expression(__xss(17))">style seventeen</div>',
  "<body onload=__xss(18)>",
  "<details open ontoggle=__xss(19)>",
  "<input autofocus onfocus=__xss(20)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=__xss(21)>",
  '<noscript><p title="</noscript><img src=x onerror=__xss(22)>">',
  '<img src="x" onerror="&#95;&#95;xss(23)">',
  "<svg><animate onbegin=__xss(24) attributeName=x dur=1s>",
  "<video><source onerror=__xss(25)></video>",
  '<form action="javascript:__xss(26)"><button>button 26</button></form>',
  '<base href="javascript:__xss(27)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(28)">',
  "<img src=x:alert(29) onerror=eval(src)>",
  "<scr<script>ipt>__xss(30)</scr</script>ipt>",
  "</script><script>__xss(31)</script>",
  "</title><script>__xss(32)</script>",
  "</textarea><script>__xss(33)</script>",
];

const run = randomBytes(3).toString("hex");
const database = connectE2eDatabase();
const { db } = database;
const browser = browserForThisFile();

/** Packs payloads into texts of at most `max` characters, each text as full as it can be. */
function pack(max: number, payloads = PAYLOADS, separator = " "): string[] {
  const texts: string[] = [];
  for (const payload of payloads) {
    const last = texts.at(-1);
    if (last !== undefined && last.length + separator.length + payload.length <= max)
      texts[texts.length - 1] = `${last}${separator}${payload}`;
    else texts.push(payload);
  }
  return texts;
}

const all = PAYLOADS.join(" ");
/**
 * In post HTML, an unclosed <svg>, <style>, <math>… swallows everything after it (the sanitizer drops
 * such elements with their content, as a browser would read them): the payloads whose words should
 * survive come first.
 */
const SWALLOWING = /<(svg|math|style|script|noscript|iframe|object|textarea)\b/i;
const BLOG_CONTENT_ORDER = [...PAYLOADS.filter((p) => !SWALLOWING.test(p)), ...PAYLOADS.filter((p) => SWALLOWING.test(p))];
const COACH_FIRST = `Xss${run} <img src=x onerror=__xss(801)>`;
const COACH_LAST = `"><svg onload=__xss(802)>`;
const POST_TITLE = `Probe ${run} </title><script>__xss(901)</script><img src=x onerror=__xss(902)>`;
const POST_DESCRIPTION = `"><script>__xss(903)</script> ${pack(400)[0]}`;
const POST_SLUG = `xss-probe-${run}`;
const APPLICANT_FIRST = `App${run} <svg onload=__xss(701)>`;
const APPLICANT_LAST = `'><img src=x onerror=__xss(702)>`;
const VISITOR_FIRST = `Visitor${run} <img src=x onerror=__xss(601)>`;
const VISITOR_LAST = `<script>__xss(602)</script>`;

let startedAt: Date;
let coachId = "";
let applicationId = "";
let reviewTexts: string[] = [];

beforeAll(async () => {
  startedAt = new Date();
  const setup = await openPage(browser(), "desktop");
  await signInContext(setup.context, { admin: true });
  const api = setup.context.request;
  const ok = async (response: Awaited<ReturnType<typeof api.post>>, what: string) => {
    if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
    return response.json() as Promise<{ id: string }>;
  };

  await ok(
    await api.post("/api/admin/blog-posts", {
      data: {
        title: POST_TITLE,
        slug: POST_SLUG,
        description: POST_DESCRIPTION,
        content: `<p>Start ${run}</p>${BLOG_CONTENT_ORDER.join("\n")}`,
        tags: ["<svg onload=__xss(904)>", "safe"],
        metaDescription: `"><script>__xss(905)</script>`,
        isPublished: true,
      },
    }),
    "blog post",
  );

  const bio = all.slice(0, 4000);
  coachId = (
    await ok(
      await api.post("/api/admin/coaches", {
        data: {
          firstName: COACH_FIRST,
          lastName: COACH_LAST,
          email: `xss-coach-${run}@example.com`,
          title: "",
          bio,
          experience: 5,
          hourlyRate: "100.00",
          specializations: ["Couples Therapy", "<svg onload=__xss(803)>"],
          availability: ["weekdays"],
          sessionTypes: ["Individual"],
          languages: ["English"],
          location: `<img src=x onerror=__xss(804)>`,
          certifications: ["<img src=x onerror=__xss(805)>"],
          isActive: true,
        },
      }),
      "coach",
    )
  ).id;

  // Staff reviews: comments hold at most 150 characters, the client's name 100.
  reviewTexts = pack(150);
  const names = pack(100);
  for (const [index, comment] of reviewTexts.entries()) {
    await ok(
      await api.post("/api/admin/reviews", { data: { coachId, rating: 4, comment, clientName: names[index % names.length] } }),
      "review",
    );
  }

  const long = (min: number) => {
    const text = pack(4000)[0];
    return text.length >= min ? text : `${text} ${"x".repeat(min)}`;
  };
  applicationId = (
    await ok(
      await api.post("/api/coach-applications", {
        data: {
          firstName: APPLICANT_FIRST,
          lastName: APPLICANT_LAST,
          email: `xss-applicant-${run}@example.com`,
          phone: "(555) 010-2030",
          location: "Florida",
          title: "<script>__xss(703)</script> Coach",
          bio: long(50),
          experience: 3,
          hourlyRate: "90",
          specializations: ["Communication Skills"],
          sessionTypes: ["Couples Coaching"],
          availability: ["Evenings"],
          languages: ["English"],
          certifications: ["<img src=x onerror=__xss(704)>", "LMFT"],
          education: "<svg onload=__xss(705)>",
          currentPractice: "'><img src=x onerror=__xss(706)>",
          motivation: long(50),
          approach: long(50),
          experience_description: long(50),
          agreesToTerms: true,
          agreesToBackground: true,
          isActive: false,
        },
      }),
      "application",
    )
  ).id;

  await ok(
    await api.post("/api/consultations/request", {
      data: {
        firstName: VISITOR_FIRST,
        lastName: VISITOR_LAST,
        email: `xss-visitor-${run}@example.com`,
        phoneNumber: "(555) 010-3040",
        sessionType: "Free 15 mins consultation",
        location: "<svg onload=__xss(603)>",
        sessionFormat: "virtual",
        reasonForVisit: all.slice(0, 2000),
        coachId,
      },
    }),
    "consultation request",
  );
  await setup.context.close();
});

afterAll(async () => {
  await db.delete(blogPosts).where(inArray(blogPosts.slug, [POST_SLUG]));
  if (applicationId) await db.delete(coachApplications).where(inArray(coachApplications.id, [applicationId]));
  // Reviews and consultation requests go with the coach.
  if (coachId) await db.delete(coaches).where(inArray(coaches.id, [coachId]));
  if (startedAt) await db.delete(emailOutbox).where(gte(emailOutbox.createdAt, startedAt));
});

// ---- Detection ----------------------------------------------------------------------------------------

interface Probe extends WatchedPage {
  fired: number[];
  dialogs: string[];
}

async function probePage(options: { admin?: boolean } = {}): Promise<Probe> {
  const watched = await openPage(browser(), "desktop", { bypassCSP: true });
  const fired: number[] = [];
  const dialogs: string[] = [];
  await watched.context.exposeFunction("__xss", (n: number) => void fired.push(Number(n)));
  watched.page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (options.admin) await signInContext(watched.context, { admin: true });
  // Payload images point at "x": the broken-image requests are expected.
  watched.expectNotFound();
  return { ...watched, fired, dialogs };
}

/** Executable constructs left in the page (nothing of the page's own uses any of them). */
function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scriptish = /^\s*(javascript|vbscript|data):/i;
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith("on")) found.push(`<${element.localName} ${name}>`);
        if (["href", "src", "action", "formaction", "data", "xlink:href"].includes(name) && scriptish.test(attribute.value))
          found.push(`<${element.localName} ${name}=${attribute.value}>`);
        if (name === "srcdoc") found.push(`<${element.localName} srcdoc>`);
        if (name === "style" && /expression\(|javascript:/i.test(attribute.value))
          found.push(`<${element.localName} style=${attribute.value}>`);
      }
    }
    for (const element of Array.from(document.querySelectorAll("base, body meta[http-equiv], object, embed")))
      found.push(`<${element.localName}>`);
    // The server's own scripts carry the response's nonce (structured data is not executed); a
    // script without one came from content. Payload text inside the hydration data is a JSON string:
    // a break-out from it would run, and shows up as a call to __xss instead.
    for (const script of Array.from(document.scripts)) {
      if (!script.hasAttribute("nonce") && script.type !== "application/ld+json") found.push(`<script>${script.text.slice(0, 80)}`);
    }
    return found;
  });
}

/** Fires a control payload of our own and waits for it: the page's payloads have had their turn. */
async function settle(probe: Probe): Promise<void> {
  await probe.page.evaluate(() => {
    const control = document.createElement("div");
    control.id = "xss-control";
    control.innerHTML = '<img src="x-control" onerror="__xss(0)">';
    document.body.append(control);
  });
  await expect.poll(() => probe.fired.includes(0), { timeout: 5_000 }).toBe(true);
  await probe.page.evaluate(() => document.getElementById("xss-control")?.remove());
}

async function expectInert(probe: Probe): Promise<void> {
  await settle(probe);
  expect(await dangerousMarkup(probe.page)).toEqual([]);
  expect(
    probe.fired.filter((n) => n !== 0),
    "payloads that ran",
  ).toEqual([]);
  expect(probe.dialogs, "dialogs opened by payloads").toEqual([]);
  assertNoPageProblems(probe.problems);
}

const normalize = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/** Each text is shown as text (escaped), not swallowed or interpreted. */
async function expectShownAsText(page: Page, scope: string, texts: string[]) {
  const shown = normalize(await page.locator(scope).first().textContent());
  for (const text of texts) expect(shown, `${scope} shows ${text}`).toContain(normalize(text));
}

async function gotoAndProbe(probe: Probe, path: string) {
  const response = await gotoHydrated(probe.page, path);
  expect(response?.status()).toBe(200);
}

// ---- Where the payloads are shown --------------------------------------------------------------------

describe("visitors", () => {
  it("the blog post: sanitized content, title and description shown as text", async () => {
    const probe = await probePage();
    await gotoAndProbe(probe, `/blog/${POST_SLUG}`);
    await expectInert(probe);
    await expectShownAsText(probe.page, "main", [POST_TITLE]);
    const body = normalize(await probe.page.locator(".article-body").textContent());
    // The sanitizer keeps the words of what it disarms (a link's text without its javascript: address).
    for (const words of [`Start ${run}`, "link six", "link seven", "link eight", "link fourteen", "style sixteen"])
      expect(body).toContain(words);
    expect(await probe.page.title()).toContain(`Probe ${run} </title><script>`);
  });

  it("the blog index", async () => {
    const probe = await probePage();
    await gotoAndProbe(probe, "/blog");
    await expectInert(probe);
    await expectShownAsText(probe.page, "main", [POST_TITLE]);
  });

  it("the coach profile: names, bio, lists and every review shown as text", async () => {
    const probe = await probePage();
    await gotoAndProbe(probe, `/coaches/${coachId}`);
    await probe.page.getByText(reviewTexts[0], { exact: false }).first().waitFor();
    await expectInert(probe);
    await expectShownAsText(probe.page, "main", [
      COACH_FIRST,
      COACH_LAST,
      ...PAYLOADS.slice(0, 5),
      "<svg onload=__xss(803)>",
      ...reviewTexts,
    ]);
  });
});

describe("staff", () => {
  it("the admin portal: the coach row and the consultation request shown as text", async () => {
    const probe = await probePage({ admin: true });
    await gotoAndProbe(probe, "/admin");
    const row = probe.page.getByTestId("admin-coach-row").filter({ hasText: `Xss${run}` });
    await row.waitFor();
    const request = probe.page.getByTestId("consultation-request").filter({ hasText: `Visitor${run}` });
    await request.waitFor();
    await expectInert(probe);
    expect(normalize(await row.textContent())).toContain(normalize(PAYLOADS.slice(0, 3).join(" ")));
    expect(normalize(await request.textContent())).toContain(normalize(all.slice(0, 2000)));
    expect(normalize(await request.textContent())).toContain(normalize(`${VISITOR_FIRST} ${VISITOR_LAST}`));
  });

  it("the applications page and its View Details dialog", async () => {
    const probe = await probePage({ admin: true });
    await gotoAndProbe(probe, "/admin/applications");
    const card = probe.page.getByTestId("application-card").filter({ hasText: `App${run}` });
    await card.waitFor();
    await card.getByRole("button", { name: "View Details" }).click();
    const dialog = probe.page.getByRole("dialog");
    await dialog.waitFor();
    await expectInert(probe);
    const shown = normalize(await dialog.textContent());
    for (const text of [
      APPLICANT_FIRST,
      APPLICANT_LAST,
      "<svg onload=__xss(705)>",
      "'><img src=x onerror=__xss(706)>",
      ...PAYLOADS.slice(0, 10),
    ])
      expect(shown).toContain(normalize(text));
  });

  it("the blog manager", async () => {
    const probe = await probePage({ admin: true });
    await gotoAndProbe(probe, "/admin/blogs");
    await probe.page.getByText(`Probe ${run}`).first().waitFor();
    await expectInert(probe);
  });
});

describe("e-mails", () => {
  it("carry the visitor's and applicant's words escaped in their HTML part", async () => {
    const rows = await db
      .select({ kind: emailOutbox.kind, html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(
        sql`${emailOutbox.createdAt} >= ${startedAt} and (${emailOutbox.textBody} like ${`%${run}%`} or ${emailOutbox.subject} like ${`%${run}%`})`,
      );
    expect(rows.length).toBeGreaterThan(0);
    // Escaped, a payload's text may stay ("onerror=" as words); its markup may not.
    const markup = [...PAYLOADS, VISITOR_FIRST, VISITOR_LAST, APPLICANT_FIRST, APPLICANT_LAST].flatMap(
      (p) => p.match(/<[a-z][^>]*>/gi) ?? [],
    );
    for (const row of rows) {
      for (const tag of markup) expect(row.html ?? "", `${row.kind} HTML contains ${tag}`).not.toContain(tag);
    }
  });
});
