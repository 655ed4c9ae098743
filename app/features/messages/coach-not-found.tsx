import { isRouteErrorResponse, useRouteError } from "react-router";
import { LinkButton } from "../../components/ui/button";

/** 'Coach Not Found' for a message to an unknown or inactive coach, as the profile says it. */
export function CoachNotFoundPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">Coach Not Found</h1>
      <p className="mt-3 text-muted-foreground">The coach profile you're looking for doesn't exist.</p>
      <LinkButton to="/coaches" className="mt-8">
        Browse coaches
      </LinkButton>
    </section>
  );
}
