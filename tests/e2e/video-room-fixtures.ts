// What the video room's browser tests share: two server processes of the real build on one PostgreSQL
// server (the client's and the coach's), accounts with confirmed addresses, video bookings made in the
// database, and pages with Chromium's fake camera and microphone that record every RTCPeerConnection the
// room makes (optionally forced to relay through TURN).
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, expect } from "vitest";
import { connectDatabase } from "../../server/db/client";
import { users, type bookings } from "../../server/db/schema";
import { uniqueEmail } from "../support/accounts";
import { insertPaidVideoSession } from "../support/bookings";
import { browserForThisFile, FAKE_MEDIA_FLAGS, openPage, type WatchedPage } from "../support/browser";
import { insertCoach } from "../support/factories";
import { startRestartableDatabase, startServerProcess, untilHealth, type ServerProcess } from "../support/server-process";
import { makeTempDir } from "../support/temp-dir";

const PASSWORD = "a long test password";

export async function videoRoomSetup(extraEnv: Record<string, string> = {}) {
  const browser = browserForThisFile(FAKE_MEDIA_FLAGS);
  const database = await startRestartableDatabase();
  const env = {
    DATABASE_URL: database.url,
    WEB_CONCURRENCY: "1",
    SEED_DEMO: "false",
    DATA_DIR: makeTempDir("video-sessions"),
    ...extraEnv,
  };
  const clientsNode = await startServerProcess(env);
  await untilHealth(clientsNode, 200);
  const coachesNode = await startServerProcess(env);
  await untilHealth(coachesNode, 200);
  const db = connectDatabase(database.url, { max: 2 });
  afterAll(() => db.close());

  /** An account with a confirmed address (the confirmation itself is tested elsewhere). */
  async function account(node: ServerProcess, firstName: string, lastName: string, role: "user" | "admin" = "user") {
    const email = uniqueEmail(firstName.toLowerCase());
    const signUp = await fetch(`${node.base}/api/auth/sign-up`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ firstName, lastName, email, password: PASSWORD }),
    });
    expect(signUp.status).toBe(201);
    const { user } = (await signUp.json()) as { user: { id: string } };
    await db.db.update(users).set({ emailVerified: true, role }).where(eq(users.id, user.id));
    return { email, userId: user.id };
  }

  /** A coach whose profile is linked to a new account. */
  async function coachWithAccount(firstName: string, lastName: string) {
    const linked = await account(coachesNode, firstName, lastName);
    const coach = await insertCoach(db.db, { firstName, lastName, email: linked.email }, { userId: linked.userId });
    return { ...linked, coachId: coach.id };
  }

  /** A confirmed, paid video session of the client with the coach, starting in `startsInMinutes`. */
  async function videoBooking(
    clientId: string,
    coachId: string,
    startsInMinutes: number,
    overrides: Partial<typeof bookings.$inferInsert> = {},
  ) {
    return insertPaidVideoSession(db.db, {
      clientId,
      coachId,
      firstName: "Sam",
      lastName: "Rivera",
      email: uniqueEmail("sam"),
      sessionType: "Individual",
      scheduledDate: new Date(Date.now() + startsInMinutes * 60_000),
      amountCents: 12_000,
      ...overrides,
    });
  }

  /** A page signed in as `email` on `node`; `relayOnly` makes every connection use TURN only. */
  async function signedIn(
    node: ServerProcess,
    email: string,
    viewport: "phone" | "desktop" = "desktop",
    relayOnly = false,
  ): Promise<WatchedPage> {
    const opened = await openPage(browser(), viewport, { baseURL: node.base });
    await opened.context.addInitScript((relay: boolean) => {
      const Original = window.RTCPeerConnection;
      const peers: RTCPeerConnection[] = [];
      (window as unknown as { __peers: RTCPeerConnection[] }).__peers = peers;
      window.RTCPeerConnection = class extends Original {
        constructor(configuration: RTCConfiguration = {}) {
          super(relay ? { ...configuration, iceTransportPolicy: "relay" } : configuration);
          peers.push(this);
        }
      };
    }, relayOnly);
    const signIn = await opened.context.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(200);
    return opened;
  }

  return { browser, db, clientsNode, coachesNode, account, coachWithAccount, videoBooking, signedIn };
}

/** The newest connection's state, the video frames it decoded and the kind of its local candidate in use. */
export function newestPeer(page: Page) {
  return page.evaluate(async () => {
    const pc = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.at(-1);
    if (!pc) return { state: "none", framesDecoded: 0, localCandidateType: "" };
    let framesDecoded = 0;
    let selectedPairId = "";
    const pairs = new Map<string, string>();
    const candidateTypes = new Map<string, string>();
    (await pc.getStats()).forEach((report: Record<string, unknown>) => {
      if (report.type === "inbound-rtp" && report.kind === "video") framesDecoded += Number(report.framesDecoded ?? 0);
      // The pair the connection uses is the one its transport names (the `nominated` flag of a pair's
      // stats can lag behind the connection's state).
      if (report.type === "transport" && report.selectedCandidatePairId) selectedPairId = String(report.selectedCandidatePairId);
      if (report.type === "candidate-pair") pairs.set(String(report.id), String(report.localCandidateId));
      if (report.type === "local-candidate") candidateTypes.set(String(report.id), String(report.candidateType));
    });
    const localCandidateType = candidateTypes.get(pairs.get(selectedPairId) ?? "") ?? "";
    return { state: pc.connectionState, framesDecoded, localCandidateType };
  });
}

/** Waits until the page's newest connection is connected and has decoded video from the other side. */
export async function connectedWithFrames(page: Page, withinMs: number) {
  const deadline = Date.now() + withinMs;
  await expect
    .poll(async () => (await newestPeer(page)).state, { timeout: Math.max(1, deadline - Date.now()), interval: 100 })
    .toBe("connected");
  await expect
    .poll(async () => (await newestPeer(page)).framesDecoded, { timeout: Math.max(1, deadline - Date.now()), interval: 100 })
    .toBeGreaterThan(0);
}

export async function join(page: Page) {
  const button = page.getByRole("button", { name: "Join session" });
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
}
