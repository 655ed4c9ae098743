import { Router } from "express";
import { applicationSubmissionSchema, applicationUpdateSchema } from "#common/applications";
import { pagingSchema } from "#common/directory-query";
import { resumeApplicationSchema } from "#common/incomplete-applications";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireAdmin } from "../auth/guards";
import { limitByAddress } from "../rate-limits/guards";
import type { ApplicationsService } from "./service";

export function applicationRoutes(deps: ServerDeps, applications: ApplicationsService): Router {
  const router = Router();
  const admin = requireAdmin(deps.auth);

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

  router.get("/admin/incomplete-applications", admin, async (req, res) => {
    const page = parseInput(pagingSchema, req.query, "query");
    const limit = req.query.limit === undefined ? 100 : page.limit;
    const { items, total } = await applications.listIncomplete({ limit, offset: page.offset });
    res.set("X-Total-Count", String(total)).json(items);
  });

  router.get("/admin/coach-applications", admin, async (req, res) => {
    const page = parseInput(pagingSchema, req.query, "query");
    // Staff see up to 100 at a time unless they ask for another page size.
    const limit = req.query.limit === undefined ? 100 : page.limit;
    const { items, total } = await applications.list({ limit, offset: page.offset });
    res.set("X-Total-Count", String(total)).json(items);
  });

  router.patch("/admin/coach-applications/:id", admin, async (req, res) => {
    const change = parseInput(applicationUpdateSchema, req.body, "change");
    res.json(await applications.update(req.params.id as string, change, currentSession(res).user.id));
  });

  router.post("/admin/publish-coach/:id", admin, async (req, res) => {
    res.json(await applications.publish(req.params.id as string, currentSession(res).user.id));
  });

  return router;
}
