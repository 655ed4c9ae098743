// Staff linking accounts to coaches (docs/product/coach-workspace.md#invitations-and-linking), mounted
// under /api/admin by the staff API (server/modules/admin/routes.ts, behind its one admin guard):
//   POST   /coaches/{id}/invite   202 { email, expiresAt }: e-mails an invitation
//   DELETE /coaches/{id}/link     204: the coach's workspace is closed to its account
import { Router } from "express";
import type { CoachLinksService } from "./service";
import { staffActor } from "../auth/guards";

export function coachLinkAdminRoutes(links: CoachLinksService): Router {
  const router = Router();

  router.post("/coaches/:id/invite", async (req, res) => {
    res.status(202).json(await links.invite(req.params.id as string, staffActor(res)));
  });

  router.delete("/coaches/:id/link", async (req, res) => {
    await links.unlink(req.params.id as string, staffActor(res));
    res.status(204).end();
  });

  return router;
}
