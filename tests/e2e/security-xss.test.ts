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
import { eq, gte, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, coachApplications, coaches, emailOutbox } from "../../server/db/schema";
import { browserForThisFile, openPage } from "../support/browser";
import { connectE2eDatabase } from "../support/e2e-database";
import { signInContext } from "../support/e2e-accounts";
import { expectInert, expectShownAsText, gotoAndProbe, normalize, probePage } from "./xss-detection";
import {
  all,
  APPLICANT_FIRST,
  APPLICANT_LAST,
  COACH_FIRST,
  COACH_LAST,
  pack,
  PAYLOADS,
  POST_SLUG,
  POST_TITLE,
  run,
  VISITOR_FIRST,
  VISITOR_LAST,
} from "./xss-payloads";
import { storeApplication, storeBlogPost, storeCoach, storeConsultationRequest, storeReviews } from "./xss-stored-content";

const database = connectE2eDatabase();
const { db } = database;
const browser = browserForThisFile();

let startedAt: Date;
let coachId = "";
let applicationId = "";
let reviewTexts: string[] = [];

beforeAll(async () => {
  startedAt = new Date();
  const setup = await openPage(browser(), "desktop");
  await signInContext(setup.context, { admin: true });
  const api = setup.context.request;
  await storeBlogPost(api);
  coachId = await storeCoach(api);
  reviewTexts = await storeReviews(api, coachId);
  applicationId = await storeApplication(api);
  await storeConsultationRequest(api, coachId);
  await setup.context.close();
});

afterAll(async () => {
  await db.delete(blogPosts).where(inArray(blogPosts.slug, [POST_SLUG]));
  if (applicationId) await db.delete(coachApplications).where(inArray(coachApplications.id, [applicationId]));
  // Reviews and consultation requests go with the coach.
  if (coachId) await db.delete(coaches).where(inArray(coaches.id, [coachId]));
  if (startedAt) await db.delete(emailOutbox).where(gte(emailOutbox.createdAt, startedAt));
});

// ---- Where the payloads are shown --------------------------------------------------------------------

describe("conversations", () => {
  it("the coach's Messages, the visitor's request and a client's messages, both sides: every message shown as text", async () => {
    // The stored coach runs its workspace from a new account; a client writes every payload to it and the coach answers with them.
    const coach = await probePage(browser());
    const coachAccount = await signInContext(coach.context, { firstName: "Casey", lastName: `Inbox${run}` });
    await db
      .update(coaches)
      .set({ userId: sql`(select id from users where lower(email) = lower(${coachAccount.email}))` })
      .where(eq(coaches.id, coachId));
    const client = await probePage(browser());
    await signInContext(client.context, { firstName: `Client${run}`, lastName: "Writer" });
    const texts = pack(2000);
    const started = await client.context.request.post("/api/conversations", { data: { coachId, body: texts[0] } });
    expect(started.status()).toBe(201);
    const { id } = (await started.json()) as { id: string };
    for (const body of texts.slice(1))
      expect((await client.context.request.post(`/api/conversations/${id}/messages`, { data: { body } })).status()).toBe(201);
    for (const body of texts)
      expect((await coach.context.request.post(`/api/conversations/${id}/messages`, { data: { body } })).status()).toBe(201);

    await gotoAndProbe(coach, "/coach/messages");
    await expectShownAsText(coach.page, '[data-testid="conversation-list"]', [`${VISITOR_FIRST} ${VISITOR_LAST}`]);
    await expectInert(coach);
    const listed = (await (await coach.context.request.get("/api/conversations?role=coach")).json()) as { id: string; startedBy: string }[];
    const request = listed.find((conversation) => conversation.startedBy === "consultation");
    expect(request).toBeTruthy();
    await gotoAndProbe(coach, `/coach/messages/${request!.id}`);
    await expectShownAsText(coach.page, "main", [VISITOR_FIRST, all.slice(0, 2000).trim()]);
    await expectInert(coach);
    await gotoAndProbe(coach, `/coach/messages/${id}`);
    await expectShownAsText(coach.page, "main", texts);
    await expectInert(coach);

    await gotoAndProbe(client, "/messages");
    await expectShownAsText(client.page, '[data-testid="conversation-list"]', [COACH_FIRST, COACH_LAST]);
    await expectInert(client);
    await gotoAndProbe(client, `/messages/${id}`);
    await expectShownAsText(client.page, "main", [COACH_FIRST, ...texts]);
    await expectInert(client);
  });
});

describe("visitors", () => {
  it("the blog post: sanitized content, title and description shown as text", async () => {
    const probe = await probePage(browser());
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
    const probe = await probePage(browser());
    await gotoAndProbe(probe, "/blog");
    await expectInert(probe);
    await expectShownAsText(probe.page, "main", [POST_TITLE]);
  });

  it("the coach profile: names, bio, lists and every review shown as text", async () => {
    const probe = await probePage(browser());
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
    const probe = await probePage(browser(), { admin: true });
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
    const probe = await probePage(browser(), { admin: true });
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
    const probe = await probePage(browser(), { admin: true });
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
