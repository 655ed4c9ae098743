import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Manage Blogs",
  "Create, edit, publish and delete the articles of the blog, and import the sample posts.",
);

export const meta = page.meta;
export default page.Component;
