import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Find Coach",
  "Browse certified relationship coaches and licensed therapists. Filter by topic, budget, availability, language, location, insurance and more.",
);

export const meta = page.meta;
export default page.Component;
