// Bookings over HTTP (docs/product/api.md#client-endpoints, docs/product/api.md#staff-endpoints). Staff:
// list, create, change. Clients: their own bookings only (someone else's answers 404, as an unknown one
// does). /api/admin/* and /api/bookings* are already guarded by protectedAreas; the guards are repeated
// here so each route states what it needs.
import { Router } from "express";
import { adminBookingListQuerySchema, adminBookingSchema, bookingChangeSchema } from "#common/bookings";
import { notFound, parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireAdmin, requireUser } from "../auth/guards";
import type { PaymentsService } from "../payments/service";
import type { BookingsService } from "./service";

export function bookingRoutes(
  deps: Pick<ServerDeps, "auth">,
  bookings: BookingsService,
  payments: Pick<PaymentsService, "settleRefund">,
): Router {
  const router = Router();
  const admin = requireAdmin(deps.auth);
  const user = requireUser(deps.auth);

  router.get("/admin/bookings", admin, async (req, res) => {
    const page = parseInput(adminBookingListQuerySchema, req.query, "query");
    const result = await bookings.listForAdmin(page);
    res.set("X-Total-Count", String(result.total)).set("Cache-Control", "no-store").json(result.items);
  });

  router.get("/admin/bookings/form-data", admin, async (req, res) => {
    const from = typeof req.query.fromConsultation === "string" && req.query.fromConsultation ? req.query.fromConsultation : undefined;
    res.set("Cache-Control", "no-store").json(await bookings.formData(from));
  });

  router.post("/admin/bookings", admin, async (req, res) => {
    const input = parseInput(adminBookingSchema, req.body, "booking");
    res.status(201).json(await bookings.create(input));
  });

  router.patch("/admin/bookings/:id", admin, async (req, res) => {
    const change = parseInput(bookingChangeSchema, req.body, "change");
    const id = req.params.id as string;
    const changed = await bookings.change(id, change);
    // Staff cancelling a paid session refund it in full (the answer shows the refund as it stands).
    if (changed.refund?.status !== "pending") return void res.json(changed);
    await payments.settleRefund(id);
    res.json(await bookings.adminView(id));
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
