// A client's own session without staff (docs/decisions/083), all owner only — another person's
// booking answers 404, as an unknown one does, and changes nothing:
//   POST /bookings                    { coachId, start, sessionType, sessionFormat } → 201 { id, status: "pending", amount }
//   POST /bookings/{id}/cancel        → { status, paymentStatus, refund: { amountCents, status } }
//   POST /bookings/{id}/reschedule    { start } → the booking at its new time
//   GET  /bookings/{id}/calendar.ics  the session's calendar file (the e-mails' UID and SEQUENCE)
// /api/bookings* is guarded by protectedAreas; the guard is repeated so each route states it.
import { Router } from "express";
import { clientBookingSchema, rescheduleSchema } from "#common/bookings";
import { notFound, parseInput } from "../../lib/errors";
import type { PaymentsService } from "../payments/service";
import type { ServerDeps } from "../../context";
import { currentSession, requireUser } from "../auth/guards";
import { calendarFile } from "./emails";
import type { BookingSelfService } from "./self-service";
import { cancelAnswer } from "./records";
import { toClientBooking, type BookingsService } from "./service";

export function bookingSelfServiceRoutes(
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

  return router;
}
