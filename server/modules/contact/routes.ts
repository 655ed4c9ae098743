// HTTP of the contact form: POST /api/contact (docs/product/contact.md#sending), limited per client address.
import { Router } from "express";
import { contactMessageSchema } from "#common/contact";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { limitByAddress } from "../rate-limits/guards";
import type { ContactService } from "./service";

export function contactRoutes(deps: Pick<ServerDeps, "config" | "rateLimiter">, contact: ContactService): Router {
  const router = Router();
  router.post(
    "/contact",
    limitByAddress(deps.rateLimiter, { name: "contact:address", ...deps.config.rateLimits.formsPerAddress }, "Too many messages."),
    async (req, res) => {
      const message = parseInput(contactMessageSchema, req.body, "message");
      const { id } = await contact.send(message);
      res.status(201).json({ id });
    },
  );
  return router;
}
