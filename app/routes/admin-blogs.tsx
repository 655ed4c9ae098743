// /admin/blogs: Manage Blogs, every post (drafts too) server-rendered from the loader behind the staff
// guard of the /admin layout.
import type { Route } from "./+types/admin-blogs";
import { loadForStaff, staffPageMeta } from "../components/layout/admin-gate";
import { BlogManager } from "../features/admin/blog-manager";

export const meta: Route.MetaFunction = ({ matches }) => staffPageMeta(matches, "/admin/blogs");

export const loader = (args: Route.LoaderArgs) => loadForStaff(args, ({ staffPortal }) => staffPortal.blogPosts());

export default function ManageBlogs({ loaderData }: Route.ComponentProps) {
  // No data for a signed-out visitor: the layout shows 'Access Denied' with Sign In instead.
  return loaderData ? <BlogManager posts={loaderData} /> : null;
}
