import { Link } from "react-router";
import { Button } from "../ui/button";

/**
 * Shown when a page fails on our side. It never shows the error's internals. `told`: the server's
 * own title and words for a page it cannot serve for a moment (a 503 while the database restarts).
 */
export function ErrorPage({ told }: { told?: { title: string; message: string } }) {
  const title = told?.title ?? "Something went wrong";
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">
        {told?.message ??
          "We couldn't load this page. Please try again in a moment. If it keeps happening, contact us and we'll sort it out."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button asChild variant="outline">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </section>
  );
}
