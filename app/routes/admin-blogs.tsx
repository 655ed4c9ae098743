import { ADMIN_PAGE_DENIED, AdminGate } from "../components/layout/admin-gate";
import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Manage Blogs",
  "Create, edit, publish and delete the articles of the blog, and import the sample posts.",
);

export const meta = page.meta;
export default function ManageBlogs() {
  return (
    <AdminGate message={ADMIN_PAGE_DENIED} returnTo="/admin/blogs">
      <page.Component />
    </AdminGate>
  );
}
