// HTTP of a coach's own subscription (Coach Workspace), behind the /api/coach guard (401 signed
// out, 403 for an account not linked to a coach); the subscription is always the session coach's:
//   GET  /coach/subscription          plan, status, period end, cancelAtPeriodEnd, invoices
//   POST /coach/subscription/cancel   stops it at the period's end (the profile stays live until then)
//   POST /coach/subscription/resume   takes that back
// A coach without a subscription gets status "none" from GET and 404 from the changes; an ended
// or never-paid subscription answers 409.
import { Router } from "express";
import { currentCoachId } from "../auth/guards";
import type { CoachSubscriptionsService } from "./service";

export function coachWorkspaceSubscriptionRoutes(subscriptions: CoachSubscriptionsService): Router {
  const router = Router();
  const noStore = { "Cache-Control": "no-store" };

  router.get("/coach/subscription", async (_req, res) => {
    res.set(noStore).json(await subscriptions.overviewForCoach(currentCoachId(res)));
  });

  router.post("/coach/subscription/cancel", async (_req, res) => {
    res.set(noStore).json(await subscriptions.cancelForCoach(currentCoachId(res)));
  });

  router.post("/coach/subscription/resume", async (_req, res) => {
    res.set(noStore).json(await subscriptions.resumeForCoach(currentCoachId(res)));
  });

  return router;
}
