// The messages scenario of `npm run bench`: live delivery of conversation messages with many streams
// open. The production bundle runs as production runs it: WEB_CONCURRENCY web workers (one per core
// by default) behind the one port, each holding the streams it accepted and LISTENing to PostgreSQL,
// so a message reaches every stream through a notification, whichever worker took its POST. This
// process plays both people of streams / 4 conversations, each person with two tabs open (a person's
// two tabs usually land on different workers), and measures:
//   - what an open stream costs a worker: each worker's resident memory and heap (after a full
//     collection, through scripts/lib/memory-probe.mjs) with no stream open and with all of them
//     open, divided by the streams it holds (its connections to the port, read from /proc);
//   - delivery: from just before a message's POST to its `message` event on each of the recipient's
//     streams, for messages sent both ways at a steady rate. Sending is open loop: a slow answer does
//     not hold back the next message, so slowness shows in the figures instead of lowering the rate.
// The limits on sending and on sign-ups per address are raised for this server only: the scenario
// sends far more than one person may.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import type { ConversationEvent, ConversationRole } from "#common/conversations";
import { preparePairs, type ConversationPair } from "./lib/conversation-pairs";
import { openEventStream, type EventStream, type ServerSentEvent } from "./lib/event-streams";
import { mapConcurrently, percentiles, type Percentiles } from "./lib/load";
import { startProductionServer, stopServer } from "./lib/production-server";
import { connectionsHeld, cpuMs, MEMORY_PROBE, settledSample, workerPids, type WorkerSample } from "./lib/worker-processes";

/** Tabs each person keeps open. */
const TABS = 2;
/** Streams opened at a time, as many browsers arriving together would. */
const OPENED_AT_ONCE = 25;
/** A stream's first event (`unread`) later than this fails the run: the server is not keeping up. */
const FIRST_EVENT_TIMEOUT_MS = 30_000;
/** A delivery that has not arrived by then is counted lost. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** Messages in a few conversations before anything is measured: code compiled, each worker listening. */
const WARM_UP = { pairs: 4, messages: 20 };

export interface MessageBenchOptions {
  /** The bench's server environment (data folder, production, no demo content). */
  env: NodeJS.ProcessEnv;
  dataDir: string;
  streams: number;
  messages: number;
  ratePerSecond: number;
}

export interface WorkerStreams {
  pid: number;
  streams: number;
  before: WorkerSample;
  after: WorkerSample;
}

export interface MessageBenchResult {
  streams: number;
  pairs: number;
  tabsPerPerson: number;
  /** The machine's load average (1 minute) before the server started: other work skews the times. */
  loadBefore: number;
  workers: WorkerStreams[];
  /** Accounts, addresses, links and conversations (fast once the accounts exist in the data folder). */
  setupSeconds: number;
  messages: number;
  ratePerSecond: number;
  /** POST to each of the recipient's streams. */
  delivery: Percentiles & { delivered: number; expected: number };
  /** POST to its 201. */
  post: Percentiles & { failed: number };
  /** The web workers' CPU per message (its POST and its delivery to every stream of the two people): steadier than times on a shared machine. */
  workerCpuMsPerMessage: number;
  /** Streams that ended before the bench closed them. */
  dropped: number;
}

/** One open stream: whose, in which conversation. */
interface Tab {
  pair: ConversationPair;
  role: ConversationRole;
  stream: EventStream;
}

/** A message on its way: when its POST began, and how long each of the recipient's streams took to get it. */
interface InFlight {
  startedAt: number;
  arrivals: number[];
  expected: number;
  complete(): void;
}

/** Matches arriving `message` events to the messages in flight (by their text, unique per message). */
function createDeliveryDesk() {
  const inFlight = new Map<string, InFlight>();
  return {
    inFlight,
    onEvent(event: ServerSentEvent) {
      if (event.type !== "message") return;
      const data = JSON.parse(event.data) as ConversationEvent;
      // The sender's own tabs get the message too (mine: true): only the recipient's count.
      if (data.type !== "message" || data.message.mine) return;
      const waiting = inFlight.get(data.message.body ?? "");
      if (!waiting) return;
      waiting.arrivals.push(performance.now() - waiting.startedAt);
      if (waiting.arrivals.length === waiting.expected) waiting.complete();
    },
  };
}
type DeliveryDesk = ReturnType<typeof createDeliveryDesk>;

/** A person's stream, once its first event (the unread total) has arrived. */
async function openTab(baseUrl: string, pair: ConversationPair, role: ConversationRole, desk: DeliveryDesk): Promise<Tab> {
  let ready: () => void = () => {};
  const first = new Promise<string>((resolve) => (ready = () => resolve("ready")));
  const stream = await openEventStream(`${baseUrl}/api/conversations/events`, { cookie: pair[role].cookie }, (event) => {
    if (event.type === "unread") ready();
    desk.onEvent(event);
  });
  if ((await Promise.race([first, sleep(FIRST_EVENT_TIMEOUT_MS, "late", { ref: false })])) === "late") {
    stream.close();
    throw new Error(`A stream had no first event within ${FIRST_EVENT_TIMEOUT_MS / 1000} s`);
  }
  return { pair, role, stream };
}

/** `count` streams: the pairs in order, each person's tabs one after the other. */
function openTabs(baseUrl: string, pairs: ConversationPair[], count: number, desk: DeliveryDesk): Promise<Tab[]> {
  const plan = Array.from({ length: count }, (_, i) => ({
    pair: pairs[Math.floor(i / (2 * TABS))],
    role: (i % (2 * TABS) < TABS ? "client" : "coach") as ConversationRole,
  }));
  return mapConcurrently(plan, OPENED_AT_ONCE, ({ pair, role }) => openTab(baseUrl, pair, role, desk));
}

interface Sent {
  postMs: number;
  ok: boolean;
  arrivals: number[];
  expected: number;
}

/** One message from one side of the pair; resolves once every recipient stream has it, or on the timeout. */
async function sendOne(
  baseUrl: string,
  desk: DeliveryDesk,
  pair: ConversationPair,
  from: ConversationRole,
  body: string,
  expected: number,
) {
  let complete: () => void = () => {};
  const delivered = new Promise<void>((resolve) => (complete = resolve));
  const waiting: InFlight = { startedAt: performance.now(), arrivals: [], expected, complete };
  desk.inFlight.set(body, waiting);
  const response = await fetch(`${baseUrl}/api/conversations/${pair.conversationId}/messages`, {
    method: "POST",
    headers: { cookie: pair[from].cookie, "content-type": "application/json" },
    body: JSON.stringify({ body }),
  });
  const sent: Sent = { postMs: performance.now() - waiting.startedAt, ok: response.status === 201, arrivals: waiting.arrivals, expected };
  await response.arrayBuffer();
  if (sent.ok) await Promise.race([delivered, sleep(DELIVERY_TIMEOUT_MS, undefined, { ref: false })]);
  desk.inFlight.delete(body);
  return sent;
}

/** `count` messages at `ratePerSecond`, round the pairs whose both people have a stream, alternating direction. */
async function sendMessages(baseUrl: string, desk: DeliveryDesk, tabs: Tab[], count: number, ratePerSecond: number): Promise<Sent[]> {
  const tabsOf = (pair: ConversationPair, role: ConversationRole) => tabs.filter((t) => t.pair === pair && t.role === role).length;
  const pairs = [...new Set(tabs.map((t) => t.pair))].filter((pair) => tabsOf(pair, "client") > 0 && tabsOf(pair, "coach") > 0);
  const run = `${process.pid}-${Date.now()}`;
  const sends: Promise<Sent>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / ratePerSecond;
    if (due > performance.now()) await sleep(due - performance.now());
    const pair = pairs[i % pairs.length];
    const from: ConversationRole = Math.floor(i / pairs.length) % 2 === 0 ? "client" : "coach";
    const to: ConversationRole = from === "client" ? "coach" : "client";
    sends.push(sendOne(baseUrl, desk, pair, from, `Benchmark message ${run}-${i}`, tabsOf(pair, to)));
  }
  return Promise.all(sends);
}

/** The production bundle as `npm start` runs it, with the memory probe preloaded into every process. */
function startServer(options: MessageBenchOptions, probeDir: string) {
  return startProductionServer(options.env, {
    nodeArgs: ["--expose-gc", "--import", pathToFileURL(MEMORY_PROBE).href],
    extraEnv: {
      MEMORY_PROBE_DIR: probeDir,
      RATE_LIMIT_MESSAGES_PER_ACCOUNT: "100000/1m",
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: "100000/1m",
    },
  });
}

/**
 * Waits until no connection to the port is open (the set-up's keep-alive connections close after
 * the server's 5 s), so that what a worker holds after the streams open is its streams.
 */
async function waitForNoConnections(pids: number[], port: number): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    if (pids.every((pid) => connectionsHeld(pid, port) === 0)) return;
    await sleep(250);
  }
}

export async function measureMessageDelivery(options: MessageBenchOptions): Promise<MessageBenchResult> {
  const loadBefore = os.loadavg()[0];
  const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-memory-"));
  const server = await startServer(options, probeDir);
  const tabs: Tab[] = [];
  try {
    const { baseUrl, port } = server;
    const setupStart = performance.now();
    const pairs = await preparePairs(baseUrl, options.dataDir, Math.ceil(options.streams / (2 * TABS)));
    const setupSeconds = (performance.now() - setupStart) / 1000;
    const desk = createDeliveryDesk();

    const warmUp = await openTabs(baseUrl, pairs, Math.min(options.streams, WARM_UP.pairs * 2 * TABS), desk);
    await sendMessages(baseUrl, desk, warmUp, WARM_UP.messages, options.ratePerSecond);
    for (const tab of warmUp) tab.stream.close();

    // A single process (WEB_CONCURRENCY=1) serves the streams itself.
    const workers = workerPids(server.child.pid as number);
    const pids = workers.length > 0 ? workers : [server.child.pid as number];
    await waitForNoConnections(pids, port);
    const before = await Promise.all(pids.map((pid) => settledSample(pid, port, probeDir)));

    tabs.push(...(await openTabs(baseUrl, pairs, options.streams, desk)));
    let dropped = 0;
    for (const tab of tabs) void tab.stream.ended.then(() => (dropped += tab.stream.closedHere ? 0 : 1));
    const after = await Promise.all(pids.map((pid) => settledSample(pid, port, probeDir)));

    const cpuBefore = pids.map(cpuMs);
    const sent = await sendMessages(baseUrl, desk, tabs, options.messages, options.ratePerSecond);
    const workerCpuMs = pids.reduce((sum, pid, i) => sum + cpuMs(pid) - cpuBefore[i], 0);
    const delivered = sent.flatMap((s) => s.arrivals);
    return {
      streams: tabs.length,
      pairs: pairs.length,
      tabsPerPerson: TABS,
      loadBefore,
      workers: pids.map((pid, i) => ({ pid, streams: after[i].connections - before[i].connections, before: before[i], after: after[i] })),
      setupSeconds,
      messages: options.messages,
      ratePerSecond: options.ratePerSecond,
      delivery: { ...percentiles(delivered), delivered: delivered.length, expected: sent.reduce((sum, s) => sum + s.expected, 0) },
      post: { ...percentiles(sent.map((s) => s.postMs)), failed: sent.filter((s) => !s.ok).length },
      workerCpuMsPerMessage: workerCpuMs / options.messages,
      dropped,
    };
  } finally {
    for (const tab of tabs) tab.stream.close();
    await stopServer(server.child);
    fs.rmSync(probeDir, { recursive: true, force: true });
  }
}
