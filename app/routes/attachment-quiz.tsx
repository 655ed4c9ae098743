import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Attachment Style Quiz",
  "Six questions to discover your attachment style: secure, anxious or avoidant, with traits and growth tips.",
);

export const meta = page.meta;
export default page.Component;
