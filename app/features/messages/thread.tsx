// One conversation (docs/product/conversations.md#pages): its messages, oldest first, with
// earlier ones a button away; a message is text and shown as text (links are shown, not followed);
// each has its time and, for one's own, whether it was read. New messages and reads arrive live; the
// conversation is marked read while it is on screen. The composer keeps what was typed (also across a
// reload) until it is sent. A received message can be reported to staff; either person can block the
// conversation.
import { Flag } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  characterCount,
  CONVERSATION_MESSAGES,
  MESSAGE_MAX_CHARACTERS,
  messageBodyProblem,
  type ConversationEvent,
  type ConversationMessage,
  type ConversationSummary,
} from "#common/conversations";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/utils";
import { useMessageDraft } from "./draft";
import { useConversationEvents } from "./live";
import { fetchEarlierMessages, markRead, sendMessage } from "./messages-api";
import { MessageTime } from "./message-time";
import { BlockControl, ReportDialog } from "./thread-dialogs";

/** The messages, each once (a live event may bring one that is already there), in order. */
function merged(current: ConversationMessage[], incoming: ConversationMessage[]): ConversationMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

function MessageItem({ message, onReport }: { message: ConversationMessage; onReport: (message: ConversationMessage) => void }) {
  return (
    <li className={cn("flex flex-col gap-1", message.mine ? "items-end" : "items-start")} data-testid="message">
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-[70%]",
          message.mine ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        {message.body === null ? (
          <p className="italic opacity-80">deleted</p>
        ) : (
          // Text, never markup: React writes it as text, and a link stays words to copy.
          <p className="break-words whitespace-pre-wrap">{message.body}</p>
        )}
      </div>
      <div className="flex items-center gap-2 px-1 text-xs text-muted-foreground">
        <MessageTime iso={message.createdAt} />
        {message.mine ? <span>{message.read ? "Read" : "Sent"}</span> : null}
        {!message.mine && message.body !== null ? (
          <button
            type="button"
            className="inline-flex min-h-6 items-center gap-1 rounded px-1 hover:text-foreground focus-visible:text-foreground"
            onClick={() => onReport(message)}
          >
            <Flag className="size-3" aria-hidden="true" />
            Report
          </button>
        ) : null}
      </div>
    </li>
  );
}

function Composer({ conversation, onSent }: { conversation: ConversationSummary; onSent: (message: ConversationMessage) => void }) {
  const [body, setDraft] = useMessageDraft(`kindred:message-draft:${conversation.id}`);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const change = (text: string) => {
    setDraft(text);
    setError(null);
  };
  const count = characterCount(body.trim());

  const send = async () => {
    const problem = messageBodyProblem(body);
    if (problem) {
      setError(problem);
      return;
    }
    const text = body.trim();
    setSending(true);
    try {
      const sent = await sendMessage(conversation.id, text);
      onSent({
        id: sent.id,
        seq: Number.MAX_SAFE_INTEGER,
        conversationId: conversation.id,
        sender: conversation.role,
        mine: true,
        body: text,
        createdAt: sent.createdAt,
        read: false,
      });
      change("");
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage ?? "Your message could not be sent. Please try again.")
          : "Your message could not be sent. Please check your connection and try again.",
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="sticky bottom-0 flex flex-col gap-2 border-t bg-background py-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor="message-body" className="sr-only">
        Message
      </label>
      <textarea
        id="message-body"
        value={body}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
        rows={3}
        placeholder="Write a message…"
        aria-invalid={error ? true : undefined}
        aria-describedby={`message-count${error ? " message-error" : ""}`}
        className="w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      />
      <div className="flex items-center justify-between gap-3">
        <span id="message-count" className={cn("text-xs", count > MESSAGE_MAX_CHARACTERS ? "text-destructive" : "text-muted-foreground")}>
          {count.toLocaleString("en-US")} / {MESSAGE_MAX_CHARACTERS.toLocaleString("en-US")}
        </span>
        <Button type="submit" disabled={sending}>
          {sending ? "Sending..." : "Send"}
        </Button>
      </div>
      {error ? (
        <p id="message-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function Thread({
  first,
  total,
  conversation: initial,
  backTo,
}: {
  first: ConversationMessage[];
  total: number;
  conversation: ConversationSummary;
  backTo: { href: string; label: string };
}) {
  const [conversation, setConversation] = useState(initial);
  const [messages, setMessages] = useState(first);
  const [allLoaded, setAllLoaded] = useState(first.length >= total);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [reporting, setReporting] = useState<ConversationMessage | null>(null);
  const end = useRef<HTMLDivElement>(null);

  const readNow = () => {
    if (document.visibilityState === "visible") void markRead(conversation.id).catch(() => {});
  };
  // Opened: what waited is read now, and the latest message is in view.
  useEffect(() => {
    if (initial.unread > 0) readNow();
    end.current?.scrollIntoView({ block: "end" });
    const onVisible = () => readNow();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation
  }, [conversation.id]);

  useConversationEvents((event: ConversationEvent) => {
    if (event.type === "message" && event.message.conversationId === conversation.id) {
      setMessages((current) => merged(current, [event.message]));
      if (!event.message.mine) {
        readNow();
        requestAnimationFrame(() => end.current?.scrollIntoView({ block: "end", behavior: "smooth" }));
      }
    } else if (event.type === "read" && event.conversationId === conversation.id && event.reader !== conversation.role) {
      setMessages((current) => current.map((message) => (message.mine && message.seq <= event.seq ? { ...message, read: true } : message)));
    }
  });

  const loadEarlier = async () => {
    setLoadingEarlier(true);
    try {
      const earlier = await fetchEarlierMessages(conversation.id, messages[0].id);
      setMessages((current) => merged(current, earlier));
      if (earlier.length === 0 || messages.length + earlier.length >= total) setAllLoaded(true);
    } catch {
      toast({ title: "Error", description: "Earlier messages could not be loaded. Please try again.", variant: "destructive" });
    } finally {
      setLoadingEarlier(false);
    }
  };

  const other = conversation.other;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b py-4">
        <div className="min-w-0">
          <Link to={backTo.href} className="text-sm text-muted-foreground hover:text-foreground">
            ← {backTo.label}
          </Link>
          <h1 className={cn("mt-1 truncate text-2xl font-bold tracking-tight", other.deleted && "text-muted-foreground italic")}>
            {other.name}
          </h1>
          {other.coachId ? (
            <Link to={`/coaches/${other.coachId}`} className="text-sm text-primary underline-offset-4 hover:underline">
              View profile
            </Link>
          ) : null}
          {conversation.replyBy ? (
            <p className={cn("mt-1 text-sm", conversation.overdue ? "font-semibold text-destructive" : "text-muted-foreground")}>
              {conversation.overdue ? "Overdue: please reply. " : ""}Reply by <MessageTime iso={conversation.replyBy} />
            </p>
          ) : null}
        </div>
        <BlockControl conversation={conversation} onChange={setConversation} />
      </header>

      {!allLoaded ? (
        <div className="flex justify-center py-3">
          <Button variant="outline" size="sm" onClick={() => void loadEarlier()} disabled={loadingEarlier}>
            {loadingEarlier ? "Loading..." : "Load earlier messages"}
          </Button>
        </div>
      ) : null}

      <h2 className="sr-only">Messages</h2>
      {messages.length === 0 ? <p className="py-10 text-center text-muted-foreground">No messages yet. Say hello!</p> : null}
      {/* A log: what arrives is read out, politely, to a screen reader. */}
      <div role="log" aria-live="polite">
        <ol className="flex flex-col gap-4 py-4">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} onReport={setReporting} />
          ))}
        </ol>
      </div>
      <div ref={end} />

      {conversation.blockedByMe ? (
        <p className="rounded-md border bg-muted px-4 py-3 text-sm">{CONVERSATION_MESSAGES.blockedByYou}</p>
      ) : conversation.blockedByOther ? (
        <p className="rounded-md border bg-muted px-4 py-3 text-sm">{CONVERSATION_MESSAGES.blockedByOther}</p>
      ) : (
        <Composer
          conversation={conversation}
          onSent={(message) => {
            // The live stream may have brought it already (with its place in the order): kept as it came.
            setMessages((current) => (current.some((m) => m.id === message.id) ? current : merged(current, [message])));
            requestAnimationFrame(() => end.current?.scrollIntoView({ block: "end" }));
          }}
        />
      )}
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
