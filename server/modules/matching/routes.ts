// POST /api/match (docs/product/api.md#find-my-match): public, limited per address like the other
// public forms. The answers come only when the person asks for their match; nothing is kept.
import { Router } from "express";
import { matchRequestSchema } from "#common/match";
import type { ServerDeps } from "../../context";
import { parseInput } from "../../lib/errors";
import { limitByAddress } from "../rate-limits/guards";
import type { MatchingService } from "./service";

export function matchRoutes(deps: ServerDeps, matching: MatchingService): Router {
  const router = Router();
  router.post(
    "/match",
    limitByAddress(deps.rateLimiter, { name: "match:address", ...deps.config.rateLimits.formsPerAddress }, "Too many match requests."),
    async (req, res) => {
      const request = parseInput(matchRequestSchema, req.body, "answers");
      const answer = await matching.match(request);
      res.set("Cache-Control", "no-store").json(answer);
    },
  );
  return router;
}
