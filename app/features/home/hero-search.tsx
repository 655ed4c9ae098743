// The home search box with its suggestion panel (docs/product/frame-and-home.md#search-suggestions): trending
// topics on focus, 'Matching topics' while typing (hidden when nothing matches), closed by an outside click
// or a pick; a pick puts the topic's plain text (no emoji) in the box. A combobox for assistive
// technology: arrow keys move, Enter picks, Escape closes.
import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { stripLeadingEmoji, TRENDING_TOPICS } from "#common/catalogue/topics";
import { buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/utils";

interface Suggestion {
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

export function browseHref(text: string): string {
  const search = text.trim();
  return search ? `/coaches?search=${encodeURIComponent(search)}` : "/coaches";
}

export function HeroSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-topics`;
  const suggestions = useMemo(() => matchingTopics(text), [text]);
  const showPanel = open && suggestions.length > 0;

  const heading = text.trim() ? "Matching topics" : "Trending topics";

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

  return (
    <div ref={containerRef} className="relative w-full">
      <form
        role="search"
        className="flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(browseHref(text));
        }}
      >
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <label htmlFor={`${id}-input`} className="sr-only">
            What do you need help with?
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            role="combobox"
            aria-expanded={showPanel}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            placeholder="What do you need help with?"
            value={text}
            onFocus={() => setOpen(true)}
            // The options never take focus (a press on one keeps it here), so focus leaving the
            // box closes the panel: it must not cover where focus went (WCAG 2.4.11).
            onBlur={() => setOpen(false)}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={(event) => {
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
            }}
            className="h-14 w-full rounded-full border border-input bg-background pr-4 pl-12 text-base shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
        </div>
        <Link to={browseHref(text)} className={cn(buttonVariants({ size: "lg" }), "h-14 rounded-full px-8")}>
          Browse Coaches
        </Link>
      </form>
      {showPanel ? (
        <div className="absolute inset-x-0 top-full z-30 mt-2 rounded-xl border bg-background p-3 text-left shadow-xl sm:right-auto sm:w-[calc(100%-11rem)]">
          <p id={`${listId}-heading`} className="px-2 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {heading}
          </p>
          <ul id={listId} role="listbox" aria-labelledby={`${listId}-heading`} className="flex flex-col">
            {suggestions.map((suggestion, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- an option of the combobox: the keys are handled by its input (aria-activedescendant)
              <li
                key={suggestion.label}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Keep focus in the input: a mousedown here must not blur it before the click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                className={cn(
                  "cursor-pointer rounded-md px-2 py-2 text-sm hover:bg-muted",
                  index === active && "bg-secondary text-secondary-foreground",
                )}
              >
                <span aria-hidden="true" className="mr-2">
                  {suggestion.emoji}
                </span>
                {suggestion.label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
