import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "../components/layout/not-found-page";
import { pageMeta } from "../lib/meta";

// Every address outside the route table: the not-found screen with HTTP 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Page Not Found", "The page you were looking for does not exist.", [{ name: "robots", content: "noindex" }]);

export default function NotFound() {
  return <NotFoundPage />;
}
