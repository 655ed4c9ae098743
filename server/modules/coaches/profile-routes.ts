// HTTP of a coach's own profile (Coach Workspace), behind the /api/coach guard (401 signed out,
// 403 for an account not linked to a coach); the coach is always the session's own:
//   GET   /coach/profile   the coach as the public profile shows it (isActive and email included)
//   PATCH /coach/profile   only the fields sent change; isActive, rating, totalReviews, userId and
//                          email are refused (400 naming the field) and nothing changes
import { Router } from "express";
import { coachProfileChangesOf, coachProfilePatchSchema } from "#common/coach-profile";
import { notFound, parseInput } from "../../lib/errors";
import { currentCoachId } from "../auth/guards";
import type { CoachProfileService } from "./profile-service";

export function coachProfileRoutes(profiles: CoachProfileService): Router {
  const router = Router();
  const noStore = { "Cache-Control": "no-store" };

  router.get("/coach/profile", async (_req, res) => {
    const profile = await profiles.getOwnProfile(currentCoachId(res));
    // The linked coach was deleted by staff after this session began.
    if (!profile) throw notFound("Coach not found");
    res.set(noStore).json(profile);
  });

  router.patch("/coach/profile", async (req, res) => {
    const coachId = currentCoachId(res);
    const changes = coachProfileChangesOf(parseInput(coachProfilePatchSchema, req.body ?? {}, "profile"), req.body);
    res.set(noStore).json(await profiles.update(coachId, changes));
  });

  return router;
}
