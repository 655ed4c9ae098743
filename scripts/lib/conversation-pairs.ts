// The people of the messages and sessions scenarios: pairs of a client and a coach, each a signed-in
// account made through the real sign-up route, with its address confirmed and the coach's account
// linked to a generated coach straight in the database (as tests/support/coach-accounts.ts does, with
// the bench coach's helpers). The messages scenario then starts each pair's conversation through the
// API as 'Message' on a profile does (preparePairs); the sessions scenario gives each pair a video
// booking (scripts/bench-sessions.ts). Both take the same pairs, first to last.
// A sign-up hashes its password with scrypt (about a second of a core each), so the session cookies
// are kept in the data folder and later runs reuse every one that still signs in; only the missing
// accounts are made again.
import fs from "node:fs";
import path from "node:path";
import type { SessionUser } from "#common/auth";
import { linkCoaches, verifyAddresses, withBenchDatabase } from "./bench-coach";
import { mapConcurrently, signUpCookie } from "./load";

export interface Person {
  /** The session cookie, as a Cookie header. */
  cookie: string;
  user: SessionUser;
}

/** A client and a coach, both signed in, the coach's account linked to a generated coach. */
export interface LinkedPair {
  client: Person;
  coach: Person;
  coachId: string;
}

export interface ConversationPair extends LinkedPair {
  conversationId: string;
}

/** What is kept between runs: the cookies, pair by pair. */
interface SavedPairs {
  pairs: { client: string; coach: string }[];
}

/** Requests at a time while preparing: for sign-ups, two per web worker keeps both cores hashing. */
const AT_ONCE = 4;

const savedFile = (dataDir: string) => path.join(dataDir, "messages-accounts.json");

function readSaved(dataDir: string): SavedPairs {
  try {
    return JSON.parse(fs.readFileSync(savedFile(dataDir), "utf8")) as SavedPairs;
  } catch {
    return { pairs: [] };
  }
}

/** The account a cookie signs in, or undefined when its session is gone. */
async function signedInUser(baseUrl: string, cookie: string): Promise<SessionUser | undefined> {
  const response = await fetch(`${baseUrl}/api/auth/user`, { headers: { cookie } });
  if (response.status === 401) return undefined;
  if (!response.ok) throw new Error(`GET /api/auth/user answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SessionUser;
}

/** The saved cookie's account when it still signs in, else a new account. */
async function person(baseUrl: string, saved: string | undefined, name: string): Promise<Person> {
  const user = saved ? await signedInUser(baseUrl, saved) : undefined;
  if (saved && user) return { cookie: saved, user };
  const cookie = await signUpCookie(baseUrl, name);
  const created = await signedInUser(baseUrl, cookie);
  if (!created) throw new Error(`The new account ${name} does not sign in`);
  return { cookie, user: created };
}

/** The pair's conversation: POST /api/conversations answers the existing one when there is one. */
async function startConversation(baseUrl: string, client: Person, coachId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/conversations`, {
    method: "POST",
    headers: { cookie: client.cookie, "content-type": "application/json" },
    body: JSON.stringify({ coachId, body: "Hello! (the messages benchmark starts this conversation)" }),
  });
  if (response.status !== 201) throw new Error(`POST /api/conversations answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** `count` pairs of signed-in people with confirmed addresses, each coach's account linked to a coach. */
export async function prepareLinkedPairs(baseUrl: string, dataDir: string, count: number): Promise<LinkedPair[]> {
  const saved = readSaved(dataDir).pairs;
  const people = await mapConcurrently(Array.from({ length: count }), AT_ONCE, async (_, i) => ({
    client: await person(baseUrl, saved[i]?.client, `MessagesClient${i}`),
    coach: await person(baseUrl, saved[i]?.coach, `MessagesCoach${i}`),
  }));
  const keep: SavedPairs = { pairs: [...people.map((p) => ({ client: p.client.cookie, coach: p.coach.cookie })), ...saved.slice(count)] };
  fs.writeFileSync(savedFile(dataDir), JSON.stringify(keep, null, 2));
  const coachIds = await withBenchDatabase(dataDir, async (db) => {
    await verifyAddresses(
      db,
      people.flatMap((p) => [p.client, p.coach]).map((p) => p.user.email),
    );
    return linkCoaches(
      db,
      people.map((p) => p.coach.user.email),
    );
  });
  return people.map((pair, i) => ({ ...pair, coachId: coachIds[i] }));
}

/** `count` pairs, each with its conversation, ready to send messages both ways. */
export async function preparePairs(baseUrl: string, dataDir: string, count: number): Promise<ConversationPair[]> {
  const pairs = await prepareLinkedPairs(baseUrl, dataDir, count);
  return mapConcurrently(pairs, AT_ONCE, async (pair) => ({
    ...pair,
    conversationId: await startConversation(baseUrl, pair.client, pair.coachId),
  }));
}
