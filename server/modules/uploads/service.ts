// Profile images (docs/product/images.md): a short-lived signed upload link on our own origin, the PUT of the
// image (checked by its bytes, at most 5 MB, re-encoded before anything is stored), the confirmation
// that hands back the path to use, serving, and the clean-up of images nothing uses after 24 hours.
import { randomUUID } from "node:crypto";
import { PROFILE_IMAGE_MAX_BYTES } from "#common/profile-images";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { AppError, badRequest, conflict } from "../../lib/errors";
import { NotAnImageError, reencodeAsJpeg } from "./image";
import { deleteImageRow, findImage, insertPendingImage, listUnreferencedImages, markStored } from "./repository";
import type { ImageStorage, StoredObject } from "./storage";
import { invalidLink, uploadLinks, type UploadLinkQuery } from "./upload-links";
import { UUID_SOURCE } from "#common/uuid";

export { UPLOAD_LINK_TTL_MS } from "./upload-links";
/** Images that nothing references are deleted after this long. */
export const UNREFERENCED_IMAGE_TTL_MS = 24 * 3_600_000;

const UPLOAD_PATH = new RegExp(`^/api/profile-image/upload/(${UUID_SOURCE})$`);
const SERVED_FILE = new RegExp(`^(${UUID_SOURCE})\\.jpg$`);

export const imagePathOf = (id: string) => `/uploads/${id}.jpg`;
const storageKeyOf = (id: string) => `profile-images/${id}.jpg`;

export interface UploadsService {
  readonly storageKind: ImageStorage["kind"];
  /** A pending image and the path (with its query) the browser PUTs it to. */
  createUploadPath(uploaderAddress: string): Promise<string>;
  /**
   * The PUT's first step, before any byte of the body is read: the link's signature and expiry, and
   * a pending image waiting for it. A bad link is refused without taking 5 MB from anyone.
   */
  checkUploadLink(id: string, query: { expires?: unknown; signature?: unknown }): Promise<void>;
  /** The PUT: verifies the link, checks and re-encodes the bytes, stores the image. */
  receive(id: string, query: { expires?: unknown; signature?: unknown }, bytes: Buffer): Promise<void>;
  /** The served path of an uploaded image, from its upload URL (with or without the query). */
  confirm(uploadUrl: string): Promise<string>;
  /** Checks, re-encodes and stores bytes obtained by the server itself (the scraper); returns the path. */
  storeImage(bytes: Buffer, uploaderAddress: string): Promise<string>;
  /** The stored image of a served file name ("<id>.jpg"), or null. */
  read(fileName: string): Promise<StoredObject | null>;
  /** Deletes images older than 24 hours that no coach, application or account uses. */
  deleteUnreferenced(): Promise<number>;
}

/** Checks the bytes (present, at most 5 MB, an image) and re-encodes them as a JPEG. */
async function reencode(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest("No image was sent.");
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES)
    throw new AppError(413, "too_large", "File too large: please select an image smaller than 5MB.");
  try {
    return await reencodeAsJpeg(bytes);
  } catch (error) {
    if (error instanceof NotAnImageError)
      throw new AppError(415, "not_an_image", "Invalid file type: please select an image file (JPEG, PNG or WebP).");
    throw error;
  }
}

/** The id of the image an upload URL (with or without its query) names; 400 when it is not an upload link of this site. */
function uploadedIdOf(uploadUrl: string): string {
  let pathname: string;
  try {
    pathname = new URL(uploadUrl, "http://kindred.invalid").pathname;
  } catch {
    throw badRequest("profileImageURL is not an upload link of this site.", { profileImageURL: "Not an upload link of this site" });
  }
  const match = UPLOAD_PATH.exec(pathname);
  if (!match)
    throw badRequest("profileImageURL is not an upload link of this site.", { profileImageURL: "Not an upload link of this site" });
  return match[1];
}

export function createUploadsService(options: {
  db: Database;
  storage: ImageStorage;
  signingKey: () => Promise<Buffer>;
  logger: Logger;
  now?: () => number;
}): UploadsService {
  const { db, storage, logger } = options;
  const now = options.now ?? Date.now;
  const links = uploadLinks(options.signingKey, now);

  async function pendingImageOf(id: string, query: UploadLinkQuery) {
    await links.verify(id, query);
    const row = await findImage(db, id);
    if (!row) throw invalidLink();
    if (row.storedAt) throw conflict("This image was already uploaded. Ask for a new upload link to send another.");
    return row;
  }

  return {
    storageKind: storage.kind,

    async createUploadPath(uploaderAddress) {
      const id = randomUUID();
      await insertPendingImage(db, { id, storageKey: storageKeyOf(id), uploaderAddress: uploaderAddress.slice(0, 100) });
      return links.pathFor(id);
    },

    async checkUploadLink(id, query) {
      await pendingImageOf(id, query);
    },

    async receive(id, query, bytes) {
      const row = await pendingImageOf(id, query);
      const jpeg = await reencode(bytes);
      await storage.put(row.storageKey, jpeg, "image/jpeg");
      if (!(await markStored(db, id, jpeg.length)))
        throw conflict("This image was already uploaded. Ask for a new upload link to send another.");
    },

    async confirm(uploadUrl) {
      const row = await findImage(db, uploadedIdOf(uploadUrl));
      if (!row?.storedAt)
        throw badRequest("The image has not been uploaded yet.", { profileImageURL: "The image has not been uploaded yet" });
      return imagePathOf(row.id);
    },

    async storeImage(bytes, uploaderAddress) {
      const jpeg = await reencode(bytes);
      const id = randomUUID();
      await insertPendingImage(db, { id, storageKey: storageKeyOf(id), uploaderAddress: uploaderAddress.slice(0, 100) });
      await storage.put(storageKeyOf(id), jpeg, "image/jpeg");
      await markStored(db, id, jpeg.length);
      return imagePathOf(id);
    },

    async read(fileName) {
      const match = SERVED_FILE.exec(fileName);
      if (!match) return null;
      return storage.get(storageKeyOf(match[1]));
    },

    async deleteUnreferenced() {
      const stale = await listUnreferencedImages(db, new Date(now() - UNREFERENCED_IMAGE_TTL_MS));
      let deleted = 0;
      for (const image of stale) {
        try {
          await storage.delete(image.storageKey);
          await deleteImageRow(db, image.id);
          deleted += 1;
        } catch (error) {
          logger.warn({ err: error, imageId: image.id }, "could not delete an unused image");
        }
      }
      if (deleted > 0) logger.info({ deleted }, "deleted unused uploaded images");
      return deleted;
    },
  };
}
