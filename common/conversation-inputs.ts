// The inputs of the conversations API (docs/product/api.md#conversations), with the exact messages of
// common/conversations.ts: a message's text follows the same rule as the pages' composer.
import { z } from "zod";
import {
  CONVERSATION_MESSAGES,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  REPORT_REASON_MAX,
  conversationRoles,
  messageBodyProblem,
} from "./conversations";

export const messageBodySchema = z
  .string({ error: CONVERSATION_MESSAGES.empty })
  .trim()
  .superRefine((text, context) => {
    const problem = messageBodyProblem(text);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const newMessageSchema = z.object({ body: messageBodySchema });

export const newConversationSchema = z.object({
  coachId: z.uuid({ error: "Coach not found" }),
  body: messageBodySchema,
});

export const reportMessageSchema = z.object({
  reason: z
    .string({ error: "Please describe what is wrong in words." })
    .trim()
    .max(REPORT_REASON_MAX, `Please keep the reason under ${REPORT_REASON_MAX} characters.`)
    .optional()
    .default(""),
});

export const blockConversationSchema = z.object({ blocked: z.boolean({ error: "blocked must be true or false" }) });

export const conversationLinkSchema = z.object({
  token: z.string({ error: CONVERSATION_MESSAGES.linkInvalid }).trim().min(1, CONVERSATION_MESSAGES.linkInvalid),
});

export const messagePreferencesSchema = z.object({
  messageEmails: z.boolean({ error: "messageEmails must be true or false" }),
});

export const conversationsQuerySchema = z.object({
  role: z.enum(conversationRoles, { error: "role must be client or coach" }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number from 1 to 100" })
    .int("limit must be a number from 1 to 100")
    .min(1, "limit must be a number from 1 to 100")
    .max(100, "limit must be a number from 1 to 100")
    .default(CONVERSATIONS_PAGE_SIZE),
  offset: z.coerce
    .number({ error: "offset must be a whole number from 0" })
    .int("offset must be a whole number from 0")
    .min(0, "offset must be a whole number from 0")
    .default(0),
});

export const messagesQuerySchema = z.object({
  /** A message's id: the page holds the messages before it. */
  before: z.uuid({ error: "before must be a message id" }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number from 1 to 100" })
    .int("limit must be a number from 1 to 100")
    .min(1, "limit must be a number from 1 to 100")
    .max(100, "limit must be a number from 1 to 100")
    .default(MESSAGES_PAGE_SIZE),
});
