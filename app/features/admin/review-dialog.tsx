// Add a review on behalf of a client (docs/product/staff-portal.md#staff-reviews): stars 1–5,
// a comment of at most 150 characters and the client's name; 'Rating Required' without stars.
// The state and saving are in use-admin-review.ts, the stars in review-rating-field.tsx.
import { REVIEW_COMMENT_MAX } from "#common/review-texts";
import type { PublicCoach } from "#common/coaches";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/textarea";
import { FormDialogFooter } from "./form-dialog-footer";
import { ReviewRatingField } from "./review-rating-field";
import { useAdminReview } from "./use-admin-review";

export function ReviewDialog({ coach, onClose, onSaved }: { coach: PublicCoach | null; onClose: () => void; onSaved: () => void }) {
  const review = useAdminReview({ coach, onClose, onSaved });
  const { errors, comment, clientName, saving } = review;

  return (
    <Dialog
      open={coach !== null}
      onOpenChange={(open) => {
        if (!open) {
          review.reset();
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
            void review.submit();
          }}
        >
          <ReviewRatingField rating={review.rating} error={errors.rating} onRate={review.rate} />
          <FormField label="Comment" error={errors.comment} hint={`${comment.length}/${REVIEW_COMMENT_MAX} characters`}>
            <Textarea
              rows={3}
              maxLength={REVIEW_COMMENT_MAX}
              value={comment}
              onChange={(event) => review.setComment(event.target.value)}
              className="min-h-20"
            />
          </FormField>
          <FormField
            label="Client name"
            value={clientName}
            maxLength={100}
            error={errors.clientName}
            onChange={(event) => review.setClientName(event.target.value)}
          />
          <FormDialogFooter onCancel={onClose} busy={saving} label="Submit Review" busyLabel="Submitting..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
