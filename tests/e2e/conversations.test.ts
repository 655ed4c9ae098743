// Conversations end to end, across processes (docs/product/conversations.md): two server processes of
// the real build on one PostgreSQL server, as two nodes behind a load balancer, each person's browser
// on its own. A visitor sends a consultation request from the coach's profile; the coach answers in
// the Coach Workspace; the visitor follows the confirmation e-mail's link, creates an account with
// that address, reads the answer and replies; each side sees the other's new message without
// reloading, within a second of its sending, although their processes are different.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { connectDatabase } from "../../server/db/client";
import { CookieJar, uniqueEmail } from "../support/accounts";
import { assertNoPageProblems, browserForThisFile, gotoHydrated, hydrated, openPage } from "../support/browser";
import { insertCoach } from "../support/factories";
import { startRestartableDatabase, startServerProcess, untilHealth, type ServerProcess } from "../support/server-process";
import { makeTempDir } from "../support/temp-dir";
import { axeViolations } from "../support/axe";
import { openConsultation } from "./consultation-panel";

const PASSWORD = "a long test password";
const browser = browserForThisFile();
const database = await startRestartableDatabase();
// One data folder for both: whichever process delivers a message writes it to the same mailbox.
const dataDir = makeTempDir("conversations-mail");
const env = { DATABASE_URL: database.url, WEB_CONCURRENCY: "1", SEED_DEMO: "false", DATA_DIR: dataDir };
const visitorsNode = await startServerProcess(env);
await untilHealth(visitorsNode, 200);
const coachesNode = await startServerProcess(env);
await untilHealth(coachesNode, 200);
const db = connectDatabase(database.url, { max: 2 });
afterAll(() => db.close());

/** The newest e-mail to `to` whose subject matches, once a process has written it. */
async function mailTo(to: string, subject: RegExp): Promise<string> {
  const dir = path.join(dataDir, "mail");
  for (const deadline = Date.now() + 15_000; ;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".eml")) : [];
    for (const file of files.sort().reverse()) {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const address = parsed.to && !Array.isArray(parsed.to) ? parsed.to.text.toLowerCase() : "";
      if (address === to.toLowerCase() && subject.test(parsed.subject ?? "")) return parsed.text ?? "";
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pathOf = (link: string) => `${new URL(link).pathname}${new URL(link).search}`;

/** An account whose address is confirmed through the e-mailed link, made on `node`. */
async function confirmedAccount(node: ServerProcess, firstName: string, lastName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const signUp = await fetch(`${node.base}/api/auth/sign-up`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ firstName, lastName, email, password: PASSWORD }),
  });
  expect(signUp.status).toBe(201);
  const jar = new CookieJar().take(signUp);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w-]+/.exec(await mailTo(email, /^Confirm your e-mail address/))?.[0];
  const confirmed = await fetch(`${node.base}${pathOf(link!)}`, { headers: { cookie: jar.header }, redirect: "manual" });
  expect(confirmed.headers.get("location")).toBe("/verify-email?result=verified");
  return { email, userId: user.id };
}

/** A coach with a confirmed account linked to their profile, made on the coaches' node. */
async function coachWithAccount(node: ServerProcess) {
  const { email, userId } = await confirmedAccount(node, "Maya", "Lin");
  const coach = await insertCoach(db.db, { firstName: "Maya", lastName: "Lin", email }, { userId });
  return { email, coachId: coach.id };
}

/** A browser page on `node`, signed in as `email`. */
async function signedInPage(node: ServerProcess, viewport: "phone" | "desktop", email: string) {
  const opened = await openPage(browser(), viewport, { baseURL: node.base });
  const signIn = await opened.context.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  return opened;
}

/** A message typed into the conversation's box and sent; answers once the server has taken it. */
async function send(page: Page, text: string): Promise<number> {
  const box = await hydrated(page.getByLabel("Message", { exact: true }));
  await box.fill(text);
  const taken = page.waitForResponse(
    (response) => response.request().method() === "POST" && /\/messages$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole("button", { name: "Send", exact: true }).click();
  expect((await taken).status()).toBe(201);
  return Date.now();
}

/** The message arrives on the other side, live, within a second of the server taking it. */
async function arrivesLive(page: Page, text: string, sentAt: number) {
  await page.getByTestId("message").filter({ hasText: text }).waitFor({ timeout: 5_000 });
  expect(Date.now() - sentAt, `"${text}" took too long to arrive`).toBeLessThan(1_000);
}

describe("a consultation request becomes a conversation", () => {
  it("the coach answers in the workspace, the visitor opens the e-mailed link with a new account, and both see each other live", async () => {
    const { coachId, email: coachEmail } = await coachWithAccount(coachesNode);
    const visitorEmail = uniqueEmail("jordan");

    // The visitor, on the first node: a consultation request from the profile, signed out.
    const visitor = await openPage(browser(), "phone", { baseURL: visitorsNode.base });
    await gotoHydrated(visitor.page, `/coaches/${coachId}`);
    const panel = await openConsultation(visitor.page);
    await panel.getByLabel("First name").fill("Jordan");
    await panel.getByLabel("Last name").fill("Price");
    await panel.getByLabel("Email").fill(visitorEmail);
    await panel.getByLabel("Phone number").fill("(555) 010-2030");
    await panel.getByLabel("City or ZIP code").fill("Austin 78701");
    await panel.getByLabel("What brings you here today?").fill("We keep having the same argument about money.");
    await panel.getByRole("button", { name: "Send request" }).click();
    await visitor.page.getByText("Consultation Request Sent!").waitFor();

    // The coach, on the second node: the request is the first message of a conversation in Messages.
    const coach = await signedInPage(coachesNode, "desktop", coachEmail);
    await gotoHydrated(coach.page, "/coach/messages");
    expect(await axeViolations(coach.page)).toEqual([]);
    await coach.page.getByRole("link", { name: /^Jordan Price, 1 unread/ }).click();
    await coach.page.getByRole("heading", { level: 1, name: "Jordan Price" }).waitFor();
    await coach.page.getByText("We keep having the same argument about money.").waitFor();
    expect(await axeViolations(coach.page)).toEqual([]);
    await send(coach.page, "Hi Jordan, thanks for writing. Money fights are very common; shall we talk on Thursday?");

    // The visitor follows the confirmation e-mail's link and creates an account with that address.
    const confirmation = await mailTo(visitorEmail, /^We received your consultation request/);
    const link = /https?:\/\/\S+\/messages\/open\?token=[\w-]+/.exec(confirmation)?.[0];
    expect(link).toBeTruthy();
    await gotoHydrated(visitor.page, pathOf(link!));
    await visitor.page.getByRole("heading", { level: 1, name: "Your conversation with Maya Lin" }).waitFor();
    await visitor.page.getByRole("link", { name: "Create account", exact: true }).click();
    await visitor.page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("mode") === "signup");
    await visitor.page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const form = visitor.page.getByRole("form", { name: "Create account" });
    await expect(form.getByLabel("Email").inputValue()).resolves.toBe(visitorEmail);
    await form.getByLabel("First name").fill("Jordan");
    await form.getByLabel("Last name").fill("Price");
    await form.getByLabel("Password").fill(PASSWORD);
    await form.getByRole("button", { name: "Create account" }).click();
    await visitor.page.waitForURL((url) => url.pathname === "/messages/open");
    await visitor.page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await (await hydrated(visitor.page.getByRole("button", { name: "Open conversation" }))).click();
    await visitor.page.waitForURL((url) => /^\/messages\/[0-9a-f-]{36}$/.test(url.pathname));
    await visitor.page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await visitor.page.getByTestId("message").filter({ hasText: "shall we talk on Thursday?" }).waitFor();
    expect(await axeViolations(visitor.page)).toEqual([]);
    // Opening the link proved the address.
    await expect(visitor.page.request.get("/api/auth/user").then((r) => r.json())).resolves.toMatchObject({ emailVerified: true });

    // Each sees the other's new message live, on different processes.
    await gotoHydrated(coach.page, coach.page.url().replace(coachesNode.base, ""));
    const fromVisitor = await send(visitor.page, "Thursday evening works. Thank you!");
    await arrivesLive(coach.page, "Thursday evening works. Thank you!", fromVisitor);
    const fromCoach = await send(coach.page, "Great, 6 PM then. I'll send a booking.");
    await arrivesLive(visitor.page, "Great, 6 PM then. I'll send a booking.", fromCoach);
    // Read receipts follow: the visitor's page is open, so the coach's message is read.
    await coach.page.getByTestId("message").filter({ hasText: "Great, 6 PM then." }).getByText("Read").waitFor();

    assertNoPageProblems(visitor.problems);
    assertNoPageProblems(coach.problems);
  });
});

describe("'Message' on a profile", () => {
  it("a signed-in client writes the first message on its own page, keeps the draft through a reload, and the coach's list shows it live", async () => {
    const { coachId, email: coachEmail } = await coachWithAccount(coachesNode);
    const { email: clientEmail } = await confirmedAccount(visitorsNode, "Sam", "Rivera");
    const coach = await signedInPage(coachesNode, "desktop", coachEmail);
    await gotoHydrated(coach.page, "/coach/messages");
    await coach.page.getByText("No messages yet").waitFor();

    const client = await signedInPage(visitorsNode, "phone", clientEmail);
    await gotoHydrated(client.page, `/coaches/${coachId}`);
    await (await hydrated(client.page.getByRole("link", { name: "Message", exact: true }))).click();
    await client.page.waitForURL((url) => url.pathname === "/messages/new" && url.searchParams.get("coach") === coachId);
    await client.page.getByRole("heading", { level: 1, name: "Message Maya" }).waitFor();
    await (await hydrated(client.page.getByLabel("Your message"))).fill("Hello Maya, do you work with couples who live apart?");
    await gotoHydrated(client.page, `/messages/new?coach=${coachId}`);
    await expect(client.page.getByLabel("Your message").inputValue()).resolves.toBe("Hello Maya, do you work with couples who live apart?");
    expect(await axeViolations(client.page)).toEqual([]);

    const taken = client.page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/conversations",
    );
    await client.page.getByRole("button", { name: "Send", exact: true }).click();
    expect((await taken).status()).toBe(201);
    await client.page.waitForURL((url) => /^\/messages\/[0-9a-f-]{36}$/.test(url.pathname));
    const conversationPath = new URL(client.page.url()).pathname;
    await client.page.getByTestId("message").filter({ hasText: "couples who live apart?" }).waitFor();

    // The coach's list, open on the other process, shows the new conversation without a reload.
    await coach.page.getByRole("link", { name: /^Sam Rivera, 1 unread/ }).waitFor({ timeout: 5_000 });

    // 'Message' again leads to the same conversation, and nothing of the draft is left behind.
    await gotoHydrated(client.page, `/messages/new?coach=${coachId}`);
    expect(new URL(client.page.url()).pathname).toBe(conversationPath);

    assertNoPageProblems(client.problems);
    assertNoPageProblems(coach.problems);
  });
});
