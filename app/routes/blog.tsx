import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Love, Dating & Relationship Wisdom",
  "Articles on dating, communication, attachment and healthy relationships from relationship experts.",
);

export const meta = page.meta;
export default page.Component;
