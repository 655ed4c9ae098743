import type { Route } from "./+types/admin-blogs";
import { ADMIN_PAGE_DENIED, AdminAccessDenied, AdminPage, requireAdminPage } from "../components/layout/admin-gate";
import { BlogManager } from "../features/admin/blog-manager";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Manage Blogs", "Create, edit, publish and delete the articles of the blog, and import the sample posts.", [
    { name: "robots", content: "noindex" },
  ]);

export const loader = (args: Route.LoaderArgs) => requireAdminPage(args);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminAccessDenied error={error} message={ADMIN_PAGE_DENIED} returnTo="/admin/blogs" />;
}

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage signedOut={loaderData.signedOut} message={ADMIN_PAGE_DENIED} returnTo="/admin/blogs">
      <BlogManager />
    </AdminPage>
  );
}
