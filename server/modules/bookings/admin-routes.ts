// Staff bookings over HTTP (docs/product/api.md#staff-endpoints), mounted under /api/admin by the staff
// API (server/modules/admin/routes.ts, behind its one admin guard):
//   GET   /bookings?limit&offset              every booking, newest first; X-Total-Count
//   GET   /bookings/form-data?fromConsultation  the New Booking form's coaches (and the request it starts from)
//   POST  /bookings                           201 the booking
//   PATCH /bookings/{id}                      the booking after the change (a cancelled paid one refunded in full)
import { Router } from "express";
import { adminBookingListQuerySchema, adminBookingSchema, bookingChangeSchema } from "#common/bookings";
import { parseInput } from "../../lib/errors";
import type { PaymentsService } from "../payments/service";
import type { BookingsService } from "./service";
import { staffActor } from "../auth/guards";

export function bookingAdminRoutes(bookings: BookingsService, payments: Pick<PaymentsService, "settleRefund">): Router {
  const router = Router();

  router.get("/bookings", async (req, res) => {
    const page = parseInput(adminBookingListQuerySchema, req.query, "query");
    const result = await bookings.listForAdmin(page);
    res.set("X-Total-Count", String(result.total)).set("Cache-Control", "no-store").json(result.items);
  });

  router.get("/bookings/form-data", async (req, res) => {
    const from = typeof req.query.fromConsultation === "string" && req.query.fromConsultation ? req.query.fromConsultation : undefined;
    res.set("Cache-Control", "no-store").json(await bookings.formData(from));
  });

  router.post("/bookings", async (req, res) => {
    const input = parseInput(adminBookingSchema, req.body, "booking");
    res.status(201).json(await bookings.create(input, staffActor(res)));
  });

  router.patch("/bookings/:id", async (req, res) => {
    const change = parseInput(bookingChangeSchema, req.body, "change");
    const id = req.params.id as string;
    const changed = await bookings.change(id, change, staffActor(res));
    // Staff cancelling a paid session refund it in full (the answer shows the refund as it stands).
    if (changed.refund?.status !== "pending") return void res.json(changed);
    await payments.settleRefund(id);
    res.json(await bookings.adminView(id));
  });

  return router;
}
