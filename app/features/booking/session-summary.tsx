// The session in short: coach, type, format, when (in the viewer's zone), length and price.
import { CalendarDays, Clock, MapPin, Video } from "lucide-react";
import type { ReactNode } from "react";
import type { ClientBooking } from "#common/bookings";
import { SessionSpan, SessionTime } from "./session-time";

const ICON = { className: "size-4 text-primary", "aria-hidden": true } as const;

/** One line of the summary: the icon shows the term, which is spoken but not shown. */
function SummaryRow({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <dt className="mt-0.5 flex shrink-0">
        {icon}
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export function SessionSummary({ booking, headingLevel = "h2" }: { booking: ClientBooking; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const coachName = `${booking.coach.firstName} ${booking.coach.lastName}`;
  const title = booking.coach.titleAfterName;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <img src={booking.coach.imageUrl} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full bg-muted object-cover" />
        <div className="min-w-0">
          <Heading className="text-lg leading-tight font-semibold">{booking.sessionType}</Heading>
          <p className="text-sm text-muted-foreground">
            with {coachName}
            {title ? `, ${title}` : ""}
          </p>
        </div>
      </div>
      <dl className="grid gap-3 text-sm">
        <SummaryRow icon={<CalendarDays {...ICON} />} term="Date and time">
          <SessionTime iso={booking.scheduledDate} timeZone={booking.timeZone} className="font-medium" />
        </SummaryRow>
        <SummaryRow icon={<Clock {...ICON} />} term="Length">
          {booking.duration} minutes (
          <SessionSpan iso={booking.scheduledDate} duration={booking.duration} timeZone={booking.timeZone} />)
        </SummaryRow>
        <SummaryRow icon={booking.sessionFormat === "in-person" ? <MapPin {...ICON} /> : <Video {...ICON} />} term="Format">
          {booking.sessionFormat === "in-person" ? "In-person session" : "Video session"}
        </SummaryRow>
      </dl>
      {booking.notes ? <p className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line">{booking.notes}</p> : null}
    </div>
  );
}
