import { isRouteErrorResponse, useRouteError } from "react-router";
import { LinkButton } from "../../components/ui/button";

/** 'Booking Not Found' with Go Home, also for someone else's booking (docs/product/bookings-and-payments.md#booking-success). */
export function BookingNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">Booking Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        We couldn't find this booking in your account. Check that you are signed in with the address the booking was sent to.
      </p>
      <LinkButton to="/" className="mt-8">
        Go Home
      </LinkButton>
    </section>
  );
}

/** The ErrorBoundary of the pages of one booking (checkout, booking success): a 404 is 'Booking Not Found'. */
export function BookingErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <BookingNotFound />;
  throw error;
}
