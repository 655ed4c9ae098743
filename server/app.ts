// The Express application: security middleware, the JSON API under /api, static files and the
// server-rendered pages. Built once the database is ready (see server/index.ts); the API tests
// build it in-process against their own database.
import path from "node:path";
import express, { type Express, type RequestHandler } from "express";
import { apiRouter } from "./api-router";
import { dynamicCompression } from "./lib/dynamic-compression";
import { errorHandler } from "./lib/errors";
import { refuseNulInAddress } from "./lib/nul-input";
import { precompressedAssets } from "./lib/precompressed-assets";
import "./lib/express-types";
import { avatarRoutes } from "./modules/avatars/routes";
import { seoRoutes } from "./modules/seo/routes";
import { renewSessionOnPageViews } from "./modules/auth/guards";
import { keepSessionAnswersPrivate } from "./modules/auth/private-responses";
import { uploadedImageRoutes } from "./modules/uploads/routes";
import { requestContext } from "./request-context";
import { refuseCrossSiteRequests, securityHeaders } from "./security-middleware";
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

export function createApp(options: AppOptions): Express {
  const { deps, services } = options;
  const { config, logger } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy ? 1 : false);

  app.use(requestContext(logger));
  app.use(securityHeaders(config));
  app.use(dynamicCompression());
  app.use(refuseCrossSiteRequests(config));
  app.use(refuseNulInAddress(config));

  app.use("/api", keepSessionAnswersPrivate(), apiRouter(deps, services, options.isShuttingDown));

  app.use(avatarRoutes());
  app.use(uploadedImageRoutes(services.uploads));
  app.use(
    seoRoutes(services, async () =>
      (await services.blog.sitemapEntries()).map((post) => ({ path: `/blog/${post.slug}`, updatedAt: post.updatedAt ?? undefined })),
    ),
  );

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    app.use("/assets", precompressedAssets(path.join(options.clientDir, "assets")));
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Only an address that names a file (favicon.svg) can be one of the public files: a page's
    // address never does, so a page does not wait on a disk look-up first.
    const publicFiles = express.static(options.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  if (options.pageHandler) app.all("*splat", keepSessionAnswersPrivate(), renewSessionOnPageViews(deps.auth), options.pageHandler);

  app.use(errorHandler);
  return app;
}
