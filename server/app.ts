// The Express application: security middleware, the JSON API under /api, static files and the
// server-rendered pages. Built once the database is ready (see server/index.ts); the API tests
// build it in-process against their own database.
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import helmet from "helmet";
import { errorHandler, forbidden, notFound } from "./lib/errors";
import "./lib/express-types";
import { applicationRoutes } from "./modules/applications/routes";
import { coachSubscriptionRoutes } from "./modules/subscriptions/routes";
import { coachWorkspaceSubscriptionRoutes } from "./modules/subscriptions/coach-routes";
import { coachProfileRoutes } from "./modules/coaches/profile-routes";
import { avatarRoutes } from "./modules/avatars/routes";
import { coachRoutes } from "./modules/coaches/routes";
import { coachLinkRoutes } from "./modules/coach-links/routes";
import { consultationRoutes } from "./modules/consultations/routes";
import { blogRoutes } from "./modules/blog/routes";
import { contactRoutes } from "./modules/contact/routes";
import { healthRoutes } from "./modules/health/routes";
import { seoRoutes } from "./modules/seo/routes";
import { protectedAreas, renewSessionOnPageViews } from "./modules/auth/guards";
import { keepSessionAnswersPrivate } from "./modules/auth/private-responses";
import { authRoutes } from "./modules/auth/routes";
import { bookingRoutes } from "./modules/bookings/routes";
import { availabilityRoutes } from "./modules/availability/routes";
import { bookingSelfServiceRoutes } from "./modules/bookings/self-service-routes";
import { coachBookingRoutes } from "./modules/bookings/coach-routes";
import { coachConsultationRoutes } from "./modules/consultations/coach-routes";
import { paymentRoutes, stripeWebhookRoutes } from "./modules/payments/routes";
import { reviewRoutes } from "./modules/reviews/routes";
import { adminRoutes } from "./modules/admin/routes";
import { coachInsightsRoutes } from "./modules/insights/routes";
import { uploadedImageRoutes, uploadRoutes } from "./modules/uploads/routes";
import type { ServerDeps } from "./context";
import type { ServerServices } from "./services";

export interface AppOptions {
  deps: ServerDeps;
  services: ServerServices;
  /** Renders the pages; absent in API tests. */
  pageHandler?: RequestHandler;
  /** build/client: hashed assets and public files. */
  clientDir?: string;
  /** Vite's dev middleware (development only). */
  devMiddleware?: RequestHandler;
  /** True while the process drains before stopping: health answers 503. */
  isShuttingDown?: () => boolean;
}

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createApp(options: AppOptions): Express {
  const { deps, services } = options;
  const { config, logger } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ? 1 : false);

  // Request id and one log line per request (the path without its query: it may hold tokens).
  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.set("X-Request-Id", requestId);
    req.log = logger.child({ requestId });
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const fullPath = req.originalUrl.split("?")[0];
      const isAsset = fullPath.startsWith("/assets/");
      req.log[isAsset ? "debug" : "info"](
        { method: req.method, path: fullPath, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 },
        "request",
      );
    });
    next();
  });

  // Stripe.js and its Payment Element frames, only when Stripe takes the payments (no page loads
  // anything from another host otherwise: docs/product/directory.md#default-avatars).
  const stripe = config.payments.provider === "stripe";
  const stripeScripts = stripe ? ["https://js.stripe.com", "https://*.js.stripe.com"] : [];
  const stripeFrames = stripe ? ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"] : [];
  const stripeConnect = stripe ? ["https://api.stripe.com", "https://m.stripe.network", "https://q.stripe.com"] : [];
  app.use(
    helmet({
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
      // on a plain HTML form post, which the cross-site rule below would refuse.
      referrerPolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());

  // Cross-site request forgery: a state-changing request from another origin is refused.
  app.use((req, _res, next) => {
    const origin = req.get("origin");
    if (SAFE_METHODS.has(req.method) || !origin) return next();
    const ownOrigin = config.publicUrl ?? `${req.protocol}://${req.get("host")}`;
    if (origin !== ownOrigin) return next(forbidden("Cross-site request refused."));
    next();
  });

  const api = express.Router();
  // Before anything else: /api/admin/* needs an admin, the client APIs someone signed in.
  api.use(protectedAreas(deps.auth));
  // Signed webhooks are verified over the raw body: before the JSON parser.
  api.use(stripeWebhookRoutes(services.paymentsApi, logger));
  // A bulk import may carry hundreds of coaches (admins only: the guard above has run).
  api.use("/admin/bulk-import", express.json({ limit: "5mb" }));
  api.use(express.json({ limit: "100kb" }));
  api.use(
    healthRoutes({
      isReady: () => !(options.isShuttingDown?.() ?? false),
      database: () => deps.database,
    }),
  );
  api.use(authRoutes(deps.auth, config));
  api.use(coachRoutes(services));
  api.use(consultationRoutes(deps, services.consultations));
  api.use(blogRoutes(services.blog));
  api.use(contactRoutes(deps, services.contact));
  api.use(applicationRoutes(deps, services.applications));
  api.use(coachLinkRoutes(deps, services.coachLinks));
  api.use(coachSubscriptionRoutes(deps, services.coachSubscriptions));
  api.use(availabilityRoutes(deps, services.availability));
  api.use(bookingSelfServiceRoutes(deps, services.bookings, services.bookingSelfService, services.paymentsApi));
  api.use(bookingRoutes(deps, services.bookings, services.paymentsApi));
  api.use(coachConsultationRoutes(deps, services.coachConsultations));
  api.use(coachBookingRoutes(deps, services.bookings, services.paymentsApi));
  api.use(paymentRoutes(deps, services.paymentsApi));
  api.use(reviewRoutes(deps, services.reviews));
  api.use(uploadRoutes(deps, services.uploads));
  api.use(adminRoutes(deps, services));
  api.use(coachProfileRoutes(services.coachProfile));
  api.use(coachWorkspaceSubscriptionRoutes(services.coachSubscriptions));
  api.use(coachInsightsRoutes(services.coachInsights));
  api.use(() => {
    throw notFound("Not found");
  });
  app.use("/api", keepSessionAnswersPrivate(), api);

  app.use(avatarRoutes());
  app.use(uploadedImageRoutes(services.uploads));
  app.use(
    seoRoutes(services, async () =>
      (await services.blog.sitemapEntries()).map((post) => ({ path: `/blog/${post.slug}`, updatedAt: post.updatedAt ?? undefined })),
    ),
  );

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  if (options.pageHandler) app.all("*splat", keepSessionAnswersPrivate(), renewSessionOnPageViews(deps.auth), options.pageHandler);

  app.use(errorHandler);
  return app;
}
