import { isRouteErrorResponse, useRouteError } from "react-router";
import { CONVERSATION_MESSAGES } from "#common/conversations";
import { LinkButton } from "../../components/ui/button";

/** A conversation that is not the viewer's, or no longer exists: said as for an unknown one. */
export function ConversationNotFound({ listHref }: { listHref: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold sm:text-3xl">{CONVERSATION_MESSAGES.notFound}</h1>
      <p className="mt-3 text-muted-foreground">
        This conversation is not in your account. Check that you are signed in with the right address.
      </p>
      <LinkButton to={listHref} className="mt-8">
        All messages
      </LinkButton>
    </section>
  );
}

/** The ErrorBoundary of a conversation's page: a 404 is 'Conversation not found'. */
export function conversationErrorBoundary(listHref: string) {
  return function ConversationErrorBoundary() {
    const error = useRouteError();
    if (isRouteErrorResponse(error) && error.status === 404) return <ConversationNotFound listHref={listHref} />;
    throw error;
  };
}
