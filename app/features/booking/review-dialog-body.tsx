// The inside of the Leave Review dialog (review-dialog.tsx opens it and loads this module then): it
// first asks GET /api/reviews/booking/{id}; an existing review is shown read-only under 'Review
// Already Submitted', otherwise stars and a comment of at most 150 characters. No rating: the toast
// 'Rating Required' / 'Please select a rating from 1 to 5 stars'.
import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { ClientBooking } from "#common/bookings";
import type { BookingReview } from "#common/reviews";
import { RATING_REQUIRED_TOAST, REVIEW_COMMENT_MAX } from "#common/review-texts";
import { Button } from "../../components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { StarRating } from "../../components/ui/star-rating";
import { StarRatingInput } from "../../components/ui/star-rating-input";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest, getJson } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

type State = { step: "loading" } | { step: "existing"; review: BookingReview } | { step: "form" } | { step: "failed" };

export function ReviewDialogBody({ booking, coachName, onDone }: { booking: ClientBooking; coachName: string; onDone(): void }) {
  const id = useId();
  const handleUnauthorized = useUnauthorizedHandler();
  const [state, setState] = useState<State>({ step: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    getJson<BookingReview | null>(["/api/reviews/booking", booking.id], { signal: controller.signal })
      .then((review) => setState(review ? { step: "existing", review } : { step: "form" }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || handleUnauthorized(error)) return;
        setState({ step: "failed" });
      });
    return () => controller.abort();
  }, [booking.id, handleUnauthorized]);

  if (state.step === "loading") {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Leave a Review</DialogTitle>
          <DialogDescription>Loading...</DialogDescription>
        </DialogHeader>
        <Loader2 className="mx-auto size-6 animate-spin text-muted-foreground" aria-hidden="true" />
      </>
    );
  }
  if (state.step === "failed") {
    return (
      <DialogHeader>
        <DialogTitle>Leave a Review</DialogTitle>
        <DialogDescription role="alert">The review could not be loaded. Please try again.</DialogDescription>
      </DialogHeader>
    );
  }
  if (state.step === "existing") {
    return <ExistingReview review={state.review} booking={booking} coachName={coachName} onDone={onDone} />;
  }
  return (
    <ReviewForm
      id={id}
      booking={booking}
      coachName={coachName}
      onSubmitted={(review) => {
        setState({ step: "existing", review });
        onDone();
      }}
    />
  );
}

/** A review given before, read-only. */
function ExistingReview({
  review,
  booking,
  coachName,
  onDone,
}: {
  review: BookingReview;
  booking: ClientBooking;
  coachName: string;
  onDone(): void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Review Already Submitted</DialogTitle>
        <DialogDescription>
          Your review of {booking.sessionType.toLowerCase()} with {coachName}.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <StarRating rating={review.rating} size="md" />
          <span className="text-sm text-muted-foreground">{review.rating} of 5</span>
        </div>
        <p className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line">{review.comment || "No comment."}</p>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}

/** Stars and an optional comment, sent once (a second submit while the first runs is ignored). */
function ReviewForm({
  id,
  booking,
  coachName,
  onSubmitted,
}: {
  /** The dialog body's id, which the comment's label and counter build on. */
  id: string;
  booking: ClientBooking;
  coachName: string;
  onSubmitted(review: BookingReview): void;
}) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    if (rating < 1) {
      toast({ ...RATING_REQUIRED_TOAST, variant: "destructive" });
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/reviews", { bookingId: booking.id, rating, comment });
      const review = (await response.json()) as BookingReview;
      toast({ title: "Review Submitted", description: `Thank you for reviewing your session with ${coachName}.`, variant: "success" });
      onSubmitted(review);
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Error", description: message || "Failed to submit review", variant: "destructive" });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>Leave a Review</DialogTitle>
        <DialogDescription>How was your session with {coachName}?</DialogDescription>
      </DialogHeader>
      <StarRatingInput value={rating} onChange={setRating} disabled={busy} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
        <Textarea
          id={`${id}-comment`}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder="What helped? What could be better?"
          aria-describedby={`${id}-count`}
          disabled={busy}
          className="min-h-24"
        />
        <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
          {comment.length}/{REVIEW_COMMENT_MAX}
        </p>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {busy ? "Submitting..." : "Submit Review"}
        </Button>
      </DialogFooter>
    </form>
  );
}
