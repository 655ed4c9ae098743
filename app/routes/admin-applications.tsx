import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Coach Applications",
  "Review coach applications and publish approved coaches.",
);

export const meta = page.meta;
export default page.Component;
