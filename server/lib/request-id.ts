// A request's id: the caller's X-Request-Id when it is a plain token (so a proxy's id follows the
// request through the logs), else a new one. Shared by Express (request-context.ts) and the public
// cache, which answers before Express.
import { randomUUID } from "node:crypto";

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}
