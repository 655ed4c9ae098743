import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Coach Subscription Payment",
  "Step 2 of the coach application: the $49/month subscription payment.",
);

export const meta = page.meta;
export default page.Component;
