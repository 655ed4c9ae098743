// Payments over HTTP: POST /api/create-payment-intent (docs/product/bookings-and-payments.md#checkout),
// POST /api/bookings/{id}/confirm-payment (the test card form's token, or "the browser says Stripe
// confirmed: check it"), and Stripe's signed webhook, which needs the raw body and is therefore
// mounted before the JSON body parser (see server/app.ts).
import express, { Router } from "express";
import { confirmPaymentSchema, createPaymentIntentSchema } from "#common/payments";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireUser } from "../auth/guards";
import type { PaymentsService } from "./service";

export function paymentRoutes(deps: Pick<ServerDeps, "auth">, payments: PaymentsService): Router {
  const router = Router();
  const user = requireUser(deps.auth);

  router.post("/create-payment-intent", user, async (req, res) => {
    const { user: me } = currentSession(res);
    const input = parseInput(createPaymentIntentSchema, req.body, "payment request");
    res.set("Cache-Control", "no-store").json(await payments.createPaymentIntent(me, input.bookingId));
  });

  router.post("/bookings/:id/confirm-payment", user, async (req, res) => {
    const { user: me } = currentSession(res);
    const input = parseInput(confirmPaymentSchema, req.body ?? {}, "payment confirmation");
    res.set("Cache-Control", "no-store").json(await payments.confirmPayment(me, req.params.id as string, input.token));
  });

  return router;
}

/** Mounted before express.json(): the signature is over the exact bytes Stripe sent. */
export function stripeWebhookRoutes(payments: PaymentsService, logger: ServerDeps["logger"]): Router {
  const router = Router();
  router.post("/webhooks/stripe", express.raw({ type: () => true, limit: "1mb" }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await payments.handleWebhook(body, req.get("stripe-signature"));
    if (outcome.problem) logger.warn({ event: outcome.event, result: outcome.result, problem: outcome.problem }, "stripe webhook ignored");
    else logger.info({ event: outcome.event, result: outcome.result }, "stripe webhook");
    res.json({ received: true });
  });
  return router;
}
