// The live stream of conversations (GET /api/conversations/events) while a Messages page is open:
// new messages and reads arrive as they happen, and the header's unread count follows. The browser's
// EventSource reconnects by itself after a dropped connection and sends the last message id it had,
// so the server sends what was missed (a message may come twice: the pages keep each once, by id).
import { useEffect, useEffectEvent } from "react";
import type { ConversationEvent } from "#common/conversations";
import { setUnreadMessages } from "./unread";

export function useConversationEvents(onEvent: (event: ConversationEvent) => void): void {
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    const source = new EventSource("/api/conversations/events");
    const receive = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as ConversationEvent;
      setUnreadMessages(event.unread);
      handle(event);
    };
    for (const type of ["message", "read", "unread"]) source.addEventListener(type, receive as EventListener);
    return () => source.close();
  }, []);
}
