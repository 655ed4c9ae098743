// The directory's first page of cards as static markup, made on the server only (a `.server` module
// never reaches a browser bundle). These cards are never hydrated (app/lib/render-only.tsx keeps the
// server's HTML), so React's string renderer draws them: the same <CoachCard> components, about a
// quarter of the streaming renderer's cost for the most repeated markup of the page
// (docs/decisions/127-a-render-that-is-cheap-by-itself.md).
import { renderToStaticMarkup } from "react-dom/server";
import type { CoachCardData } from "#common/coaches";
import { CoachCard } from "./coach-card";

/** The cards of `coaches`, named c0, c1, … in the page, as one string of HTML. */
export function coachCardsHtml(coaches: readonly CoachCardData[]): string {
  if (coaches.length === 0) return "";
  return renderToStaticMarkup(
    <>
      {coaches.map((coach, index) => (
        <CoachCard key={coach.id} coach={coach} cardId={`c${index}`} />
      ))}
    </>,
  );
}
