// Coach applications from applicants over HTTP (docs/product/coach-application.md); staff review them
// through admin-routes.ts, under /api/admin.
import { Router } from "express";
import { applicationSubmissionSchema } from "#common/applications";
import { resumeApplicationSchema } from "#common/incomplete-applications";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { limitByAddress } from "../rate-limits/guards";
import type { ApplicationsService } from "./service";

export function applicationRoutes(deps: ServerDeps, applications: ApplicationsService): Router {
  const router = Router();
  // Applicants have no account (docs/product/coach-application.md#submission): open, but limited per address.
  router.post(
    "/coach-applications",
    limitByAddress(deps.rateLimiter, { name: "application:address", ...deps.config.rateLimits.formsPerAddress }, "Too many applications."),
    async (req, res) => {
      const input = parseInput(applicationSubmissionSchema, req.body, "application");
      res.status(201).json(await applications.submit(input));
    },
  );

  // The e-mailed link to finish step 3 in any browser: the token is the authorization (docs/decisions/106).
  router.post(
    "/coach-applications/resume",
    limitByAddress(
      deps.rateLimiter,
      { name: "application-resume:address", ...deps.config.rateLimits.formsPerAddress },
      "Too many attempts to open a link.",
    ),
    async (req, res) => {
      const { token } = parseInput(resumeApplicationSchema, req.body ?? {}, "link");
      res.set("Cache-Control", "no-store").json(await applications.resume(token));
    },
  );

  return router;
}
