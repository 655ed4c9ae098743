// The stack's floor for `npm run perf`: what Express 5, helmet, compression (Kindred's settings) and
// React Router 7 answer on this machine with no Kindred code at all, in as many worker processes as
// `npm start` runs. GET /api/auth/user answers a constant user in the signed-in answer's shape and
// /api/health that it is up; any other address is the smallest React Router page (./app, built by
// `npm run perf` into .tmp/stack-floor, with React Router's own server entry). A goal below these
// figures cannot be met by any code on this stack (docs/decisions/136-the-stacks-floor.md).
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { SessionUser } from "#common/auth";
import { dynamicCompression } from "../../server/lib/dynamic-compression";

/** The signed-in answer's shape (SessionUser), so the floor sends what the product sends. */
const USER: SessionUser = {
  id: "0b6c9c1e-1b51-4b1b-9c8e-3f1f2b9b7c11",
  email: "pat.floor@example.com",
  firstName: "Pat",
  lastName: "Floor",
  profileImageUrl: null,
  role: "user",
  emailVerified: true,
  coachId: null,
};

const workers = Number(process.env.WEB_CONCURRENCY ?? os.availableParallelism());
if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
} else {
  const buildDir = path.resolve(".tmp/stack-floor");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  app.use(helmet());
  app.use(dynamicCompression());
  app.get("/api/health", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/api/auth/user", (_req, res) => {
    res.set("Cache-Control", "private, no-store").json(USER);
  });
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
  app.all("*splat", createRequestHandler({ build, mode: "production" }));
  app.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
}
