import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Terms of Service",
  "The terms that govern the use of the marketplace by clients and coaches.",
);

export const meta = page.meta;
export default page.Component;
