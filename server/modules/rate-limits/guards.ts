// The rate limits at the HTTP edge: the client address of a request, and the middleware that answers
// 429 once it passes a limit. The limiter itself (service.ts) knows nothing of Express.
import type { Request, RequestHandler } from "express";
import { tooManyRequests } from "../../lib/errors";
import { describeWait, type RateLimiter, type RateLimitRule } from "./service";

/**
 * The client address: the socket's, or the proxy's forwarded one when TRUST_PROXY is set (Express's
 * req.ip). Kept whole here (sessions and uploads record it); the limiter counts it by network.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/** Express middleware: 429 with Retry-After once the client address passes the limit. */
export function limitByAddress(limiter: RateLimiter, rule: RateLimitRule, message = "Too many requests."): RequestHandler {
  return async (req, _res, next) => {
    const result = await limiter.consume(rule, clientAddress(req));
    if (!result.allowed) {
      throw tooManyRequests(`${message} Please try again in ${describeWait(result.retryAfterSeconds)}.`, result.retryAfterSeconds);
    }
    next();
  };
}
