// The JSON API under /api: the route guards first, the Stripe webhook over the raw body, the JSON
// parser and the body's NUL check, then every module's routes; anything else under /api is a 404 in
// the API's error shape.
import express, { type Router } from "express";
import { notFound } from "./lib/errors";
import { refuseNulInBody } from "./lib/nul-input";
import { applicationRoutes } from "./modules/applications/routes";
import { coachSubscriptionRoutes } from "./modules/subscriptions/routes";
import { coachWorkspaceSubscriptionRoutes } from "./modules/subscriptions/coach-routes";
import { coachEarningsRoutes } from "./modules/payouts/routes";
import { coachProfileRoutes } from "./modules/coaches/profile-routes";
import { coachRoutes } from "./modules/coaches/routes";
import { coachLinkRoutes } from "./modules/coach-links/routes";
import { consultationRoutes } from "./modules/consultations/routes";
import { matchRoutes } from "./modules/matching/routes";
import { createMatchingService } from "./modules/matching/service";
import { blogRoutes } from "./modules/blog/routes";
import { contactRoutes } from "./modules/contact/routes";
import { healthRoutes } from "./modules/health/routes";
import { protectedAreas } from "./modules/auth/guards";
import { authRoutes } from "./modules/auth/routes";
import { bookingRoutes } from "./modules/bookings/routes";
import { availabilityRoutes } from "./modules/availability/routes";
import { coachBookingRoutes } from "./modules/bookings/coach-routes";
import { coachConsultationRoutes } from "./modules/consultations/coach-routes";
import { paymentRoutes, stripeWebhookRoutes } from "./modules/payments/routes";
import { reviewRoutes } from "./modules/reviews/routes";
import { adminRoutes } from "./modules/admin/routes";
import { coachInsightsRoutes } from "./modules/insights/routes";
import { uploadRoutes } from "./modules/uploads/routes";
import { conversationRoutes } from "./modules/conversations/routes";
import { signalBodyParser, videoSessionRoutes } from "./modules/video-sessions/routes";
import type { ServerDeps } from "./context";
import type { ServerServices } from "./services";

export function apiRouter(deps: ServerDeps, services: ServerServices, isShuttingDown?: () => boolean): Router {
  const { config, logger } = deps;
  const api = express.Router();
  // Before anything else: /api/admin/* needs an admin (the staff API's one check), the client APIs someone signed in.
  api.use(protectedAreas(deps.auth));
  // Signed webhooks are verified over the raw body: before the JSON parser.
  api.use(stripeWebhookRoutes(services.paymentsApi, logger));
  // A bulk import may carry hundreds of coaches (admins only: the guard above has run).
  api.use("/admin/bulk-import", express.json({ limit: "5mb" }));
  // A video session's signal may be 64 KB, no more (refused with its own words).
  api.use("/sessions", signalBodyParser());
  api.use(express.json({ limit: "100kb" }));
  // Every parsed body: a NUL character anywhere is a 400 naming the field (server/lib/nul-input.ts).
  api.use(refuseNulInBody);
  api.use(
    healthRoutes({
      isReady: () => !(isShuttingDown?.() ?? false),
      database: () => deps.database,
      signInReady: () => deps.auth.ready(),
    }),
  );
  api.use(authRoutes(deps.auth, config));
  api.use(coachRoutes(services));
  api.use(consultationRoutes(deps, services.consultations, services.sentRequests));
  api.use(
    matchRoutes(
      deps,
      createMatchingService({
        coaches: services.coaches,
        replyTimeHoursOf: (coachIds) => services.conversations.replyTimeHoursOf(coachIds),
      }),
    ),
  );
  api.use(blogRoutes(services.blog));
  api.use(contactRoutes(deps, services.contact));
  api.use(applicationRoutes(deps, services.applications));
  api.use(coachLinkRoutes(deps, services.coachLinks));
  api.use(coachSubscriptionRoutes(deps, services.coachSubscriptions));
  api.use(availabilityRoutes(deps, services.availability));
  api.use(bookingRoutes(deps, services.bookings, services.bookingSelfService, services.paymentsApi));
  api.use(coachConsultationRoutes(deps, services.coachConsultations));
  api.use(coachBookingRoutes(deps, services.bookings, services.paymentsApi));
  api.use(paymentRoutes(deps, services.paymentsApi));
  api.use(reviewRoutes(deps, services.reviews));
  api.use(uploadRoutes(deps, services.uploads));
  api.use("/admin", adminRoutes(deps, services));
  api.use(coachProfileRoutes(services.coachProfile));
  api.use(coachWorkspaceSubscriptionRoutes(services.coachSubscriptions));
  api.use(coachInsightsRoutes(services.coachInsights));
  api.use(coachEarningsRoutes(services.payouts));
  api.use(conversationRoutes(deps, services.conversations, services.liveConversations));
  api.use(videoSessionRoutes(deps, services.videoSessions, services.liveVideoSessions));
  api.use(() => {
    throw notFound("Not found");
  });
  return api;
}
