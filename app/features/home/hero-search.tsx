// The home search box with its suggestion panel (docs/product/frame-and-home.md#search-suggestions): trending
// topics on focus, 'Matching topics' while typing (hidden when nothing matches), closed by an outside click
// or a pick; a pick puts the topic's plain text (no emoji) in the box. A combobox for assistive
// technology: arrow keys move, Enter picks, Escape closes.
import { Search } from "lucide-react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { buttonVariants } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { TopicSuggestions } from "./topic-suggestions";
import { useTopicCombobox } from "./use-topic-combobox";

export { matchingTopics } from "./use-topic-combobox";

export function browseHref(text: string): string {
  const search = text.trim();
  return search ? `/coaches?search=${encodeURIComponent(search)}` : "/coaches";
}

export function HeroSearch() {
  const navigate = useNavigate();
  const { text, active, setOpen, containerRef, inputRef, suggestions, showPanel, pick, type, onKeyDown } = useTopicCombobox();
  const id = useId();
  const listId = `${id}-topics`;

  const heading = text.trim() ? "Matching topics" : "Trending topics";

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
            // Only while the panel is there: an id reference must name an element of the page.
            aria-controls={showPanel ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            placeholder="What do you need help with?"
            value={text}
            onFocus={() => setOpen(true)}
            // The options never take focus (a press on one keeps it here), so focus leaving the
            // box closes the panel: it must not cover where focus went (WCAG 2.4.11).
            onBlur={() => setOpen(false)}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-14 w-full rounded-full border border-input bg-background pr-4 pl-12 text-base shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
        </div>
        <Link to={browseHref(text)} className={cn(buttonVariants({ size: "lg" }), "h-14 rounded-full px-8")}>
          Browse Coaches
        </Link>
      </form>
      {showPanel ? <TopicSuggestions listId={listId} heading={heading} suggestions={suggestions} active={active} onPick={pick} /> : null}
    </div>
  );
}
