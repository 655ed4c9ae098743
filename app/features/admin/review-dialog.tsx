// Add a review on behalf of a client (docs/product/staff-portal.md#staff-reviews): stars 1–5,
// a comment of at most 150 characters and the client's name; 'Rating Required' without stars.
import { Loader2, Star } from "lucide-react";
import { useId, useState } from "react";
import { adminReviewSchema, REVIEW_COMMENT_MAX } from "#common/admin-coaches";
import type { PublicCoach } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { cn } from "../../lib/utils";

export function ReviewDialog({ coach, onClose, onSaved }: { coach: PublicCoach | null; onClose: () => void; onSaved: () => void }) {
  const legendId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [clientName, setClientName] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const handleUnauthorized = useUnauthorizedHandler();

  const reset = () => {
    setRating(0);
    setComment("");
    setClientName("");
    setErrors({});
  };

  const submit = async () => {
    if (!coach) return;
    if (rating === 0) {
      toast({ title: "Rating Required", description: "Please select a rating from 1 to 5 stars", variant: "destructive" });
      // Also in the dialog: while a modal dialog is open, the toasts are hidden from screen readers.
      setErrors({ rating: "Please select a rating from 1 to 5 stars" });
      return;
    }
    const parsed = adminReviewSchema.safeParse({ coachId: coach.id, rating, comment, clientName });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setSaving(true);
    try {
      await apiRequest("POST", "/api/admin/reviews", parsed.data);
      toast({
        title: "Review Added",
        description: `The review for ${coach.firstName} ${coach.lastName} has been saved.`,
        variant: "success",
      });
      reset();
      onSaved();
      onClose();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      toast({
        title: "Error",
        description: (error instanceof ApiError && error.serverMessage) || "Failed to create review",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={coach !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Review</DialogTitle>
          <DialogDescription>
            {coach ? `A review of ${coach.firstName} ${coach.lastName}, entered on behalf of a client.` : ""}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset>
            <legend id={legendId} className="mb-2 text-sm font-medium">
              Rating
            </legend>
            <div role="radiogroup" aria-labelledby={legendId} className="flex">
              {[1, 2, 3, 4, 5].map((value) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={rating === value}
                  aria-label={`${value} star${value === 1 ? "" : "s"}`}
                  onClick={() => {
                    setRating(value);
                    setErrors(({ rating: _rating, ...rest }) => rest);
                  }}
                  className="inline-flex size-10 items-center justify-center rounded focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Star aria-hidden="true" className={cn("size-7", value <= rating ? "fill-star text-star" : "text-muted-foreground/50")} />
                </button>
              ))}
            </div>
            {errors.rating ? (
              <p role="alert" className="mt-1 text-sm font-medium text-destructive">
                {errors.rating}
              </p>
            ) : null}
          </fieldset>
          <FormField label="Comment" error={errors.comment} hint={`${comment.length}/${REVIEW_COMMENT_MAX} characters`}>
            <Textarea
              rows={3}
              maxLength={REVIEW_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              className="min-h-20"
            />
          </FormField>
          <FormField
            label="Client name"
            value={clientName}
            maxLength={100}
            error={errors.clientName}
            onChange={(event) => setClientName(event.target.value)}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {saving ? "Submitting..." : "Submit Review"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
