// Linking accounts to coaches over HTTP:
//   POST   /api/admin/coaches/{id}/invite     202 { email, expiresAt }: e-mails an invitation (staff)
//   DELETE /api/admin/coaches/{id}/link       204: the coach's workspace is closed to its account (staff)
//   POST   /api/coach-invitations/accept {token}   { coachId }: the signed-in account links
import { Router } from "express";
import { coachInvitationAcceptSchema, type CoachInvitationAccepted } from "#common/coach-links";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireAdmin, requireUser } from "../auth/guards";
import { limitByAddress } from "../rate-limits/guards";
import type { CoachLinksService } from "./service";

export function coachLinkRoutes(deps: ServerDeps, links: CoachLinksService): Router {
  const router = Router();
  const admin = requireAdmin(deps.auth);

  router.post("/admin/coaches/:id/invite", admin, async (req, res) => {
    res.status(202).json(await links.invite(req.params.id as string, currentSession(res).user.id));
  });

  router.delete("/admin/coaches/:id/link", admin, async (req, res) => {
    await links.unlink(req.params.id as string);
    res.status(204).end();
  });

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
