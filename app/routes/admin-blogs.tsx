import type { Route } from "./+types/admin-blogs";
import { ADMIN_PAGE_DENIED, AdminGate } from "../components/layout/admin-gate";
import { BlogManager } from "../features/admin/blog-manager";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Manage Blogs", "Create, edit, publish and delete the articles of the blog, and import the sample posts.", [
    { name: "robots", content: "noindex" },
  ]);

export default function ManageBlogs() {
  return (
    <AdminGate message={ADMIN_PAGE_DENIED} returnTo="/admin/blogs">
      <BlogManager />
    </AdminGate>
  );
}
