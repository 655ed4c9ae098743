// The ICE servers a room's browsers are given (ICE_SERVERS; none by default: two browsers on one
// machine or one network connect without). With TURN_SECRET, every turn:/turns: server gets
// credentials of coturn's REST API (`use-auth-secret`): the username is `{expiry}:{account id}`, the
// password base64(HMAC-SHA1(secret, username)), so coturn checks them without asking Kindred, and they
// stop working at the expiry: at least TURN_CREDENTIAL_TTL from now, and never before the room closes.
import { createHmac } from "node:crypto";
import type { IceServer } from "#common/video-sessions";
import type { VideoSettings } from "../../config";

const isTurn = (url: string) => /^turns?:/i.test(url);

/** coturn's time-limited credential for `userId`, valid until `expiresAt`. */
export function turnCredential(secret: string, userId: string, expiresAt: Date): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  return { username, credential: createHmac("sha1", secret).update(username).digest("base64") };
}

export function iceServersFor(settings: VideoSettings, userId: string, room: { closesAt: Date }, now: number): IceServer[] {
  const { turnSecret } = settings;
  if (!turnSecret) return settings.iceServers.map((server) => ({ ...server }));
  const expiresAt = new Date(Math.max(now + settings.turnCredentialTtlMs, room.closesAt.getTime()));
  return settings.iceServers.map((server) => {
    const urls = Array.isArray(server.urls) ? server.urls : [server.urls];
    return urls.some(isTurn) ? { urls: server.urls, ...turnCredential(turnSecret, userId, expiresAt) } : { ...server };
  });
}
