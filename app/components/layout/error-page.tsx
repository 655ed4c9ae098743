import { Link } from "react-router";
import { Button } from "../ui/button";
import { NoticeActions, NoticePage } from "./notice-page";

/** Shown when a page fails on our side. It never shows the error's internals. */
export function ErrorPage() {
  return (
    <NoticePage
      before={<title>Something went wrong</title>}
      title="Something went wrong"
      message="We couldn't load this page. Please try again in a moment. If it keeps happening, contact us and we'll sort it out."
    >
      <NoticeActions>
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button asChild variant="outline">
          <Link to="/">Go to the home page</Link>
        </Button>
      </NoticeActions>
    </NoticePage>
  );
}
