// 'Message' on a profile. Signed out, it goes to sign-in and back; an account whose address is not
// confirmed is told to confirm it first; the coach's own account sees nothing; otherwise it opens the
// writing dialog.
import { useState } from "react";
import { loginPath } from "#common/auth";
import { Button } from "../../components/ui/button";
import { useSessionUser } from "../../lib/auth";
import MessageDialog from "./message-dialog";

export default function MessageButton({ coach }: { coach: { id: string; firstName: string } }) {
  const user = useSessionUser();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays the dialog's own fade.
  const [wanted, setWanted] = useState(false);
  if (user?.coachId === coach.id) return null;
  if (!user) {
    return (
      <Button asChild variant="outline" size="lg" className="w-full">
        <a href={loginPath(`/coaches/${coach.id}`)}>Message</a>
      </Button>
    );
  }
  if (!user.emailVerified) {
    return <p className="text-sm text-muted-foreground">Confirm your e-mail address to send {coach.firstName} a message.</p>;
  }
  return (
    <>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Message
      </Button>
      {wanted ? <MessageDialog coach={coach} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
