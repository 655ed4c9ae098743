import { Router } from "express";
import { z } from "zod";
import { createCoachSubscriptionSchema } from "#common/applications";
import { confirmPaymentSchema } from "#common/payments";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { limitByAddress } from "../rate-limits/guards";
import type { CoachSubscriptionsService } from "./service";

const idSchema = z.string().regex(/^[\w-]{1,200}$/, "Subscription not found");

/** Applicants have no account (docs/product/coach-application.md#step-2-subscription): open, limited per address. */
export function coachSubscriptionRoutes(deps: ServerDeps, subscriptions: CoachSubscriptionsService): Router {
  const router = Router();
  const limited = limitByAddress(
    deps.rateLimiter,
    { name: "subscription:address", ...deps.config.rateLimits.formsPerAddress },
    "Too many payment attempts.",
  );

  router.post("/create-coach-subscription", limited, async (req, res) => {
    const input = parseInput(createCoachSubscriptionSchema, req.body, "subscription request");
    res.set("Cache-Control", "no-store").json(await subscriptions.create(input));
  });

  router.post("/coach-subscriptions/:id/confirm", limited, async (req, res) => {
    const id = parseInput(idSchema, req.params.id, "subscription");
    const input = parseInput(confirmPaymentSchema, req.body ?? {}, "payment confirmation");
    res.set("Cache-Control", "no-store").json(await subscriptions.confirm(id, input.token));
  });

  return router;
}
