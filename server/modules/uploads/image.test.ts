// Decoding is limited: however many uploads arrive together, at most IMAGE_DECODE_CONCURRENCY
// images are in sharp at once; the others wait their turn and all of them finish.
import { describe, expect, it, vi } from "vitest";

/** Each sharp pipeline's toBuffer waits until the test finishes it; the test sees how many are open. */
const open: { finish: (ok: boolean) => void }[] = [];
vi.mock("sharp", () => {
  const pipeline = () => {
    const chain = {
      rotate: () => chain,
      resize: () => chain,
      flatten: () => chain,
      jpeg: () => chain,
      toBuffer: () =>
        new Promise<Buffer>((resolve, reject) => {
          const entry = {
            finish: (ok: boolean) => {
              open.splice(open.indexOf(entry), 1);
              if (ok) resolve(Buffer.from("jpeg"));
              else reject(new Error("corrupt"));
            },
          };
          open.push(entry);
        }),
    };
    return chain;
  };
  return { default: pipeline };
});

const { IMAGE_DECODE_CONCURRENCY, NotAnImageError, reencodeAsJpeg } = await import("./image");

describe("decoding uploaded images", () => {
  it(`never runs more than ${IMAGE_DECODE_CONCURRENCY} at once, and every upload gets its turn (a failed one too)`, async () => {
    const uploads = 7;
    const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    const results = Array.from({ length: uploads }, () =>
      reencodeAsJpeg(jpegBytes).then(
        () => "ok",
        (error: unknown) => (error instanceof NotAnImageError ? "refused" : "error"),
      ),
    );
    let finished = 0;
    let peak = 0;
    while (finished < uploads) {
      // The next decodes start as soon as a slot is free; never more than the limit are open.
      const expected = Math.min(IMAGE_DECODE_CONCURRENCY, uploads - finished);
      await vi.waitFor(() => expect(open.length).toBe(expected));
      peak = Math.max(peak, open.length);
      open[0].finish(finished !== 3); // the fourth image is corrupt: its slot is freed all the same
      finished += 1;
    }
    expect(peak).toBe(IMAGE_DECODE_CONCURRENCY);
    expect(await Promise.all(results)).toEqual(["ok", "ok", "ok", "refused", "ok", "ok", "ok"]);
  });
});
