// The sessions scenario of `npm run bench`: the video rooms' signalling (docs/decisions/129) on the
// production bundle with its web workers, as `npm start` runs it. Each pair of a client and a coach
// (scripts/lib/conversation-pairs.ts) gets a confirmed, paid video booking starting in 5 minutes, so
// its room is open, and two measurements follow:
//   - the signalling round trip across workers: the client's and the coach's signal streams are held by
//     different worker processes (a stream is opened again until they are), then the client POSTs a
//     signal (mostly ICE candidates of about 300 bytes, every tenth an offer large enough to go as two
//     notifications), the coach's stream receives it and the coach POSTs the reply (a candidate, or the
//     answer to an offer, of the same size), until the client's stream receives that: from the
//     client's POST to that arrival. Sending is open loop at a steady rate, as in the messages scenario;
//   - the time from both joining to `connected` on loopback (scripts/lib/room-joins.ts): Debian's
//     Chromium with a fake camera and microphone, one browser context per person, the coach joins
//     first, then the client: from the client's click on 'Join session' to both pages' newest
//     RTCPeerConnection `connected`.
// The signalling limit and sign-ups per address are raised for this server only.
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import type { SignalEvent, SignalType } from "#common/video-sessions";
import { withBenchDatabase } from "./lib/bench-coach";
import { prepareLinkedPairs, type LinkedPair } from "./lib/conversation-pairs";
import { openEventStreamOnOwnConnection, type OwnConnectionStream, type ServerSentEvent } from "./lib/event-streams";
import { mapConcurrently, percentiles, type Percentiles } from "./lib/load";
import { startProductionServer, stopServer } from "./lib/production-server";
import { timeJoins, type BrowserJoin, type RoomPair } from "./lib/room-joins";
import { cpuMs, workerHolding, workerPids } from "./lib/worker-processes";

/** Every this many round trips one is an offer (and its answer); the others are ICE candidates. */
const OFFER_EVERY = 10;
/** A candidate signal's JSON body, about: one candidate as a browser sends it, with its epoch. */
const CANDIDATE_BYTES = 300;
/**
 * An offer's JSON body, about: above the 7,000 characters a notification carries
 * (server/modules/video-sessions/notices.ts, SIGNAL_CHUNK_CHARS), so each offer and its answer go as
 * two notifications put together again by the listening worker. A browser's offer for audio and video
 * is about 6 KB, which would fit in one.
 */
const OFFER_BYTES = 10_000;
/** A stream's welcome later than this fails the run. */
const WELCOME_TIMEOUT_MS = 15_000;
/** A round trip not complete by then is counted lost. */
const ROUND_TRIP_TIMEOUT_MS = 10_000;
/** Times a stream is opened again to land on a worker other than its partner's. */
const REOPEN_ATTEMPTS = 20;
/** Round trips before anything is measured: code compiled, each worker listening. */
const WARM_UP_ROUND_TRIPS = 20;
/** The session's start from now: its room is open from 10 minutes before. */
const STARTS_IN_MINUTES = 5;
/** Marks the bench's bookings, so a later run finds (or removes) them. */
const SESSION_TYPE = "Benchmark video session";

export interface SessionBenchOptions {
  /** The bench's server environment (data folder, production, no demo content). */
  env: NodeJS.ProcessEnv;
  dataDir: string;
  pairs: number;
  roundTrips: number;
  ratePerSecond: number;
  /** Pairs whose join is timed in the browser. */
  browserPairs: number;
}

export interface SessionBenchResult {
  pairs: number;
  /** The web workers, and how many pairs had their two streams on different ones (only those send). */
  workers: number[];
  pairsAcrossWorkers: number;
  /** Streams opened again to land on the other worker. */
  reopened: number;
  loadBefore: number;
  /** Accounts, links and bookings (fast once the accounts exist in the data folder). */
  setupSeconds: number;
  roundTrips: number;
  ratePerSecond: number;
  /** The signals' JSON bodies, in bytes. */
  candidateBytes: number;
  offerBytes: number;
  /** The client's POST to its stream's receiving the coach's reply. */
  roundTrip: Percentiles & { completed: number; expected: number };
  roundTripCandidates: Percentiles & { count: number };
  roundTripOffers: Percentiles & { count: number };
  /** The client's POST to the coach's stream's receiving it. */
  oneWay: Percentiles;
  /** A signal's POST to its 202 (both people's). */
  post: Percentiles & { failed: number };
  /** The web workers' CPU per round trip (two POSTs and two deliveries). */
  workerCpuMsPerRoundTrip: number;
  /** Streams that ended before the bench closed them. */
  dropped: number;
  browser: { joins: BrowserJoin[]; medianMs: number };
}

/**
 * Each pair's booking: a confirmed, paid video session of 50 minutes starting in 5 minutes, made
 * straight in the database as tests/e2e/video-room-fixtures.ts makes it. A booking of an earlier run
 * whose room is open and stays open long enough is taken again; the pair's other bench bookings are
 * removed (a coach's sessions may not overlap).
 */
async function prepareBookings(dataDir: string, pairs: LinkedPair[]): Promise<RoomPair[]> {
  return withBenchDatabase(dataDir, async (db) => {
    const rooms: RoomPair[] = [];
    for (const pair of pairs) {
      const reusable = await db.query<{ id: string }>(
        `select id from bookings
         where client_id = $1 and coach_id = $2 and session_type = $3 and session_format = 'video'
           and status = 'confirmed' and payment_status = 'succeeded'
           and scheduled_date <= now() + interval '9 minutes'
           and scheduled_date + make_interval(mins => duration + 30) >= now() + interval '20 minutes'
         order by scheduled_date desc limit 1`,
        [pair.client.user.id, pair.coachId, SESSION_TYPE],
      );
      let bookingId = reusable.rows[0]?.id;
      if (!bookingId) {
        await db.query("delete from bookings where coach_id = $1 and session_type = $2", [pair.coachId, SESSION_TYPE]);
        const { firstName, lastName, email } = pair.client.user;
        bookingId = (
          await db.query<{ id: string }>(
            `insert into bookings (client_id, coach_id, first_name, last_name, email, session_type, session_format, scheduled_date,
               time_zone, duration, status, payment_status, amount, arranged_by)
             values ($1, $2, $3, $4, $5, $6, 'video', now() + make_interval(mins => $7), 'America/New_York', 50, 'confirmed',
               'succeeded', 12000, 'client')
             returning id`,
            [pair.client.user.id, pair.coachId, firstName, lastName, email, SESSION_TYPE, STARTS_IN_MINUTES],
          )
        ).rows[0].id;
      }
      rooms.push({ ...pair, bookingId });
    }
    return rooms;
  });
}

/** A signal on its way: when the client's POST began, and when each leg arrived. */
interface Trip {
  id: string;
  kind: "candidate" | "offer";
  startedAt: number;
  oneWayMs?: number;
  roundTripMs?: number;
  complete(): void;
}

/** What a pair's streams and the POSTs share: the trips in flight (by id), and each POST's time. */
interface Desk {
  trips: Map<string, Trip>;
  postMs: number[];
  postFailures: number;
}

/** A signal's payload as a browser sends it, about `bytes` long as a JSON body, carrying the trip's id. */
function signalBody(type: SignalType, id: string, bytes: number): string {
  const epoch = "bench";
  const payload =
    type === "candidate"
      ? {
          epoch,
          candidate: {
            candidate: "candidate:3490139417 1 udp 2122260223 192.168.1.23 54321 typ host generation 0 ufrag F7gR network-id 1",
            sdpMid: "0",
            sdpMLineIndex: 0,
            usernameFragment: "F7gR",
          },
        }
      : { epoch, description: { type, sdp: "" } };
  const body = (padding: string) => JSON.stringify({ type, payload: { ...payload, bench: id, padding } });
  const missing = Math.max(0, bytes - body("").length);
  if (type === "candidate") return body("x".repeat(missing));
  return JSON.stringify({ type, payload: { ...payload, description: { type, sdp: sdpOfSize(bytes - body("").length) }, bench: id } });
}

const sdps = new Map<number, string>();

/** An SDP about `chars` long once in JSON, its lines as a browser writes them (made once per size, outside the times). */
function sdpOfSize(chars: number): string {
  let sdp = sdps.get(chars);
  if (sdp === undefined) {
    const line = "a=candidate:3490139417 1 udp 2122260223 192.168.1.23 54321 typ host generation 0 network-id 1\r\n";
    sdp = "v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n";
    while (JSON.stringify(sdp + line).length < chars) sdp += line;
    sdps.set(chars, sdp);
  }
  return sdp;
}

async function post(baseUrl: string, desk: Desk, room: RoomPair, cookie: string, body: string): Promise<boolean> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/sessions/${room.bookingId}/signal`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body,
  }).catch(() => undefined);
  await response?.arrayBuffer();
  desk.postMs.push(performance.now() - started);
  if (response?.status === 202) return true;
  desk.postFailures += 1;
  return false;
}

/** The trip a `signal` event carries, if it is one of ours. */
function tripOf(desk: Desk, event: ServerSentEvent): Trip | undefined {
  if (event.type !== "signal") return undefined;
  const data = JSON.parse(event.data) as SignalEvent;
  if (data.type !== "signal") return undefined;
  const id = (data.signal.payload as { bench?: unknown } | null)?.bench;
  return typeof id === "string" ? desk.trips.get(id) : undefined;
}

interface OpenStream {
  stream: OwnConnectionStream;
  worker: number | undefined;
}

/** A person's stream once its welcome has arrived, and the worker holding it. */
async function openStream(
  server: { baseUrl: string; port: number },
  pids: number[],
  room: RoomPair,
  role: "client" | "coach",
  onEvent: (event: ServerSentEvent) => void,
): Promise<OpenStream> {
  let welcomed: () => void = () => {};
  const welcome = new Promise<string>((resolve) => (welcomed = () => resolve("welcome")));
  const stream = await openEventStreamOnOwnConnection(
    `${server.baseUrl}/api/sessions/${room.bookingId}/signal`,
    { cookie: room[role].cookie },
    (event) => {
      if (event.type === "welcome") welcomed();
      onEvent(event);
    },
  );
  if ((await Promise.race([welcome, sleep(WELCOME_TIMEOUT_MS, "late", { ref: false })])) === "late") {
    stream.close();
    throw new Error(`A signal stream had no welcome within ${WELCOME_TIMEOUT_MS / 1000} s`);
  }
  return { stream, worker: workerHolding(pids, server.port, stream.localPort) };
}

interface PairStreams {
  room: RoomPair;
  client: OpenStream;
  coach: OpenStream;
  reopened: number;
}

/**
 * The pair's two streams, on different workers: the coach's is opened again (closed first, so the
 * new one replaces nothing) until its worker is not the client's.
 */
async function openPairStreams(baseUrl: string, server: { baseUrl: string; port: number }, pids: number[], desk: Desk, room: RoomPair) {
  const client = await openStream(server, pids, room, "client", (event) => {
    const trip = tripOf(desk, event);
    if (trip && trip.oneWayMs !== undefined && trip.roundTripMs === undefined) {
      trip.roundTripMs = performance.now() - trip.startedAt;
      trip.complete();
    }
  });
  const onCoachEvent = (event: ServerSentEvent) => {
    const trip = tripOf(desk, event);
    if (!trip || trip.oneWayMs !== undefined) return;
    trip.oneWayMs = performance.now() - trip.startedAt;
    const reply: SignalType = trip.kind === "offer" ? "answer" : "candidate";
    void post(baseUrl, desk, room, room.coach.cookie, signalBody(reply, trip.id, trip.kind === "offer" ? OFFER_BYTES : CANDIDATE_BYTES));
  };
  let coach = await openStream(server, pids, room, "coach", onCoachEvent);
  let reopened = 0;
  while (pids.length > 1 && coach.worker === client.worker && reopened < REOPEN_ATTEMPTS) {
    coach.stream.close();
    await coach.stream.ended;
    coach = await openStream(server, pids, room, "coach", onCoachEvent);
    reopened += 1;
  }
  return { room, client, coach, reopened } satisfies PairStreams;
}

/** `count` round trips at `ratePerSecond`, round the pairs; resolves once each completed or timed out. */
async function roundTrips(baseUrl: string, desk: Desk, pairs: PairStreams[], count: number, ratePerSecond: number): Promise<Trip[]> {
  const run = `${process.pid}-${Date.now()}`;
  const trips: Promise<Trip>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / ratePerSecond;
    if (due > performance.now()) await sleep(due - performance.now());
    const { room } = pairs[i % pairs.length];
    const kind = i % OFFER_EVERY === OFFER_EVERY - 1 ? "offer" : "candidate";
    trips.push(
      (async () => {
        let complete: () => void = () => {};
        const done = new Promise<void>((resolve) => (complete = resolve));
        const trip: Trip = { id: `${run}-${i}`, kind, startedAt: performance.now(), complete };
        desk.trips.set(trip.id, trip);
        const sent = await post(
          baseUrl,
          desk,
          room,
          room.client.cookie,
          signalBody(kind, trip.id, kind === "offer" ? OFFER_BYTES : CANDIDATE_BYTES),
        );
        if (sent) await Promise.race([done, sleep(ROUND_TRIP_TIMEOUT_MS, undefined, { ref: false })]);
        desk.trips.delete(trip.id);
        return trip;
      })(),
    );
  }
  return Promise.all(trips);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

export async function measureSessionSignalling(options: SessionBenchOptions): Promise<SessionBenchResult> {
  const loadBefore = os.loadavg()[0];
  // Across workers needs two at least, whatever the machine's cores.
  const server = await startProductionServer(options.env, {
    extraEnv: {
      WEB_CONCURRENCY: options.env.WEB_CONCURRENCY ?? String(Math.max(2, os.availableParallelism())),
      RATE_LIMIT_SIGNALS_PER_ACCOUNT: "100000/1m",
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: "100000/1m",
    },
  });
  const open: PairStreams[] = [];
  try {
    const { baseUrl } = server;
    const setupStart = performance.now();
    const rooms = await prepareBookings(options.dataDir, await prepareLinkedPairs(baseUrl, options.dataDir, options.pairs));
    const setupSeconds = (performance.now() - setupStart) / 1000;
    const pids = workerPids(server.child.pid as number);
    const desk: Desk = { trips: new Map(), postMs: [], postFailures: 0 };

    // One pair's streams at a time: a stream opened again then lands on the other worker (the cluster
    // hands connections out in turn), which opening many at once would not keep.
    open.push(...(await mapConcurrently(rooms, 1, (room) => openPairStreams(baseUrl, server, pids, desk, room))));
    let dropped = 0;
    for (const pair of open)
      for (const side of [pair.client, pair.coach]) void side.stream.ended.then(() => (dropped += side.stream.closedHere ? 0 : 1));
    // Only pairs whose streams are on different workers take part (with one worker, all of them).
    const across = open.filter(
      (pair) =>
        pids.length < 2 ||
        (pair.client.worker !== undefined && pair.coach.worker !== undefined && pair.client.worker !== pair.coach.worker),
    );
    if (across.length === 0) throw new Error("No pair's two signal streams could be placed on different workers");

    await roundTrips(baseUrl, desk, across, Math.min(WARM_UP_ROUND_TRIPS, options.roundTrips), options.ratePerSecond);
    desk.postMs.length = 0;
    desk.postFailures = 0;
    const cpuBefore = pids.map(cpuMs);
    const trips = await roundTrips(baseUrl, desk, across, options.roundTrips, options.ratePerSecond);
    const workerCpuMs = pids.reduce((sum, pid, i) => sum + cpuMs(pid) - cpuBefore[i], 0);
    const droppedDuringRun = dropped;
    const reopened = open.reduce((sum, pair) => sum + pair.reopened, 0);
    for (const pair of open.splice(0)) {
      pair.client.stream.close();
      pair.coach.stream.close();
    }

    const completed = trips.filter((t) => t.roundTripMs !== undefined);
    const times = (kind?: Trip["kind"]) => completed.filter((t) => !kind || t.kind === kind).map((t) => t.roundTripMs as number);
    const joins = await timeJoins(baseUrl, rooms.slice(0, options.browserPairs));
    return {
      pairs: rooms.length,
      workers: pids,
      pairsAcrossWorkers: across.length,
      reopened,
      loadBefore,
      setupSeconds,
      roundTrips: options.roundTrips,
      ratePerSecond: options.ratePerSecond,
      candidateBytes: signalBody("candidate", `${process.pid}-${Date.now()}-0`, CANDIDATE_BYTES).length,
      offerBytes: signalBody("offer", `${process.pid}-${Date.now()}-0`, OFFER_BYTES).length,
      roundTrip: { ...percentiles(times()), completed: completed.length, expected: trips.length },
      roundTripCandidates: { ...percentiles(times("candidate")), count: times("candidate").length },
      roundTripOffers: { ...percentiles(times("offer")), count: times("offer").length },
      oneWay: percentiles(trips.flatMap((t) => (t.oneWayMs === undefined ? [] : [t.oneWayMs]))),
      post: { ...percentiles(desk.postMs), failed: desk.postFailures },
      workerCpuMsPerRoundTrip: workerCpuMs / options.roundTrips,
      dropped: droppedDuringRun,
      browser: { joins, medianMs: median(joins.flatMap((j) => (j.ms === undefined ? [] : [j.ms]))) },
    };
  } finally {
    for (const pair of open) {
      pair.client.stream.close();
      pair.coach.stream.close();
    }
    await stopServer(server.child);
  }
}
