// The staff API under /api/admin (docs/product/api.md#staff-endpoints): every route needs
// the admin role (also enforced for the whole area by protectedAreas, before the body is read).
import { Router } from "express";
import type { ServerDeps } from "../../context";
import type { ServerServices } from "../../services";
import { requireAdmin } from "../auth/guards";
import { blogAdminRoutes } from "../blog/admin-routes";
import { coachAdminRoutes } from "../coaches/admin-routes";
import { consultationAdminRoutes } from "../consultations/admin-routes";
import { jobAdminRoutes } from "../jobs/admin-routes";
import { outboxAdminRoutes } from "../mail/admin-routes";
import { reviewAdminRoutes } from "../reviews/admin-routes";
import { scraperRoutes } from "../scraper/routes";

export function adminRoutes(deps: ServerDeps, services: ServerServices): Router {
  const router = Router();
  router.use("/admin", requireAdmin(deps.auth));
  router.use("/admin", coachAdminRoutes(services.coachAdmin));
  router.use("/admin", reviewAdminRoutes(services.reviews));
  router.use("/admin", scraperRoutes(services.scraper));
  router.use("/admin", blogAdminRoutes(services.blog));
  router.use("/admin", consultationAdminRoutes(services.consultationAdmin));
  router.use("/admin", outboxAdminRoutes(deps.mail, deps.database.db));
  router.use("/admin", jobAdminRoutes(services.jobsAdmin));
  return router;
}
