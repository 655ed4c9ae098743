import { SignedInOnly } from "../components/layout/signed-in-only";
import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "My Sessions",
  "Your upcoming sessions and session history, with payment and review actions.",
);

export const meta = page.meta;
export default function MySessions() {
  return (
    <SignedInOnly>
      <page.Component />
    </SignedInOnly>
  );
}
