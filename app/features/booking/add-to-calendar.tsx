// 'Add to calendar' on the success page: the session's calendar file (GET /api/bookings/{id}/calendar.ics)
// and plain links that open Google Calendar and Outlook with the session filled in. They are ordinary
// links in a new tab: no script or preview is loaded from those sites, and the site's Referrer-Policy
// (and rel=noreferrer) tell them nothing of this page.
import { CalendarPlus } from "lucide-react";
import type { ClientBooking } from "#common/bookings";
import { buttonVariants } from "../../components/ui/button";
import { useSiteInfo } from "../../lib/site";
import { calendarEventOf, googleCalendarLink, outlookCalendarLink } from "./calendar-links";

export function AddToCalendar({ booking }: { booking: ClientBooking }) {
  const event = calendarEventOf(booking, useSiteInfo());
  const look = buttonVariants({ variant: "outline" });
  return (
    <section aria-labelledby="add-to-calendar" className="mt-8 flex flex-col items-center gap-3">
      <h2 id="add-to-calendar" className="flex items-center gap-2 font-semibold">
        <CalendarPlus className="size-5 text-primary" aria-hidden="true" /> Add to calendar
      </h2>
      <ul className="flex flex-wrap justify-center gap-2">
        <li>
          <a className={look} href={`/api/bookings/${encodeURIComponent(booking.id)}/calendar.ics`} download="session.ics">
            Calendar file (.ics)
          </a>
        </li>
        <li>
          <a className={look} href={googleCalendarLink(event)} target="_blank" rel="noopener noreferrer">
            Google Calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a className={look} href={outlookCalendarLink(event)} target="_blank" rel="noopener noreferrer">
            Outlook<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
