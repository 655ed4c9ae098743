// The server-rendered pages. In production they come from the React Router build (build/server);
// in development from Vite's dev server, with hot reload.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { Request, RequestHandler, Response } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { AppServices } from "#common/app-context";
import type { Config } from "./config";
import { clientAddress } from "./modules/rate-limits/guards";
import { pageServicesOf, requestAuthService } from "./page-services";

export interface PageHandling {
  handler: RequestHandler;
  /** build/client in production; Vite serves the assets in development. */
  clientDir?: string;
  /** Vite's middleware in development, mounted before the pages. */
  devMiddleware?: RequestHandler;
  close(): Promise<void>;
}

/** The page view of a request's session (server/modules/auth): the one the page-view middleware resolved. */
export type RequestAuth = (req: Request, res: Response) => AppServices["auth"];

function loadContext(services: AppServices, requestAuth: RequestAuth) {
  return (req: Request, res: Response): AppLoadContext => ({
    services: { ...services, auth: requestAuthService(requestAuth(req, res)) },
    cspNonce: String(res.locals.cspNonce ?? ""),
    requestId: String(res.locals.requestId ?? ""),
    clientAddress: clientAddress(req),
    renderOnly: new Map(),
  });
}

export async function createPageHandling(config: Config, appServices: AppServices, requestAuth: RequestAuth): Promise<PageHandling> {
  const services = pageServicesOf(appServices);
  if (config.env === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const ssrEnvironment = devServer.environments.ssr as unknown as { runner: { import(id: string): Promise<unknown> } };
    return {
      devMiddleware: devServer.middlewares as unknown as RequestHandler,
      handler: createRequestHandler({
        build: () => ssrEnvironment.runner.import("virtual:react-router/server-build") as Promise<ServerBuild>,
        mode: "development",
        getLoadContext: loadContext(services, requestAuth),
      }),
      close: () => devServer.close(),
    };
  }
  // This module is bundled into build/server-app/index.js, so the build folder is one level up.
  const buildDir = fileURLToPath(new URL("..", import.meta.url));
  const serverBuildFile = path.join(buildDir, "server", "index.js");
  const build = (await import(/* @vite-ignore */ serverBuildFile)) as ServerBuild;
  return {
    clientDir: path.join(buildDir, "client"),
    handler: createRequestHandler({ build, mode: "production", getLoadContext: loadContext(services, requestAuth) }),
    close: async () => {},
  };
}
