// Conversations over HTTP (docs/product/api.md#conversations). Every route needs a session (401 signed
// out, also from protectedAreas for the whole prefix); a conversation or message that is not the
// caller's answers 404, as an unknown one does, and changes nothing. A coach uses the same routes for
// the conversations of their linked coach profile.
//   GET  /conversations                      ?role=client|coach&limit&offset, X-Total-Count
//   POST /conversations                      { coachId, body } → 201 { id } (the pair's existing one)
//   GET  /conversations/events               the live stream (server-sent events)
//   GET  /conversations/{id}                 one conversation
//   GET  /conversations/{id}/messages        ?before&limit, oldest first, X-Total-Count
//   POST /conversations/{id}/messages        { body } → 201 { id, createdAt }
//   POST /conversations/{id}/read            → 204
//   PUT  /conversations/{id}/block           { blocked } → the conversation
//   POST /messages/{id}/report               { reason? } → 201 { id }
//   POST /conversation-links/open            { token } → { id }: a visitor's e-mailed link, used
//   GET|PUT /message-preferences             { messageEmails }
//   GET  /coaches/{id}/messaging             { acceptsMessages, replyTimeHours }: public, for the profile
import { Router } from "express";
import {
  blockConversationSchema,
  conversationLinkSchema,
  conversationsQuerySchema,
  messagePreferencesSchema,
  messagesQuerySchema,
  newConversationSchema,
  newMessageSchema,
  reportMessageSchema,
} from "#common/conversation-inputs";
import { parseInput } from "../../lib/errors";
import type { ServerDeps } from "../../context";
import { currentSession, requireUser } from "../auth/guards";
import type { LiveConversations } from "./live";
import type { ConversationsService } from "./service";
import { viewerOf } from "./views";

export function conversationRoutes(deps: Pick<ServerDeps, "auth">, conversations: ConversationsService, live: LiveConversations): Router {
  const router = Router();
  const user = requireUser(deps.auth);
  const me = (res: Parameters<typeof currentSession>[0]) => currentSession(res).user;

  router.get("/coaches/:id/messaging", async (req, res) => {
    res.set("Cache-Control", "no-cache").json(await conversations.profileMessaging(String(req.params.id)));
  });

  router.get("/conversations", user, async (req, res) => {
    const query = parseInput(conversationsQuerySchema, req.query, "query");
    const page = await conversations.list(viewerOf(me(res)), query);
    res.set("X-Total-Count", String(page.total)).json(page.items);
  });

  router.post("/conversations", user, async (req, res) => {
    const input = parseInput(newConversationSchema, req.body, "message");
    res.status(201).json(await conversations.start(me(res), input));
  });

  router.get("/conversations/events", user, async (req, res) => {
    await live.open(req, res, viewerOf(me(res)));
  });

  router.get("/conversations/:id", user, async (req, res) => {
    res.json(await conversations.get(viewerOf(me(res)), String(req.params.id)));
  });

  router.get("/conversations/:id/messages", user, async (req, res) => {
    const query = parseInput(messagesQuerySchema, req.query, "query");
    const page = await conversations.messages(viewerOf(me(res)), String(req.params.id), query);
    res.set("X-Total-Count", String(page.total)).json(page.items);
  });

  router.post("/conversations/:id/messages", user, async (req, res) => {
    const input = parseInput(newMessageSchema, req.body, "message");
    res.status(201).json(await conversations.send(me(res), String(req.params.id), input));
  });

  router.post("/conversations/:id/read", user, async (req, res) => {
    await conversations.read(viewerOf(me(res)), String(req.params.id));
    res.status(204).end();
  });

  router.put("/conversations/:id/block", user, async (req, res) => {
    const { blocked } = parseInput(blockConversationSchema, req.body, "block");
    res.json(await conversations.block(viewerOf(me(res)), String(req.params.id), blocked));
  });

  router.post("/messages/:id/report", user, async (req, res) => {
    const input = parseInput(reportMessageSchema, req.body ?? {}, "report");
    const report = await conversations.report(me(res), String(req.params.id), input);
    res.status(report.created ? 201 : 200).json({ id: report.id });
  });

  router.post("/conversation-links/open", user, async (req, res) => {
    const { token } = parseInput(conversationLinkSchema, req.body, "link");
    res.json(await conversations.openLink(me(res), token));
  });

  router.get("/message-preferences", user, async (_req, res) => {
    res.json({ messageEmails: await conversations.messageEmails(me(res).id) });
  });

  router.put("/message-preferences", user, async (req, res) => {
    const { messageEmails } = parseInput(messagePreferencesSchema, req.body, "preferences");
    await conversations.setMessageEmails(me(res).id, messageEmails);
    res.json({ messageEmails });
  });

  return router;
}
