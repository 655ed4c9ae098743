// What an uploaded file really is, decided by its bytes (never by its name or Content-Type), and its
// re-encoding: whatever arrives is decoded and written anew as a plain JPEG, so no metadata (GPS
// position, camera serial), no trailing payload and no second format survives.
import sharp from "sharp";

export type ImageType = "jpeg" | "png" | "webp";

/** The image type by its signature, or null. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

export class NotAnImageError extends Error {
  constructor(message = "The file is not an image we can read (JPEG, PNG or WebP).") {
    super(message);
    this.name = "NotAnImageError";
  }
}

/** Largest side of a stored photo: the crop is 300×300; twice that covers sharp screens. */
export const STORED_IMAGE_MAX_SIDE = 600;
/** Refuse decompression bombs: at most 40 megapixels are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * How many images are decoded at once. A 40-megapixel photo takes a core and over 100 MB while it
 * is decoded; twenty uploads arriving together must queue rather than exhaust the process.
 */
export const IMAGE_DECODE_CONCURRENCY = 2;

let decoding = 0;
const waitingForSlot: (() => void)[] = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < IMAGE_DECODE_CONCURRENCY) decoding += 1;
  // A finishing decode hands its slot straight to the next in line (the count does not change).
  else await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  try {
    return await work();
  } finally {
    const next = waitingForSlot.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/** Decodes the bytes (refusing anything that is not a whole JPEG, PNG or WebP) and re-encodes a JPEG. */
export async function reencodeAsJpeg(bytes: Buffer): Promise<Buffer> {
  if (!detectImageType(bytes)) throw new NotAnImageError();
  return withDecodeSlot(() => decodeAndEncode(bytes));
}

async function decodeAndEncode(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({ width: STORED_IMAGE_MAX_SIDE, height: STORED_IMAGE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new NotAnImageError();
  }
}
