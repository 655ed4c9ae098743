// A signal's trip through PostgreSQL notifications, without the database: cut into pieces that each
// fit a notification (under 8000 bytes, whatever characters it holds), read back, and put together
// again in any order; pieces of a signal that never completes are let go.
import { describe, expect, it } from "vitest";
import { asciiJson, createSignalAssembler, parseNotice, signalPayloads, type VideoNotice } from "./notices";

const BOOKING = "3f2b8c4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
type Chunk = Extract<VideoNotice, { kind: "chunk" }>;

const sdp = (bytes: number) =>
  `v=0\r\no=- 46117 2 IN IP4 127.0.0.1\r\n${"a=candidate:1 1 udp 2122260223 10.0.0.1 54321 typ host|\r\n".repeat(bytes / 56)}`;

describe("a signal in notifications", () => {
  it("fits one notification when small", () => {
    const payloads = signalPayloads(BOOKING, "coach", { type: "offer", payload: { type: "offer", sdp: "v=0" } });
    expect(payloads).toHaveLength(1);
    const notice = parseNotice(payloads[0]) as Chunk;
    expect(notice).toMatchObject({ kind: "chunk", bookingId: BOOKING, role: "coach", index: 0, count: 1 });
    expect(JSON.parse(notice.text)).toEqual({ type: "offer", payload: { type: "offer", sdp: "v=0" } });
  });

  it("is cut into pieces under 8000 bytes and put together again, in any order, with '|' and any character inside", () => {
    const payload = { type: "offer", sdp: `${sdp(60_000)}é日本😀` };
    const payloads = signalPayloads(BOOKING, "client", { type: "offer", payload });
    expect(payloads.length).toBeGreaterThan(8);
    for (const text of payloads) expect(Buffer.byteLength(text, "utf8")).toBeLessThan(8000);
    const assembler = createSignalAssembler();
    const chunks = payloads.map((text) => parseNotice(text) as Chunk).reverse();
    const results = chunks.map((chunk) => assembler.add(chunk));
    expect(results.slice(0, -1).every((result) => result === undefined)).toBe(true);
    expect(JSON.parse(results.at(-1) as string)).toEqual({ type: "offer", payload });
    expect(assembler.pending()).toBe(0);
  });

  it("lets go of a signal missing a piece", () => {
    const payloads = signalPayloads(BOOKING, "client", { type: "answer", payload: { sdp: sdp(20_000) } });
    const assembler = createSignalAssembler(1_000);
    assembler.add(parseNotice(payloads[0]) as Chunk, 0);
    expect(assembler.pending()).toBe(1);
    const other = signalPayloads(BOOKING, "client", { type: "candidate", payload: { candidate: "x" } });
    expect(assembler.add(parseNotice(other[0]) as Chunk, 5_000)).toBeDefined();
    assembler.add(parseNotice(signalPayloads(BOOKING, "coach", { type: "answer", payload: { sdp: sdp(20_000) } })[0]) as Chunk, 5_000);
    expect(assembler.pending()).toBe(1);
  });

  it("writes JSON as ASCII: one byte per character", () => {
    const text = asciiJson({ name: "Zoë 日本 😀" });
    expect(/^[\x20-\x7e]*$/.test(text)).toBe(true);
    expect(JSON.parse(text)).toEqual({ name: "Zoë 日本 😀" });
  });

  it("reads joins and leaves, and nothing that is not a notice", () => {
    expect(parseNotice(`J|${BOOKING}|client|a1|b1,b2`)).toEqual({
      kind: "joined",
      bookingId: BOOKING,
      role: "client",
      attendanceId: "a1",
      replaced: ["b1", "b2"],
    });
    expect(parseNotice(`J|${BOOKING}|coach|a1|`)).toMatchObject({ kind: "joined", replaced: [] });
    expect(parseNotice(`L|${BOOKING}|coach|a1`)).toEqual({ kind: "left", bookingId: BOOKING, role: "coach", attendanceId: "a1" });
    for (const bad of [
      undefined,
      "",
      "X|b|client|a",
      `J|${BOOKING}|staff|a`,
      `S|${BOOKING}|client|id|3|2|text`,
      `S|${BOOKING}|client|id|0`,
    ]) {
      expect(parseNotice(bad)).toBeNull();
    }
  });
});
