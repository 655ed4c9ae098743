import { bookingStatusLabel } from "#common/booking-states";
import { cn } from "../../lib/utils";

const TONES: Record<string, string> = {
  "Pending Payment": "border-amber-300 bg-amber-50 text-amber-900",
  Confirmed: "border-emerald-300 bg-emerald-50 text-emerald-900",
  Scheduled: "border-sky-300 bg-sky-50 text-sky-900",
  Completed: "border-violet-300 bg-violet-50 text-violet-900",
  Cancelled: "border-border bg-muted text-muted-foreground",
  "No-show": "border-rose-300 bg-rose-50 text-rose-900",
};

/** The status label (docs/product/bookings-and-payments.md#booking-statuses) as a badge. */
export function BookingStatusBadge({ booking, className }: { booking: { status: string; paymentStatus: string }; className?: string }) {
  const label = bookingStatusLabel(booking);
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        TONES[label] ?? "border-border",
        className,
      )}
    >
      {label}
    </span>
  );
}
