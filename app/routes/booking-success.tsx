import { SignedInOnly } from "../components/layout/signed-in-only";
import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Booking Confirmed",
  "Your session booking, its date and time, and whether it is scheduled or confirmed and paid.",
);

export const meta = page.meta;
export default function BookingSuccess() {
  return (
    <SignedInOnly>
      <page.Component />
    </SignedInOnly>
  );
}
