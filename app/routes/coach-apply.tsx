import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Apply as a Coach",
  "Join the network of certified relationship coaches and therapists: apply in three steps for $49/month.",
);

export const meta = page.meta;
export default page.Component;
