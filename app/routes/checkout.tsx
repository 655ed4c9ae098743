import { SignedInOnly } from "../components/layout/signed-in-only";
import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Checkout",
  "Review your session and pay securely by card.",
);

export const meta = page.meta;
export default function Checkout() {
  return (
    <SignedInOnly>
      <page.Component />
    </SignedInOnly>
  );
}
