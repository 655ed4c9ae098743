import { Router } from "express";
import type { SentRequestsReader } from "#common/app-context";
import { consultationRequestSchema } from "#common/consultations";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { limitByAddress } from "../rate-limits/guards";
import { currentSession, requireUser } from "../auth/guards";
import type { ConsultationsService } from "./service";

export function consultationRoutes(deps: ServerDeps, consultations: ConsultationsService, sentRequests: SentRequestsReader): Router {
  const router = Router();
  router.post(
    "/consultations/request",
    limitByAddress(
      deps.rateLimiter,
      { name: "consultation:address", ...deps.config.rateLimits.formsPerAddress },
      "Too many consultation requests.",
    ),
    async (req, res) => {
      const input = parseInput(consultationRequestSchema, req.body, "consultation request");
      // Anyone may send one; a signed-in sender's conversation is theirs at once (same proved address).
      const session = req.get("cookie") ? await deps.auth.resolve(req, res) : null;
      const created = await consultations.request(input, session?.user ?? null);
      res.status(201).json(created);
    },
  );
  // The requests sent with the signed-in person's confirmed address (My Sessions).
  router.get("/consultations/mine", requireUser(deps.auth), async (_req, res) => {
    const { user } = currentSession(res);
    res.set("Cache-Control", "no-store").json(await sentRequests.listSentBy(user));
  });
  return router;
}
