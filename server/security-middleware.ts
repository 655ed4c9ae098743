// The browser-facing protections every answer gets: security headers with a content security policy
// (a nonce per request for our scripts), and the refusal of state-changing requests from other sites.
import type express from "express";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "./config";
import { forbidden } from "./lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Helmet's middleware: the security headers of every answer. */
export function securityHeaders(config: Config): ReturnType<typeof helmet> {
  // Stripe.js and its Payment Element frames, only when Stripe takes the payments (no page loads
  // anything from another host otherwise: docs/product/directory.md#default-avatars).
  const stripe = config.payments.provider === "stripe";
  const stripeScripts = stripe ? ["https://js.stripe.com", "https://*.js.stripe.com"] : [];
  const stripeFrames = stripe ? ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"] : [];
  const stripeConnect = stripe ? ["https://api.stripe.com", "https://m.stripe.network", "https://q.stripe.com"] : [];
  return helmet({
    contentSecurityPolicy:
      config.env === "development"
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`, ...stripeScripts],
              // Radix positions popovers with inline style attributes.
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "blob:", ...(stripe ? ["https://*.stripe.com"] : [])],
              fontSrc: ["'self'"],
              connectSrc: ["'self'", ...stripeConnect],
              frameSrc: stripe ? stripeFrames : ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
            },
          },
    strictTransportSecurity: config.publicUrl?.startsWith("https://") ? undefined : false,
    // Never to other sites, but kept on our own: with "no-referrer" a browser sends `Origin: null`
    // on a plain HTML form post, which the cross-site rule would refuse.
    referrerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/** Cross-site request forgery: a state-changing request from another origin is refused. */
export function refuseCrossSiteRequests(config: Config): RequestHandler {
  return (req, _res, next) => {
    const origin = req.get("origin");
    if (SAFE_METHODS.has(req.method) || !origin) return next();
    const ownOrigin = config.publicUrl ?? `${req.protocol}://${req.get("host")}`;
    if (origin !== ownOrigin) return next(forbidden("Cross-site request refused."));
    next();
  };
}
