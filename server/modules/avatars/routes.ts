// Generated default avatars (DiceBear), served from our own origin: no page loads anything from a
// third-party host. The same style and seed always give the same picture, so answers are cached
// for a year; a small in-memory cache spares regenerating popular ones.
import * as collection from "@dicebear/collection";
import { createAvatar, type Style } from "@dicebear/core";
import { Router } from "express";
import { AVATAR_STYLES, type AvatarStyle } from "#common/coaches";
import { setBounded } from "../../lib/bounded-map";
import { notFound } from "../../lib/errors";

const BACKGROUNDS = ["fde2ef", "ede9fe", "dbeafe", "dcfce7", "fef3c7", "fce7f3", "e0f2fe"];
const CACHE_LIMIT = 2_000;
const cache = new Map<string, string>();

export function renderAvatar(style: AvatarStyle, seed: string): string {
  const key = `${style}/${seed}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const svg = createAvatar(collection[style] as unknown as Style<object>, { seed, backgroundColor: BACKGROUNDS }).toString();
  return setBounded(cache, key, svg, CACHE_LIMIT);
}

export function avatarRoutes(): Router {
  const router = Router();
  router.get("/avatars/:style/:file", (req, res) => {
    const style = req.params.style as AvatarStyle;
    const match = /^(.{1,100})\.svg$/.exec(req.params.file);
    if (!AVATAR_STYLES.includes(style) || !match) throw notFound("No such avatar");
    res.type("image/svg+xml").set("Cache-Control", "public, max-age=31536000, immutable").send(renderAvatar(style, match[1]));
  });
  return router;
}
