// HTTP of earnings and payouts (docs/product/api.md#earnings-and-payouts). The coach's routes sit
// behind the /api/coach guard (401 signed out, 403 for an account not linked to a coach) and always
// read the session's own coach; the staff routes behind /api/admin (401, 403).
//   GET  /coach/earnings                balances, next payout, entries, monthly statements
//   GET  /coach/earnings.csv            the entries as CSV
//   POST /coach/payout-account          the test provider's payout account form → 201
//   POST /coach/payout-account/link     Stripe: an onboarding link to the coach's Express account
//   GET  /admin/payouts                 per period: gross, fees, refunds, paid out, failed; revenue per month
//   GET  /admin/payouts.csv             every payout as CSV
//   GET  /admin/ledger?coachId          one coach's ledger
import { Router, type Response } from "express";
import { z } from "zod";
import { testPayoutAccountSchema } from "#common/payout-account";
import { badRequest, notFound, parseInput } from "../../lib/errors";
import { currentCoachId } from "../auth/guards";
import type { PayoutsService } from "./service";

const noStore = { "Cache-Control": "private, no-store" };

function sendCsv(res: Response, filename: string, csv: string) {
  res.set({ ...noStore, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` }).send(csv);
}

export function coachEarningsRoutes(payouts: PayoutsService): Router {
  const router = Router();
  router.get("/coach/earnings", async (_req, res) => {
    res.set(noStore).json(await payouts.forCoach(currentCoachId(res)));
  });
  router.get("/coach/earnings.csv", async (_req, res) => {
    sendCsv(res, "kindred-earnings.csv", await payouts.coachCsv(currentCoachId(res)));
  });
  router.post("/coach/payout-account", async (req, res) => {
    const input = parseInput(testPayoutAccountSchema, req.body, "payout account");
    res
      .status(201)
      .set(noStore)
      .json(await payouts.connectTestAccount(currentCoachId(res), input));
  });
  router.post("/coach/payout-account/link", async (_req, res) => {
    res.set(noStore).json(await payouts.onboardingLink(currentCoachId(res)));
  });
  return router;
}

const ledgerQuery = z.object({ coachId: z.uuid("coachId must be a coach's id") });

/** Mounted under /admin. */
export function payoutAdminRoutes(payouts: PayoutsService): Router {
  const router = Router();
  router.get("/payouts", async (_req, res) => {
    res.set(noStore).json(await payouts.payoutsReport());
  });
  router.get("/payouts.csv", async (_req, res) => {
    sendCsv(res, "kindred-payouts.csv", await payouts.payoutsCsv());
  });
  router.get("/ledger", async (req, res) => {
    if (req.query.coachId === undefined) throw badRequest("Give the coach: /api/admin/ledger?coachId=…", { coachId: "Required" });
    const { coachId } = parseInput(ledgerQuery, req.query, "query");
    const ledger = await payouts.coachLedger(coachId);
    if (!ledger) throw notFound("Coach not found");
    res.set(noStore).json(ledger);
  });
  return router;
}
