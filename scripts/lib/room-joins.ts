// The join of `npm run bench`'s sessions scenario (scripts/bench-sessions.ts) in the browser: Debian's
// Chromium with a fake camera and microphone (as tests/support/browser.ts launches it for the video
// room's tests), one browser context per person, signed in with their session cookie, both on the
// room's page. The coach joins first; once the coach's signal stream has its welcome, the client
// joins: the time is from the client's click on 'Join session' to both pages' newest RTCPeerConnection
// `connected`, as the pages themselves record the moments (RECORD_CONNECTIONS), so polling adds
// nothing to it.
import { setTimeout as sleep } from "node:timers/promises";
import { chromium, type Browser, type Page } from "playwright-core";
import type { SessionRoom } from "#common/video-sessions";
import { CHROMIUM_FLAGS, FAKE_MEDIA_FLAGS } from "../../tests/support/chromium-flags";
import type { LinkedPair } from "./conversation-pairs";

/** A browser's part of a join (the page, the button, `connected`) later than this fails that run. */
const BROWSER_STEP_TIMEOUT_MS = 30_000;

/** A pair with its open room. */
export interface RoomPair extends LinkedPair {
  bookingId: string;
}

export interface BrowserJoin {
  bookingId: string;
  /** The client's click on 'Join session' to both newest connections `connected` (undefined when it failed). */
  ms?: number;
  /** The same click to each side's newest connection `connected`. */
  clientMs?: number;
  coachMs?: number;
  /** Connections each page made (a fresh one per negotiation). */
  clientPeers?: number;
  coachPeers?: number;
  error?: string;
}

/**
 * Records every RTCPeerConnection the page makes, when each first became `connected` (as
 * tests/e2e/video-room-fixtures.ts wraps the constructor), the click on 'Join session', and the signal
 * stream's welcome. Plain JavaScript in a string: a named function inside a function would reach the
 * page as tsx compiled it, calling a helper (__name) the page lacks. (So the functions evaluated in
 * the page below are anonymous ones; a string to evaluate there is refused by the page's CSP.)
 */
const RECORD_CONNECTIONS = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const record = { peers: [], joinClickedAt: undefined, welcomedAt: undefined };
  window.__bench = record;
  const Original = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Original {
    constructor(configuration) {
      super(configuration);
      const entry = { pc: this, connectedAt: undefined };
      record.peers.push(entry);
      this.addEventListener("connectionstatechange", () => {
        if (this.connectionState === "connected" && entry.connectedAt === undefined) entry.connectedAt = now();
      });
    }
  };
  // The signal stream's welcome: the person is in the room.
  const OriginalEventSource = window.EventSource;
  window.EventSource = class extends OriginalEventSource {
    constructor(url, init) {
      super(url, init);
      this.addEventListener("welcome", () => {
        if (record.welcomedAt === undefined) record.welcomedAt = now();
      });
    }
  };
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && button.textContent.includes("Join session") && record.joinClickedAt === undefined) record.joinClickedAt = now();
  }, true);
})();`;

/** What the page recorded (RECORD_CONNECTIONS). */
interface PageRecord {
  peers: { pc: RTCPeerConnection; connectedAt?: number }[];
  joinClickedAt?: number;
  welcomedAt?: number;
}

/** Waits until the page's newest connection is `connected` (an anonymous function: see RECORD_CONNECTIONS). */
function newestConnected(page: Page) {
  return page.waitForFunction(
    () => {
      const newest = (window as unknown as { __bench: PageRecord }).__bench.peers.at(-1);
      return newest !== undefined && newest.connectedAt !== undefined && newest.pc.connectionState === "connected";
    },
    undefined,
    { polling: 20 },
  );
}

/** The page's click on 'Join session', its newest connection's `connected`, and its count of connections. */
function recorded(page: Page) {
  return page.evaluate(() => {
    const record = (window as unknown as { __bench: PageRecord }).__bench;
    return { joinClickedAt: record.joinClickedAt, connectedAt: record.peers.at(-1)?.connectedAt, peers: record.peers.length };
  });
}

async function openRoomPage(browser: Browser, baseUrl: string, cookie: string, bookingId: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
  await context.addInitScript({ content: RECORD_CONNECTIONS });
  const page = await context.newPage();
  page.setDefaultTimeout(BROWSER_STEP_TIMEOUT_MS);
  // What the page complained of, for the report of a join that failed.
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  await page.goto(`/sessions/${bookingId}`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return { context, page, problems };
}

/** What a page showed when a join failed: its heading, its status lines, its newest connection's state, its complaints. */
async function describePage(name: string, opened: { page: Page; problems: string[] }): Promise<string> {
  const { page } = opened;
  const shown = await page
    .evaluate(() => {
      const record = (window as unknown as { __bench?: { peers: { pc: RTCPeerConnection }[] } }).__bench;
      return {
        heading: document.querySelector("h1")?.textContent ?? "",
        status: [...document.querySelectorAll('[role="status"], [role="alert"]')].map((e) => e.textContent).join(" / "),
        connections: record?.peers.map((p) => `${p.pc.connectionState}/${p.pc.iceConnectionState}/${p.pc.signalingState}`).join(", ") ?? "",
      };
    })
    .catch((error: unknown) => ({ heading: "", status: String(error), connections: "" }));
  const problems = opened.problems.slice(0, 3).map((problem) => `, ${problem}`);
  return `${name}: heading '${shown.heading}', status '${shown.status}', connections [${shown.connections}]${problems.join("")}`;
}

/** The room's attendance as the coach's GET /api/sessions/{id} gives it (who the server thinks is in). */
async function attendance(baseUrl: string, room: RoomPair): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sessions/${room.bookingId}`, { headers: { cookie: room.coach.cookie } });
  if (!response.ok) return `GET /api/sessions/{id} answered ${response.status}`;
  const { attendance: rows } = (await response.json()) as SessionRoom;
  return `attendance: ${rows
    .slice(0, 4)
    .map((row) => `${row.role} ${row.joinedAt}–${row.leftAt ?? "still in"}`)
    .join(", ")}`;
}

async function clickJoin(page: Page) {
  const button = page.getByRole("button", { name: "Join session" });
  for (const deadline = Date.now() + BROWSER_STEP_TIMEOUT_MS; !(await button.isEnabled().catch(() => false));) {
    if (Date.now() > deadline) throw new Error("'Join session' did not become active");
    await sleep(50);
  }
  await button.click();
}

/** Both join (the coach first, then the client, once the coach is in): the client's click to both `connected`. */
async function timeJoin(browser: Browser, baseUrl: string, room: RoomPair): Promise<BrowserJoin> {
  const client = await openRoomPage(browser, baseUrl, room.client.cookie, room.bookingId);
  const coach = await openRoomPage(browser, baseUrl, room.coach.cookie, room.bookingId);
  try {
    await clickJoin(coach.page);
    // The coach is in the room once the stream's welcome has come (the page's words are not waited
    // for: they say 'Connecting…' until the client is there too).
    await coach.page.waitForFunction(() => (window as unknown as { __bench: PageRecord }).__bench.welcomedAt !== undefined, undefined, {
      polling: 20,
    });
    await clickJoin(client.page);
    await Promise.all([newestConnected(client.page), newestConnected(coach.page)]);
    const [clientSide, coachSide] = await Promise.all([recorded(client.page), recorded(coach.page)]);
    const clickedAt = clientSide.joinClickedAt ?? NaN;
    const clientMs = (clientSide.connectedAt ?? NaN) - clickedAt;
    const coachMs = (coachSide.connectedAt ?? NaN) - clickedAt;
    return {
      bookingId: room.bookingId,
      ms: Math.max(clientMs, coachMs),
      clientMs,
      coachMs,
      clientPeers: clientSide.peers,
      coachPeers: coachSide.peers,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return {
      bookingId: room.bookingId,
      error: [message, await describePage("coach", coach), await describePage("client", client), await attendance(baseUrl, room)].join(
        " · ",
      ),
    };
  } finally {
    await Promise.all([client.context.close(), coach.context.close()]);
  }
}

/** Times the join of each room in turn, in one browser; a join that fails is reported, not retried. */
export async function timeJoins(baseUrl: string, rooms: RoomPair[]): Promise<BrowserJoin[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_FLAGS, ...FAKE_MEDIA_FLAGS],
    headless: true,
  });
  try {
    const joins: BrowserJoin[] = [];
    for (const room of rooms) joins.push(await timeJoin(browser, baseUrl, room));
    return joins;
  } finally {
    await browser.close();
  }
}
