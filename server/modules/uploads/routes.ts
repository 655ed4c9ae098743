// HTTP of profile images (docs/product/images.md#upload):
//   POST /api/profile-image/upload-url           → { uploadURL } (20 per client address per hour; admins are not limited)
//   PUT  /api/profile-image/upload/{id}?expires&signature   the image bytes (at most 5 MB)
//   POST /api/profile-image/confirm { profileImageURL, use? } → { profileImagePath }
//   GET  /uploads/{id}.jpg                        the re-encoded image, cached for a year
import express, { Router, type Request, type Response } from "express";
import { confirmUploadSchema, PROFILE_IMAGE_MAX_BYTES } from "#common/profile-images";
import { AppError, notFound, parseInput, unauthorized } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { clientAddress } from "../rate-limits/guards";
import { describeWait } from "../rate-limits/service";
import type { UploadsService } from "./service";

export function uploadRoutes(deps: ServerDeps, uploads: UploadsService): Router {
  const router = Router();
  const rule = { name: "uploads:address", ...deps.config.rateLimits.uploadsPerAddress };

  router.post("/profile-image/upload-url", async (req, res) => {
    // Applicants upload without an account, so the endpoint is open but limited; staff are not.
    const session = await deps.auth.resolve(req, res);
    if (session?.user.role !== "admin") {
      const state = await deps.rateLimiter.consume(rule, clientAddress(req));
      if (!state.allowed) {
        throw new AppError(
          429,
          "rate_limited",
          `Too many uploads. Please try again in ${describeWait(state.retryAfterSeconds)}.`,
          undefined,
          {
            "Retry-After": String(state.retryAfterSeconds),
          },
        );
      }
    }
    const path = await uploads.createUploadPath(clientAddress(req));
    // Absolute on PUBLIC_URL; otherwise a path on the origin the page was loaded from (behind a proxy
    // that terminates https, an absolute http:// address would be blocked as mixed content).
    res.set("Cache-Control", "no-store").json({ uploadURL: `${deps.config.publicUrl ?? ""}${path}` });
  });

  const rawImage = express.raw({ type: () => true, limit: PROFILE_IMAGE_MAX_BYTES });
  const readImageBody = (req: Request, res: Response) =>
    new Promise<Buffer>((resolve, reject) =>
      rawImage(req, res, (error?: unknown) => {
        if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
          reject(new AppError(413, "too_large", "File too large: please select an image smaller than 5MB."));
        } else if (error) {
          reject(error);
        } else {
          resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
        }
      }),
    );

  router.put("/profile-image/upload/:id", async (req, res) => {
    const id = req.params.id as string;
    const query = req.query as Record<string, unknown>;
    try {
      await uploads.checkUploadLink(id, query);
    } catch (error) {
      // Refused before reading the body: the connection closes instead of taking the rest of it.
      res.set("Connection", "close");
      throw error;
    }
    const bytes = await readImageBody(req, res);
    await uploads.receive(id, query, bytes);
    res.status(200).json({ ok: true });
  });

  router.post("/profile-image/confirm", async (req, res) => {
    const input = parseInput(confirmUploadSchema, req.body);
    const profileImagePath = await uploads.confirm(input.profileImageURL);
    if (input.use === "account") {
      const session = await deps.auth.resolve(req, res);
      if (!session) throw unauthorized();
      await deps.auth.updateProfile(session, {
        firstName: session.user.firstName,
        lastName: session.user.lastName,
        profileImageUrl: profileImagePath,
      });
    }
    res.json({ profileImagePath });
  });

  return router;
}

/** Serves uploaded images from our own origin; each path is unique, so they are cached for a year. */
export function uploadedImageRoutes(uploads: UploadsService): Router {
  const router = Router();
  router.get("/uploads/:file", async (req, res) => {
    const image = await uploads.read(req.params.file as string);
    if (!image) throw notFound("No such image");
    res.type("image/jpeg").set("Cache-Control", "public, max-age=31536000, immutable").send(image.body);
  });
  return router;
}
