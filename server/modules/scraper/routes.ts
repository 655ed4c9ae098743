// POST /api/admin/scrape-psychology-today { urls[] } → { coaches[], errors[], summary }
// (docs/product/staff-portal.md#scraper).
import { Router } from "express";
import { scrapeRequestSchema } from "#common/admin-coaches";
import { parseInput } from "../../lib/errors";
import { clientAddress } from "../rate-limits/guards";
import type { ScraperService } from "./service";

export function scraperRoutes(scraper: ScraperService): Router {
  const router = Router();
  router.post("/scrape-psychology-today", async (req, res) => {
    const { urls } = parseInput(scrapeRequestSchema, req.body, "scrape request");
    res.set("Cache-Control", "no-store").json(await scraper.scrape(urls, clientAddress(req)));
  });
  return router;
}
