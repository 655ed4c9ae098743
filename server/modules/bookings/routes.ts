// A client's own bookings over HTTP (docs/product/api.md#client-endpoints): someone else's answers 404,
// as an unknown one does. /api/bookings* is already guarded by protectedAreas; the guard is repeated
// here so each route states what it needs. Staff bookings are in admin-routes.ts.
import { Router } from "express";
import { notFound } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireUser } from "../auth/guards";
import type { BookingsService } from "./service";

export function bookingRoutes(deps: Pick<ServerDeps, "auth">, bookings: BookingsService): Router {
  const router = Router();
  const user = requireUser(deps.auth);

  router.get("/bookings", user, async (_req, res) => {
    const { user: me } = currentSession(res);
    const sessions = await bookings.listForClient(me);
    // The API contract's list: every booking, soonest first.
    res
      .set("Cache-Control", "no-store")
      .json([...sessions.upcoming, ...sessions.history].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate)));
  });

  router.get("/bookings/:id", user, async (req, res) => {
    const { user: me } = currentSession(res);
    const booking = await bookings.getForClient(me, req.params.id as string);
    if (!booking) throw notFound("Booking not found");
    res.set("Cache-Control", "no-store").json(booking);
  });

  return router;
}
