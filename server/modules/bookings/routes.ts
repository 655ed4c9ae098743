// A client's own bookings over HTTP (docs/product/api.md#client-endpoints), all owner only: someone
// else's booking answers 404, as an unknown one does, and changes nothing. The session without staff
// (docs/decisions/083):
//   GET  /bookings                    every booking of the client, soonest first
//   GET  /bookings/{id}               one of them
//   POST /bookings                    { coachId, start, sessionType, sessionFormat } → 201 { id, status: "pending", amount }
//   POST /bookings/{id}/cancel        → { status, paymentStatus, refund: { amountCents, status } }
//   POST /bookings/{id}/reschedule    { start } → the booking at its new time
//   GET  /bookings/{id}/calendar.ics  the session's calendar file (the e-mails' UID and SEQUENCE)
// /api/bookings* is already guarded by protectedAreas; the guard is repeated here so each route
// states what it needs. Staff bookings are in admin-routes.ts, the coach's in coach-routes.ts.
import { Router } from "express";
import { clientBookingSchema, rescheduleSchema } from "#common/bookings";
import { notFound, parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireUser } from "../auth/guards";
import type { PaymentsService } from "../payments/service";
import { calendarFile } from "./emails";
import type { BookingSelfService } from "./self-service";
import { cancelAnswer } from "./views";
import { toClientBooking, type BookingsService } from "./service";

export function bookingRoutes(
  deps: Pick<ServerDeps, "auth" | "mail">,
  bookings: BookingsService,
  selfService: BookingSelfService,
  payments: Pick<PaymentsService, "settleRefund">,
): Router {
  const router = Router();
  const user = requireUser(deps.auth);

  router.post("/bookings", user, async (req, res) => {
    const { user: me } = currentSession(res);
    const input = parseInput(clientBookingSchema, req.body, "booking");
    res
      .status(201)
      .set("Cache-Control", "no-store")
      .json(await selfService.book(me, input));
  });

  router.post("/bookings/:id/cancel", user, async (req, res) => {
    const { user: me } = currentSession(res);
    const id = req.params.id as string;
    const { answer, refundOwed } = await selfService.cancelForClient(me, id);
    if (!refundOwed) return void res.set("Cache-Control", "no-store").json(answer);
    await payments.settleRefund(id);
    const row = await bookings.findOwn(me, id);
    res.set("Cache-Control", "no-store").json(row ? cancelAnswer(row.booking) : answer);
  });

  router.post("/bookings/:id/reschedule", user, async (req, res) => {
    const { user: me } = currentSession(res);
    const { start } = parseInput(rescheduleSchema, req.body, "reschedule");
    const id = req.params.id as string;
    await selfService.rescheduleForClient(me, id, new Date(start));
    const row = await bookings.findOwn(me, id);
    if (!row) throw notFound("Booking not found");
    res.set("Cache-Control", "no-store").json(toClientBooking(row));
  });

  router.get("/bookings/:id/calendar.ics", user, async (req, res) => {
    const { user: me } = currentSession(res);
    const row = await bookings.findOwn(me, req.params.id as string);
    if (!row) throw notFound("Booking not found");
    const file = calendarFile(deps.mail, row.booking, row.coach);
    res
      .set("Cache-Control", "private, no-store")
      .set("Content-Type", "text/calendar; charset=utf-8")
      .set("Content-Disposition", `attachment; filename="kindred-session-${row.booking.id.slice(0, 8)}.ics"`)
      .send(file.content);
  });

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
