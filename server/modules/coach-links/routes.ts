// Accepting an invitation to run a coach's workspace over HTTP (staff send them through admin-routes.ts):
//   POST   /api/coach-invitations/accept {token}   { coachId }: the signed-in account links
import { Router } from "express";
import { coachInvitationAcceptSchema, type CoachInvitationAccepted } from "#common/coach-links";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireUser } from "../auth/guards";
import { limitByAddress } from "../rate-limits/guards";
import type { CoachLinksService } from "./service";

export function coachLinkRoutes(deps: ServerDeps, links: CoachLinksService): Router {
  const router = Router();
  // Limited per address like the public forms, so tokens cannot be tried in bulk; counted only for
  // signed-in callers, since nothing else can get further.
  router.post(
    "/coach-invitations/accept",
    requireUser(deps.auth),
    limitByAddress(
      deps.rateLimiter,
      { name: "coach-invitation:address", ...deps.config.rateLimits.formsPerAddress },
      "Too many attempts to use an invitation.",
    ),
    async (req, res) => {
      const { token } = parseInput(coachInvitationAcceptSchema, req.body ?? {}, "invitation");
      const answer: CoachInvitationAccepted = await links.accept(currentSession(res).user, token);
      res.set("Cache-Control", "no-store").json(answer);
    },
  );

  return router;
}
