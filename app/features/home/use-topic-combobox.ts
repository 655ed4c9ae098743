// The state of the home search box's topic suggestions (docs/product/frame-and-home.md#search-suggestions):
// the typed text, whether the panel is open and which option is active. Focus or typing opens it, an
// outside press or a pick closes it; arrow keys move, Enter picks, Escape closes. A pick puts the
// topic's plain text (no emoji) in the box.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { stripLeadingEmoji, TRENDING_TOPICS } from "#common/catalogue/topics";

export interface Suggestion {
  emoji: string;
  label: string;
}

const TRENDING: Suggestion[] = TRENDING_TOPICS.map((t) => ({ emoji: t.emoji, label: t.label }));
/**
 * The panel's topics: the 8 trending ones with no text, else those of the 8 whose text contains the
 * typed text (any case). The matching list is drawn from the same 8 topics, not
 * from the whole taxonomy; the directory's search still matches the taxonomy.
 */
export function matchingTopics(text: string): Suggestion[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return TRENDING;
  return TRENDING.filter((s) => stripLeadingEmoji(s.label).toLowerCase().includes(wanted));
}

export function useTopicCombobox() {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestions = useMemo(() => matchingTopics(text), [text]);
  const showPanel = open && suggestions.length > 0;

  // An outside click (or tap) closes the panel.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const pick = (suggestion: Suggestion) => {
    setText(stripLeadingEmoji(suggestion.label));
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter" && showPanel && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  return { text, active, setOpen, containerRef, inputRef, suggestions, showPanel, pick, type, onKeyDown };
}
