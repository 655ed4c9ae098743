import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Blog",
  "An article on love, dating and relationships from relationship experts.",
);

export const meta = page.meta;
export default page.Component;
