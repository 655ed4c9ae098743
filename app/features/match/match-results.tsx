// The answer of 'Find my match': up to three coaches, each with the reasons that matched, the note
// when fewer than three meet every hard answer (and which one to widen), and one button that sends
// the usual consultation request to all of them.
import { useRef, useState, type Ref } from "react";
import { Link } from "react-router";
import { coachImageUrl, formatRating, titleWithoutName, wholeDollarRate } from "#common/coaches";
import { relaxedText, type MatchedCoach, type MatchResponse } from "#common/match-questions";
import { Button, LinkButton } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { StarRating } from "../../components/ui/star-rating";
import { RequestAllSheet, type RequestOutcome } from "./request-all-sheet";

export function MatchResults({
  response,
  headingRef,
  onStartOver,
  onChangeAnswers,
}: {
  response: MatchResponse;
  headingRef: Ref<HTMLHeadingElement>;
  onStartOver: () => void;
  onChangeAnswers: () => void;
}) {
  const { coaches, relaxed } = response;
  const [open, setOpen] = useState(false);
  const [outcomes, setOutcomes] = useState<RequestOutcome[] | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const all = coaches.length === 3 ? "all three" : coaches.length === 2 ? "both" : coaches[0]?.coach.firstName;

  return (
    <div className="space-y-6" data-testid="match-results">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
          {coaches.length === 0 ? "No matches yet" : coaches.length === 1 ? "Your match" : "Your matches"}
        </h2>
        {relaxed ? (
          <p role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {relaxedText(relaxed)}
          </p>
        ) : coaches.length === 0 ? (
          <p role="status" className="mt-3 text-muted-foreground">
            No coach matches all your answers yet.
          </p>
        ) : null}
      </div>

      {coaches.length > 0 ? (
        <ol className="grid gap-4 md:grid-cols-3" aria-label="Coaches matched to your answers">
          {coaches.map((matched) => (
            <li key={matched.coach.id}>
              <MatchCard matched={matched} />
            </li>
          ))}
        </ol>
      ) : null}

      {coaches.length > 0 ? (
        <Card className="p-5 sm:p-6">
          <h3 className="text-lg font-semibold">Ask for a free 15-minute consultation</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Fill in the request once: it goes to {coaches.length === 1 ? coaches[0].coach.firstName : `${all} coaches`}, each of whom will
            reply by e-mail.
          </p>
          <Button ref={opener} className="mt-4" onClick={() => setOpen(true)}>
            {`Request a consultation with ${all}`}
          </Button>
          {/* Present from the start, so the outcome is announced when it arrives. */}
          <div role="status" className="mt-4 empty:hidden">
            {outcomes ? (
              <ul className="space-y-1 text-sm" aria-label="Your requests">
                {outcomes.map((outcome) => (
                  <li key={outcome.coachId} className={outcome.sent ? "text-emerald-800" : "text-destructive"}>
                    {outcome.sent ? `Sent to ${outcome.name}` : `Not sent to ${outcome.name}: ${outcome.message}`}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <RequestAllSheet
            coaches={coaches.map((m) => m.coach)}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener}
            onDone={(done) => {
              setOutcomes(done);
              setOpen(false);
            }}
          />
        </Card>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={onChangeAnswers}>
          Change my answers
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          Start over
        </Button>
        <LinkButton to="/coaches" variant="ghost">
          Browse all coaches
        </LinkButton>
      </div>
    </div>
  );
}

function MatchCard({ matched }: { matched: MatchedCoach }) {
  const { coach, reasons } = matched;
  const name = `${coach.firstName} ${coach.lastName}`;
  const title = titleWithoutName(coach.title, coach.firstName, coach.lastName);
  const price = wholeDollarRate(coach.hourlyRate);
  return (
    <Card className="flex h-full flex-col p-5" data-testid="match-card">
      <div className="flex items-center gap-3">
        <img src={coachImageUrl(coach)} alt="" width={56} height={56} className="size-14 rounded-full object-cover" />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">
            <Link to={`/coaches/${coach.id}`} className="hover:underline">
              {name}
            </Link>
          </h3>
          {title ? <p className="text-sm text-muted-foreground">{title}</p> : null}
        </div>
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm">
        <StarRating rating={coach.rating} />
        <span>
          {formatRating(coach.rating)} ({coach.totalReviews} reviews)
        </span>
        <span className="ml-auto font-medium">{price ? `${price}/session` : "Contact for pricing"}</span>
      </p>
      <h4 className="mt-4 text-sm font-semibold">Why {coach.firstName}</h4>
      <ul className="mt-2 space-y-1.5 text-sm" data-testid="match-reasons">
        {reasons.map((reason) => (
          <li key={reason} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            {reason}
          </li>
        ))}
      </ul>
    </Card>
  );
}
