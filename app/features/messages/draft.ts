// What someone types into a message survives a reload or a trip away from the page, until it is sent:
// kept in the tab's sessionStorage under the conversation (or, before the first message, the coach).
import { useEffect, useState } from "react";

function storedDraft(key: string): string {
  try {
    return window.sessionStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

/** The draft under `key` and its setter; an empty text drops it. */
export function useMessageDraft(key: string): [string, (text: string) => void] {
  const [body, setBody] = useState("");
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's draft, read once the page runs (the server cannot know it)
    setBody(storedDraft(key));
  }, [key]);
  const change = (text: string) => {
    setBody(text);
    try {
      if (text) window.sessionStorage.setItem(key, text);
      else window.sessionStorage.removeItem(key);
    } catch {
      // Storage full or disabled: the composer still works, the draft just isn't kept.
    }
  };
  return [body, change];
}
