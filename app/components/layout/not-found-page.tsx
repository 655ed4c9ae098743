import { Link } from "react-router";
import { Button } from "../ui/button";
import { NoticeActions, NoticePage } from "./notice-page";

/** The screen for unknown addresses (docs/product/frame-and-home.md#not-found-page). Served with HTTP 404. */
export function NotFoundPage() {
  return (
    <NoticePage
      before={
        <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
          404
        </p>
      }
      title="404 Page Not Found"
      titleClassName="mt-4 text-2xl font-bold sm:text-3xl"
      message="Did you forget to add the page to the router?"
    >
      <NoticeActions>
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/coaches">Browse coaches</Link>
        </Button>
      </NoticeActions>
    </NoticePage>
  );
}
