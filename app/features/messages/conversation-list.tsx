// A person's conversations (docs/product/conversations.md#pages): the latest activity first (a
// coach's list puts those past their reply-by time first), each with the other person, the last
// message's first line, when, and how many wait unread. Live while the page is open.
import { useState } from "react";
import { Link } from "react-router";
import type { ConversationEvent, ConversationRole, ConversationSummary } from "#common/conversations";
import { Avatar } from "../../components/ui/avatar";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/utils";
import { useConversationEvents } from "./live";
import { fetchConversations } from "./messages-api";
import { MessageTime } from "./message-time";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");

/** The line under the name: the last message's first line, 'deleted', or nothing yet. */
function LastLine({ conversation }: { conversation: ConversationSummary }) {
  const last = conversation.lastMessage;
  if (!last) return <span className="text-muted-foreground">No messages yet</span>;
  const text = last.firstLine ?? "deleted";
  return (
    <span
      className={cn("truncate", last.firstLine === null && "italic", conversation.unread > 0 ? "text-foreground" : "text-muted-foreground")}
    >
      {last.sentByMe ? `You: ${text}` : text}
    </span>
  );
}

function ReplyBy({ conversation }: { conversation: ConversationSummary }) {
  if (!conversation.replyBy) return null;
  return conversation.overdue ? (
    <Badge variant="default" className="bg-destructive text-destructive-foreground">
      Overdue
    </Badge>
  ) : (
    <span className="text-xs text-muted-foreground">
      Reply by <MessageTime iso={conversation.replyBy} />
    </span>
  );
}

export function ConversationList({
  first,
  side,
  threadPath,
  empty,
}: {
  first: ConversationSummary[];
  /** The viewer's side (the Coach Workspace's list), or every conversation of the person. */
  side?: ConversationRole;
  /** Where a conversation opens (the client's or the coach's page). */
  threadPath: (id: string) => string;
  empty: React.ReactNode;
}) {
  const [conversations, setConversations] = useState(first);
  // Anything new (a message, a read) may reorder the list: it is asked for again.
  useConversationEvents((event: ConversationEvent) => {
    if (event.type === "unread") return;
    void fetchConversations(side).then(setConversations, () => {});
  });

  if (conversations.length === 0) {
    return <div className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{empty}</div>;
  }
  return (
    <ul className="flex flex-col divide-y rounded-xl border" data-testid="conversation-list">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <Link
            to={threadPath(conversation.id)}
            className="flex items-center gap-3 px-4 py-4 hover:bg-muted/60 focus-visible:bg-muted/60"
            aria-label={`${conversation.other.name}${conversation.unread > 0 ? `, ${conversation.unread} unread` : ""}${conversation.overdue ? ", overdue" : ""}`}
          >
            <Avatar src={conversation.other.imageUrl} initials={initials(conversation.other.name)} />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <div className="flex items-center justify-between gap-2">
                <span className={cn("truncate font-semibold", conversation.other.deleted && "text-muted-foreground italic")}>
                  {conversation.other.name}
                </span>
                {conversation.lastMessage ? (
                  <MessageTime iso={conversation.lastMessage.createdAt} className="shrink-0 text-xs text-muted-foreground" />
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-2 text-sm">
                <LastLine conversation={conversation} />
                {conversation.unread > 0 ? (
                  <Badge className="shrink-0" aria-hidden="true">
                    {conversation.unread}
                  </Badge>
                ) : null}
              </div>
              {conversation.role === "coach" ? <ReplyBy conversation={conversation} /> : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
