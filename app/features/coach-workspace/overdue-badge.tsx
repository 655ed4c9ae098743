import { AlertCircle } from "lucide-react";

/** A consultation request still pending 24 hours after it arrived (staff's inbox and the coach's). */
export function OverdueBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-900"
      title="Still pending more than 24 hours after it arrived"
    >
      <AlertCircle className="size-3.5" aria-hidden="true" /> Overdue
    </span>
  );
}
