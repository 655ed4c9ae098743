import { Router } from "express";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "#common/unavailable";
import type { DatabaseHandle } from "../../db/client";

/**
 * 200 once the process serves, the database answers and sign-in can work; 503 with Retry-After
 * before (start-up, shutdown) and whenever either cannot (docs/decisions/102-surviving-a-database-outage.md).
 */
export function healthRoutes(options: {
  isReady: () => boolean;
  database: () => DatabaseHandle | undefined;
  /** Resolves once sign-in can work (accounts' set-up, tried again at each call until it succeeds). */
  signInReady: () => Promise<void>;
}): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const database = options.database();
    if (!options.isReady() || !database) {
      res.status(503).set("Retry-After", "2").json({ status: "starting" });
      return;
    }
    try {
      await database.pool.query("select 1");
      await options.signInReady();
      res.json({ status: "ok" });
    } catch {
      res.status(503).set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS)).json({ status: "unavailable" });
    }
  });
  return router;
}
