import { Router } from "express";
import { consultationRequestSchema } from "#common/consultations";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { limitByAddress } from "../rate-limits/guards";
import type { ConsultationsService } from "./service";

export function consultationRoutes(deps: ServerDeps, consultations: ConsultationsService): Router {
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
      const created = await consultations.request(input);
      res.status(201).json(created);
    },
  );
  return router;
}
