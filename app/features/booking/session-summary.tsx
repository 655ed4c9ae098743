// The session in short: coach, type, format, when (in the viewer's zone), length and price.
import { CalendarDays, Clock, MapPin, Video } from "lucide-react";
import type { ClientBooking } from "#common/bookings";
import { coachImageUrl, titleWithoutName } from "#common/coaches";
import { SessionSpan, SessionTime } from "./session-time";

export function SessionSummary({ booking, headingLevel = "h2" }: { booking: ClientBooking; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const coachName = `${booking.coach.firstName} ${booking.coach.lastName}`;
  const title = titleWithoutName(booking.coach.title, booking.coach.firstName, booking.coach.lastName);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <img
          src={coachImageUrl(booking.coach)}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full bg-muted object-cover"
        />
        <div className="min-w-0">
          <Heading className="text-lg leading-tight font-semibold">{booking.sessionType}</Heading>
          <p className="text-sm text-muted-foreground">
            with {coachName}
            {title ? `, ${title}` : ""}
          </p>
        </div>
      </div>
      <dl className="grid gap-3 text-sm">
        <div className="flex items-start gap-3">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <dt className="sr-only">Date and time</dt>
            <dd>
              <SessionTime iso={booking.scheduledDate} timeZone={booking.timeZone} className="font-medium" />
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-3">
          <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <dt className="sr-only">Length</dt>
            <dd>
              {booking.duration} minutes (
              <SessionSpan iso={booking.scheduledDate} duration={booking.duration} timeZone={booking.timeZone} />)
            </dd>
          </div>
        </div>
        <div className="flex items-start gap-3">
          {booking.sessionFormat === "in-person" ? (
            <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          ) : (
            <Video className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          )}
          <div>
            <dt className="sr-only">Format</dt>
            <dd>{booking.sessionFormat === "in-person" ? "In-person session" : "Video session"}</dd>
          </div>
        </div>
      </dl>
      {booking.notes ? <p className="rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line">{booking.notes}</p> : null}
    </div>
  );
}
