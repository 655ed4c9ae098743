// The Coach Workspace's sessions (mounted under /api; /api/coach/* is guarded by protectedAreas, and
// the guard is repeated so each route states what it needs):
//   GET   /coach/bookings        the coach's own, soonest first
//   POST  /coach/bookings        the staff booking body without coachId (400 naming it when sent)
//   PATCH /coach/bookings/{id}   the staff change without paymentStatus; 404 for another coach's
import { Router } from "express";
import { coachBookingChangeSchema, coachBookingSchema } from "#common/bookings";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentCoachId, requireCoach } from "../auth/guards";
import type { PaymentsService } from "../payments/service";
import type { BookingsService } from "./service";

export function coachBookingRoutes(
  deps: Pick<ServerDeps, "auth">,
  bookings: BookingsService,
  payments: Pick<PaymentsService, "settleRefund">,
): Router {
  const router = Router();
  const coach = requireCoach(deps.auth);

  router.get("/coach/bookings", coach, async (_req, res) => {
    const sessions = await bookings.listForCoach(currentCoachId(res));
    const soonestFirst = [...sessions.upcoming, ...sessions.past].sort(
      (a, b) => a.scheduledDate.localeCompare(b.scheduledDate) || a.id.localeCompare(b.id),
    );
    res.set("Cache-Control", "no-store").json(soonestFirst);
  });

  router.post("/coach/bookings", coach, async (req, res) => {
    const input = parseInput(coachBookingSchema, req.body, "session");
    res.status(201).json(await bookings.createForCoach(currentCoachId(res), input));
  });

  router.patch("/coach/bookings/:id", coach, async (req, res) => {
    const change = parseInput(coachBookingChangeSchema, req.body, "change");
    const coachId = currentCoachId(res);
    const id = req.params.id as string;
    const changed = await bookings.changeForCoach(coachId, id, change);
    // A coach calling off a paid session refunds it in full (the answer shows the refund as it stands).
    if (changed.refund?.status !== "pending") return void res.json(changed);
    await payments.settleRefund(id);
    res.json(await bookings.coachView(coachId, id));
  });

  return router;
}
