// What our middleware adds to Express requests and responses.
import type { Logger } from "pino";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Request-scoped logger carrying the request id. */
      log: Logger;
    }
    interface Locals {
      requestId: string;
      /** Nonce of this response's Content-Security-Policy, for the page's inline scripts. */
      cspNonce: string;
    }
  }
}

export {};
