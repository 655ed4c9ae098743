// A video session through a relay (docs/product/video-sessions.md#in-the-call, decision 129): Debian's
// coturn on loopback with `use-auth-secret`, Kindred configured with its address and secret. Both
// browsers are forced to relay (`iceTransportPolicy: "relay"`): the call connects through coturn with
// the time-limited credentials Kindred hands out, and coturn refuses an allocation with wrong ones.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import dgram from "node:dgram";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionRoom } from "#common/video-sessions";
import { gotoHydrated } from "../support/browser";
import { freePort } from "../support/server-process";
import { connectedWithFrames, join, newestPeer, videoRoomSetup } from "./video-room-fixtures";

const TURN_SECRET = "a turn secret only this test knows";
const turnPort = await freePort();
const relayPorts = { min: 49_160 + (turnPort % 200) * 10, max: 49_169 + (turnPort % 200) * 10 };
const coturn = spawn(
  "turnserver",
  [
    "--listening-ip=127.0.0.1",
    `--listening-port=${turnPort}`,
    "--relay-ip=127.0.0.1",
    `--min-port=${relayPorts.min}`,
    `--max-port=${relayPorts.max}`,
    "--use-auth-secret",
    `--static-auth-secret=${TURN_SECRET}`,
    "--realm=kindred.test",
    "--allow-loopback-peers",
    "--no-tls",
    "--no-dtls",
    "--no-cli",
  ],
  { stdio: ["ignore", "pipe", "pipe"] },
);
let coturnLog = "";
coturn.stdout.on("data", (chunk: Buffer) => (coturnLog += chunk.toString()));
coturn.stderr.on("data", (chunk: Buffer) => (coturnLog += chunk.toString()));
const coturnExit = new Promise<number | null>((resolve) => coturn.on("exit", resolve));
afterAll(() => {
  coturn.kill("SIGTERM");
});

/** Whether coturn answers a STUN Binding Request on its port (it is ready). */
function answersStun(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket("udp4");
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0);
    request.writeUInt32BE(0x2112a442, 4);
    crypto.randomFillSync(request, 8, 12);
    const done = (answered: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(answered);
    };
    const timer = setTimeout(() => done(false), 200);
    socket.on("message", (answer) => done(answer.readUInt16BE(0) === 0x0101));
    socket.send(request, turnPort, "127.0.0.1");
  });
}
for (const deadline = Date.now() + 10_000; !(await answersStun());) {
  if (Date.now() > deadline || coturn.exitCode !== null) throw new Error(`coturn did not start:\n${coturnLog}`);
}

const turnUrl = `turn:127.0.0.1:${turnPort}?transport=udp`;
const { clientsNode, coachesNode, account, coachWithAccount, videoBooking, signedIn } = await videoRoomSetup({
  ICE_SERVERS: JSON.stringify([{ urls: turnUrl }]),
  TURN_SECRET,
});

/** Gathers candidates with only the relay allowed: the relay candidates found and the errors the TURN server answered. */
function gatherRelay(page: Page, iceServer: { urls: string | string[]; username?: string; credential?: string }) {
  return page.evaluate(async (server) => {
    const pc = new RTCPeerConnection({ iceServers: [server], iceTransportPolicy: "relay" });
    const relays: string[] = [];
    const errors: number[] = [];
    pc.onicecandidate = (event) => {
      if (event.candidate?.type === "relay") relays.push(event.candidate.candidate);
    };
    pc.onicecandidateerror = (event) => errors.push((event as RTCPeerConnectionIceErrorEvent).errorCode);
    pc.createDataChannel("probe");
    await pc.setLocalDescription(await pc.createOffer());
    await new Promise<void>((resolve) => {
      if (pc.iceGatheringState === "complete") resolve();
      pc.onicegatheringstatechange = () => pc.iceGatheringState === "complete" && resolve();
    });
    pc.close();
    return { relays, errors };
  }, iceServer);
}

describe("a video session through the deployment's TURN server", () => {
  it("connects through coturn with Kindred's time-limited credentials, and coturn refuses wrong ones", async () => {
    const coach = await coachWithAccount("Maya", "Lin");
    const clientAccount = await account(clientsNode, "Sam", "Rivera");
    const bookingId = await videoBooking(clientAccount.userId, coach.coachId, 5);
    const client = await signedIn(clientsNode, clientAccount.email, "desktop", true);
    const coachPage = await signedIn(coachesNode, coach.email, "desktop", true);

    const room = (await (await client.context.request.get(`/api/sessions/${bookingId}`)).json()) as SessionRoom;
    const [server] = room.iceServers;
    expect(server.urls).toBe(turnUrl);
    const expiry = Number(server.username?.split(":")[0]);
    expect(expiry).toBeGreaterThan(Date.now() / 1000);
    expect(server.username).toBe(`${expiry}:${clientAccount.userId}`);

    await gotoHydrated(client.page, `/sessions/${bookingId}`);
    await gotoHydrated(coachPage.page, `/sessions/${bookingId}`);
    await join(coachPage.page);
    await join(client.page);
    await connectedWithFrames(client.page, 15_000);
    await connectedWithFrames(coachPage.page, 15_000);
    // The candidate each side uses, once its stats name it.
    for (const page of [client.page, coachPage.page])
      await expect.poll(async () => (await newestPeer(page)).localCandidateType, { timeout: 5_000, interval: 100 }).toBe("relay");

    const good = await gatherRelay(client.page, server);
    expect(good.relays.length).toBeGreaterThan(0);
    const wrong = await gatherRelay(client.page, { ...server, credential: "d3JvbmcgY3JlZGVudGlhbA==" });
    expect(wrong.relays).toEqual([]);
    expect(wrong.errors).toContain(401);
    // Signed with the right secret, but past its time: refused as well.
    const pastUsername = `${Math.floor(Date.now() / 1000) - 60}:${clientAccount.userId}`;
    const pastCredential = crypto.createHmac("sha1", TURN_SECRET).update(pastUsername).digest("base64");
    const expired = await gatherRelay(client.page, { ...server, username: pastUsername, credential: pastCredential });
    expect(expired.relays).toEqual([]);

    expect(await Promise.race([coturnExit, Promise.resolve("running")])).toBe("running");
  });
});
