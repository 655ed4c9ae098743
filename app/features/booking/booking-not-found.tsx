import { isRouteErrorResponse, useRouteError } from "react-router";
import { NoticePage } from "../../components/layout/notice-page";
import { LinkButton } from "../../components/ui/button";

/** 'Booking Not Found' with Go Home, also for someone else's booking (docs/product/bookings-and-payments.md#booking-success). */
export function BookingNotFound() {
  return (
    <NoticePage
      title="Booking Not Found"
      message="We couldn't find this booking in your account. Check that you are signed in with the address the booking was sent to."
    >
      <LinkButton to="/" className="mt-8">
        Go Home
      </LinkButton>
    </NoticePage>
  );
}

/** The ErrorBoundary of the pages of one booking (checkout, booking success): a 404 is 'Booking Not Found'. */
export function BookingErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <BookingNotFound />;
  throw error;
}
