// The staff API under /api/admin (docs/product/api.md#staff-endpoints): every staff route of every
// module is mounted here and nowhere else. The admin role is checked once per request, for the whole
// area, by protectedAreas (server/modules/auth/guards.ts) before the body is read, so a path under
// /api/admin answers 401 or 403 whether or not it exists; the routers below carry no guard of their own.
import { Router } from "express";
import type { ServerDeps } from "../../context";
import type { ServerServices } from "../../services";
import { applicationAdminRoutes } from "../applications/admin-routes";
import { auditAdminRoutes } from "../audit/routes";
import { availabilityAdminRoutes } from "../availability/admin-routes";
import { blogAdminRoutes } from "../blog/admin-routes";
import { bookingAdminRoutes } from "../bookings/admin-routes";
import { coachLinkAdminRoutes } from "../coach-links/admin-routes";
import { coachAdminRoutes } from "../coaches/admin-routes";
import { consultationAdminRoutes } from "../consultations/admin-routes";
import { messageReportAdminRoutes } from "../conversations/admin-routes";
import { jobAdminRoutes } from "../jobs/admin-routes";
import { licenceAdminRoutes } from "../licences/admin-routes";
import { payoutAdminRoutes } from "../payouts/routes";
import { outboxAdminRoutes } from "../mail/admin-routes";
import { reviewAdminRoutes } from "../reviews/admin-routes";
import { scraperRoutes } from "../scraper/routes";

/** Mounted once, at /admin of the API router, behind protectedAreas. */
export function adminRoutes(deps: ServerDeps, services: ServerServices): Router {
  const router = Router();
  router.use(coachAdminRoutes(services.coachAdmin));
  router.use(coachLinkAdminRoutes(services.coachLinks));
  router.use(availabilityAdminRoutes(services.availability));
  router.use(reviewAdminRoutes(services.reviews));
  router.use(scraperRoutes(services.scraper));
  router.use(blogAdminRoutes(services.blog));
  router.use(consultationAdminRoutes(services.consultationAdmin));
  router.use(bookingAdminRoutes(services.bookings, services.paymentsApi));
  router.use(applicationAdminRoutes(services.applications));
  router.use(outboxAdminRoutes(deps.mail, deps.database.db));
  router.use(jobAdminRoutes(services.jobsAdmin));
  router.use(messageReportAdminRoutes(services.conversations));
  router.use(payoutAdminRoutes(services.payouts));
  router.use(licenceAdminRoutes(services.licences));
  router.use(auditAdminRoutes(services.audit));
  return router;
}
