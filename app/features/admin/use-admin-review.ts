// The state of a staff review (stars, comment, client name, the messages) and saving it: 'Rating
// Required' without stars, the API's own schema, then POST /api/admin/reviews.
import { useState } from "react";
import { adminReviewSchema } from "#common/admin-coaches";
import type { PublicCoach } from "#common/coaches";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

export function useAdminReview({ coach, onClose, onSaved }: { coach: PublicCoach | null; onClose: () => void; onSaved: () => void }) {
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

  const rate = (value: number) => {
    setRating(value);
    setErrors(({ rating: _rating, ...rest }) => rest);
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

  return { rating, rate, comment, setComment, clientName, setClientName, errors, saving, reset, submit };
}
