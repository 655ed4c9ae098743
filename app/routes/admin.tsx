import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Admin Portal",
  "Manage coaches, reviews, imports, applications and blog posts.",
);

export const meta = page.meta;
export default page.Component;
