import { Router } from "express";
import type { DatabaseHandle } from "../../db/client";

/** 200 once the database is ready and answering, 503 before (start-up, shutdown) or when it is unreachable. */
export function healthRoutes(options: { isReady: () => boolean; database: () => DatabaseHandle | undefined }): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const database = options.database();
    if (!options.isReady() || !database) {
      res.status(503).set("Retry-After", "2").json({ status: "starting" });
      return;
    }
    try {
      await database.pool.query("select 1");
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });
  return router;
}
