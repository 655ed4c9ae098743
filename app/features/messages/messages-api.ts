// The browser's calls for conversations (docs/product/api.md#conversations).
import type { ConversationMessage, ConversationRole, ConversationSummary } from "#common/conversations";
import { apiRequest } from "../../lib/api";

/** The person's conversations: on one side only (`role`), or all of them. */
export async function fetchConversations(role?: ConversationRole): Promise<ConversationSummary[]> {
  return (await (await apiRequest("GET", `/api/conversations${role ? `?role=${role}` : ""}`)).json()) as ConversationSummary[];
}

export async function fetchConversation(id: string): Promise<ConversationSummary> {
  return (await (await apiRequest("GET", `/api/conversations/${encodeURIComponent(id)}`)).json()) as ConversationSummary;
}

/** A page of messages before the message `before` (oldest first), and how many the conversation holds. */
export async function fetchEarlierMessages(id: string, before: string): Promise<ConversationMessage[]> {
  const query = new URLSearchParams({ before, limit: "50" });
  return (await (
    await apiRequest("GET", `/api/conversations/${encodeURIComponent(id)}/messages?${query}`)
  ).json()) as ConversationMessage[];
}

export async function sendMessage(id: string, body: string): Promise<{ id: string; createdAt: string }> {
  return (await (await apiRequest("POST", `/api/conversations/${encodeURIComponent(id)}/messages`, { body })).json()) as {
    id: string;
    createdAt: string;
  };
}

export async function startConversation(coachId: string, body: string): Promise<{ id: string }> {
  return (await (await apiRequest("POST", "/api/conversations", { coachId, body })).json()) as { id: string };
}

export async function markRead(id: string): Promise<void> {
  await apiRequest("POST", `/api/conversations/${encodeURIComponent(id)}/read`);
}

export async function setBlocked(id: string, blocked: boolean): Promise<ConversationSummary> {
  return (await (await apiRequest("PUT", `/api/conversations/${encodeURIComponent(id)}/block`, { blocked })).json()) as ConversationSummary;
}

export async function reportMessage(messageId: string, reason: string): Promise<void> {
  await apiRequest("POST", `/api/messages/${encodeURIComponent(messageId)}/report`, { reason });
}

export async function openConversationLink(token: string): Promise<{ id: string }> {
  return (await (await apiRequest("POST", "/api/conversation-links/open", { token })).json()) as { id: string };
}

export async function saveMessageEmails(messageEmails: boolean): Promise<void> {
  await apiRequest("PUT", "/api/message-preferences", { messageEmails });
}
