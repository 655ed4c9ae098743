// Conversations between a client and a coach (docs/product/conversations.md): the limits, the exact
// messages, the rule of a message's text and the answers' shapes. Without zod, so that the pages can
// use it on their first load; the API's schemas (conversation-inputs.ts) are built on it.

export const MESSAGE_MAX_CHARACTERS = 2_000;
/** A coach should answer a client's first message within this long. */
export const REPLY_WITHIN_MS = 24 * 3_600_000;
/** An unread message is e-mailed to its recipient after this long. */
export const UNREAD_EMAIL_AFTER_MS = 10 * 60_000;
/** A request nobody answered: the client is e-mailed similar coaches after this long. */
export const SUGGESTIONS_AFTER_MS = 48 * 3_600_000;
/** A reply time is shown once a coach has this many first replies in the window below. */
export const REPLY_TIME_MIN_REPLIES = 5;
export const REPLY_TIME_WINDOW_DAYS = 90;
/** How long a link e-mailed to a visitor without an account opens their conversation. */
export const CONVERSATION_LINK_DAYS = 30;
export const MESSAGES_PAGE_SIZE = 50;
export const CONVERSATIONS_PAGE_SIZE = 50;
export const REPORT_REASON_MAX = 500;
/** The claim page: the link's token is in its address. */
export const CONVERSATION_LINK_PATH = "/messages/open";

export const CONVERSATION_MESSAGES = {
  empty: "Please write a message.",
  tooLong: `A message can be at most ${MESSAGE_MAX_CHARACTERS.toLocaleString("en-US")} characters.`,
  unverified: "Please confirm your e-mail address before sending messages.",
  coachUnreachable: "This coach can't receive messages in Kindred yet. Please send a consultation request instead.",
  self: "You can't send a message to yourself.",
  blockedByYou: "You blocked this conversation. Unblock it to send a message.",
  blockedByOther: "You can't send messages in this conversation.",
  ownMessage: "You can only report messages sent to you.",
  linkInvalid: "This link is not valid any more. Sign in to find your conversations in Messages.",
  notFound: "Conversation not found",
  messageNotFound: "Message not found",
} as const;

/** The number of characters a person sees (an emoji counts once), as the database counts them. */
export const characterCount = (text: string) => Array.from(text).length;

/** What is wrong with a message's text (trimmed), or null: the one rule of the composer and the API. */
export function messageBodyProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return CONVERSATION_MESSAGES.empty;
  return characterCount(trimmed) > MESSAGE_MAX_CHARACTERS ? CONVERSATION_MESSAGES.tooLong : null;
}

export const conversationRoles = ["client", "coach"] as const;
export type ConversationRole = (typeof conversationRoles)[number];

export type StartedBy = "consultation" | "booking" | "message";

/** Who asks about conversations: their account, and the coach it is linked to (if any). */
export interface ConversationViewer {
  userId: string;
  coachId: string | null;
}

/** A conversation as one of its two people sees it in a list. */
export interface ConversationSummary {
  id: string;
  /** The viewer's side. */
  role: ConversationRole;
  startedBy: StartedBy;
  /** The other person: the coach (for the client) or the client (for the coach). */
  other: { name: string; imageUrl: string | null; coachId: string | null; deleted: boolean };
  lastMessage: { firstLine: string | null; sentByMe: boolean; createdAt: string } | null;
  /** Messages to the viewer not read yet. */
  unread: number;
  lastActivityAt: string;
  /** The coach's side: when the client's first message should be answered by (null once answered). */
  replyBy: string | null;
  overdue: boolean;
  blockedByMe: boolean;
  blockedByOther: boolean;
}

export interface ConversationMessage {
  id: string;
  /** The order of messages; a live stream resumes after the last one it delivered. */
  seq: number;
  conversationId: string;
  sender: ConversationRole;
  /** Sent by the viewer. */
  mine: boolean;
  /** Null once its sender's account was deleted (shown as 'deleted'). */
  body: string | null;
  createdAt: string;
  /** Read by its recipient. */
  read: boolean;
}

/** What the live stream sends (`GET /api/conversations/events`, server-sent events). */
export type ConversationEvent =
  | { type: "message"; message: ConversationMessage; unread: number }
  | { type: "read"; conversationId: string; reader: ConversationRole; seq: number; unread: number }
  | { type: "unread"; unread: number };

/** What the page of a visitor's e-mailed link shows before it is used. */
export interface ConversationLinkPreview {
  coachName: string;
  /** The address it was sent to, masked for the page's text. */
  sentTo: string;
  /** The address itself, to start the sign-in form with. */
  email: string;
  /** The signed-in account has that address. */
  matchesAccount: boolean;
}

/** What a coach's profile offers: 'Message' when the coach can read messages, and the reply time once it is shown. */
export interface ProfileMessaging {
  acceptsMessages: boolean;
  replyTimeHours: number | null;
}

/** A message reported to staff, with what they see of it. */
export interface MessageReport {
  id: string;
  reason: string;
  createdAt: string;
  resolvedAt: string | null;
  reporter: { role: ConversationRole; name: string };
  /** The reported message and the ones before it, as they were when it was reported. */
  context: { sender: ConversationRole; name: string; body: string | null; createdAt: string; reported: boolean }[];
  coach: { id: string; name: string };
}

/** The refusal shown to a signed-in account whose address is not the one the link was sent to (`sentTo` masked). */
export function linkWrongAccountMessage(sentTo: string, accountEmail: string): string {
  return `This link was sent to ${sentTo}, but you are signed in as ${accountEmail}. Sign out, then sign in or create an account with ${sentTo} to open the conversation.`;
}

/** The first line of a message, as a list shows it (at most 120 characters). */
export function firstLine(body: string | null): string | null {
  if (body === null) return null;
  const line = body.split(/\r?\n/, 1)[0].trim();
  return characterCount(line) > 120 ? `${Array.from(line).slice(0, 119).join("")}…` : line;
}
