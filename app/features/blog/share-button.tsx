// Shares the current article: the Web Share API where the browser has it (phones, mostly),
// otherwise the link is copied to the clipboard and a toast confirms it.
import { Share2 } from "lucide-react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API or no permission (an insecure origin, an embedded browser): the old way.
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.append(field);
    field.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if ((error as Error).name === "AbortError") return;
      }
    }
    if (await copyText(url)) {
      toast({ title: "Link copied!", description: "The article's link is on your clipboard, ready to share." });
    } else {
      toast({ title: "Couldn't copy the link", description: `Copy it from your address bar: ${url}`, variant: "destructive" });
    }
  };

  return (
    <Button variant="outline" size="sm" onClick={share}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
