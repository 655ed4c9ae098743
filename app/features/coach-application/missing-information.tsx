// Steps 2 and 3 need step 1's entries (docs/product/coach-application.md#step-2-subscription): without them
// the applicant is told so ('Missing Information', or 'Invalid session data' when they cannot be read) and
// taken back to step 1.
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import type { StoredPersonalInfo } from "./application-storage";

const BACK_TO_START_DELAY_MS = 1500;

/** Warns and goes back to step 1 when the entries are missing or unreadable (unless `paused`). */
export function useStartOverWithoutPersonalInfo(status: StoredPersonalInfo["status"] | "checking", paused = false): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (paused || (status !== "missing" && status !== "invalid")) return;
    if (status === "invalid") toast({ title: "Error", description: "Invalid session data. Please start over.", variant: "destructive" });
    else toast({ title: "Missing Information", description: "Please start from the beginning.", variant: "destructive" });
    const timer = setTimeout(() => navigate("/coach-apply"), BACK_TO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, paused, status]);
}

export function MissingInformation() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Missing Information</h1>
      <p className="mt-3 text-muted-foreground">Please start from the beginning. Taking you to step 1…</p>
      <Button asChild className="mt-6">
        <Link to="/coach-apply">Start the application</Link>
      </Button>
    </section>
  );
}
