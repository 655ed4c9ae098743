// The upload link of a pending image: its path carries an expiry and an HMAC signature over the
// image's id and that expiry, so only a link this server handed out, used in time, is accepted.
import { createHmac, timingSafeEqual } from "node:crypto";
import { forbidden } from "../../lib/errors";

/** How long an upload link works. */
export const UPLOAD_LINK_TTL_MS = 15 * 60_000;

export type UploadLinkQuery = { expires?: unknown; signature?: unknown };

export const invalidLink = () => forbidden("This upload link is not valid or has expired. Please try again.");

export function uploadLinks(signingKey: () => Promise<Buffer>, now: () => number) {
  const sign = async (id: string, expires: number) =>
    createHmac("sha256", await signingKey())
      .update(`profile-image-upload:${id}:${expires}`)
      .digest("base64url");

  return {
    /** The path (with its query) the browser PUTs the image to. */
    async pathFor(id: string): Promise<string> {
      const expires = Math.floor((now() + UPLOAD_LINK_TTL_MS) / 1000);
      const signature = await sign(id, expires);
      return `/api/profile-image/upload/${id}?expires=${expires}&signature=${signature}`;
    },

    /** 403 unless the query is this image's signature and the link has not expired. */
    async verify(id: string, query: UploadLinkQuery): Promise<void> {
      const expires = Number(query.expires);
      const signature = typeof query.signature === "string" ? query.signature : "";
      if (!Number.isSafeInteger(expires) || !signature) throw invalidLink();
      const expected = Buffer.from(await sign(id, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
      if (expires * 1000 < now()) throw invalidLink();
    },
  };
}
