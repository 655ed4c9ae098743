// Pages that need sign-in (My Sessions, checkout, booking success): signed out, the logged-out
// rule of docs/product/frame-and-home.md#signed-in-pages applies (toast, then /api/login after 500 ms, coming
// back here after sign-in).
import type { ReactNode } from "react";
import { useRequireSignIn } from "../../lib/auth";
import { Skeleton } from "../ui/skeleton";

export function SignedInOnly({ children }: { children: ReactNode }) {
  const user = useRequireSignIn();
  if (!user) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16" role="status" aria-label="Checking your sign-in">
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return <>{children}</>;
}
