import { Heart, MessageCircle, Search } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";

/** The call to action of the blog index: to the coach directory. */
export function BlogIndexCta() {
  return (
    <section aria-labelledby="blog-cta-heading" className="rounded-2xl bg-gradient-to-br from-secondary to-muted p-8 text-center sm:p-12">
      <Heart className="mx-auto size-10 text-primary" aria-hidden="true" />
      <h2 id="blog-cta-heading" className="mt-4 text-2xl font-bold sm:text-3xl">
        Want Guidance Made for You?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
        Articles can start the conversation. A certified relationship coach or licensed therapist can help you apply it to your own story.
        Your first 15-minute consultation is free.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to="/coaches">
          <Search aria-hidden="true" />
          Find a Coach
        </Link>
      </Button>
    </section>
  );
}

/** The call to action under every article (docs/product/blog.md#blog-post). */
export function ArticleCta() {
  return (
    <section
      aria-labelledby="article-cta-heading"
      className="rounded-2xl bg-gradient-to-br from-primary to-accent p-8 text-center text-white sm:p-12"
    >
      <h2 id="article-cta-heading" className="text-2xl font-bold sm:text-3xl">
        Ready to Turn Insights Into Your Love Story?
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-white/90">
        Talk with a certified relationship coach who can help you put these ideas into practice, starting with a free 15-minute
        consultation.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg" variant="secondary" className="text-primary">
          <Link to="/coaches">
            <Search aria-hidden="true" />
            Find Your Perfect Coach
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10">
          <Link to="/contact">
            <MessageCircle aria-hidden="true" />
            Let's Chat
          </Link>
        </Button>
      </div>
    </section>
  );
}
