// Where a stored profile image may point: an image this product stored (`/uploads/<uuid>.jpg`, the
// uploads module's key format) or one of its generated avatars (`/avatars/<style>/<seed>.svg`, the
// seed written as encodeURIComponent writes it). Pages render these addresses in <img> tags; any
// other address could load from another host, or point at one of our own GET endpoints
// ("/uploads/../api/logout" is /api/logout once a browser resolves it). One rule for the forms and
// the server, checked when an address is received and again before it is published.
import { z } from "zod";
import { AVATAR_STYLES } from "./coaches";
import { UUID_SOURCE } from "./uuid";

/** An uploaded, re-encoded photo served from our origin. */
export const UPLOADED_IMAGE_PATH = new RegExp(`^/uploads/${UUID_SOURCE}\\.jpg$`);
const AVATAR_PATH = new RegExp(`^/avatars/(?:${AVATAR_STYLES.join("|")})/((?:[A-Za-z0-9._~!*'()-]|%[0-9A-F]{2}){1,300})\\.svg$`);
/** The avatar route serves seeds of 1 to 100 characters. */
const AVATAR_SEED_MAX = 100;

/** True for an image of our own: an upload, or a generated avatar in the form avatarUrl() writes. */
export function isOwnImageReference(value: string): boolean {
  if (UPLOADED_IMAGE_PATH.test(value)) return true;
  const avatar = AVATAR_PATH.exec(value);
  if (!avatar) return false;
  let seed: string;
  try {
    seed = decodeURIComponent(avatar[1]);
  } catch {
    return false;
  }
  // Only the one way of writing each seed, and nothing a proxy that decodes "%2F" could read as a
  // path step ("/", "\\", ".."), nor control characters.
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]|\.\./.test(seed)) return false;
  return seed.length >= 1 && seed.length <= AVATAR_SEED_MAX && encodeURIComponent(seed) === avatar[1];
}

export const IMAGE_REFERENCE_MESSAGE = "Choose an uploaded photo or a generated avatar";

/**
 * An optional image reference: absent, null or blank means none (null); anything else must be one
 * of our own images.
 */
export function optionalImageReference(message: string = IMAGE_REFERENCE_MESSAGE) {
  return z
    .string({ error: message })
    .trim()
    .max(400, message)
    .refine((v) => v === "" || isOwnImageReference(v), message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
}

/** A change of an image reference: absent leaves it, null removes it, a string must be our own. */
export function imageReferenceChange(message: string = IMAGE_REFERENCE_MESSAGE) {
  return z.string({ error: message }).trim().max(400, message).refine(isOwnImageReference, message).nullable().optional();
}
