import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Checkout",
  "Review your session and pay securely by card.",
);

export const meta = page.meta;
export default page.Component;
