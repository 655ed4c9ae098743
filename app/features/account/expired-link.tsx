// What a password-reset link that no longer works shows (a page of its own, and the form's answer).
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { FormMessage } from "./account-card";

export function ExpiredLink() {
  return (
    <div className="grid gap-4">
      <FormMessage>This link has expired or has already been used. Please ask for a new one.</FormMessage>
      <Button asChild>
        <Link to="/forgot-password">Ask for a new link</Link>
      </Button>
    </div>
  );
}
