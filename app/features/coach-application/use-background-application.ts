// The state of step 3: step 1's entries from session storage (or restored by the e-mailed link), the
// background form (its draft kept in session storage as it is typed), and the submission of the
// whole application.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { BACKGROUND_DEFAULTS, backgroundSchema, type BackgroundInput, type PersonalInfo } from "#common/applications";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import {
  clearApplicationStorage,
  readBackgroundDraft,
  readSubscriptionId,
  saveBackgroundDraft,
  usePersonalInfo,
} from "./application-storage";
import { useStartOverWithoutPersonalInfo } from "./missing-information";
import { useResumeLink } from "./resume-link";

export function useBackgroundApplication() {
  // An e-mailed link restores step 1's entries from the server first (any browser).
  const resume = useResumeLink();
  const stored = usePersonalInfo();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<BackgroundInput>({
    resolver: zodResolver(backgroundSchema),
    // Resolved in the browser: a draft kept after a failed submission or a reload comes back.
    defaultValues: async () => ({ ...BACKGROUND_DEFAULTS, ...readBackgroundDraft<BackgroundInput>() }),
  });
  const { control, handleSubmit, formState } = form;
  const values = useWatch({ control });
  const loaded = !formState.isLoading;

  const info: PersonalInfo | null = stored.status === "ok" ? stored.info : null;

  useStartOverWithoutPersonalInfo(stored.status, submitted || resume.status !== "none");

  useEffect(() => {
    if (loaded && info) saveBackgroundDraft(values);
  }, [info, loaded, values]);

  const onSubmit = handleSubmit(async (background) => {
    if (!info) {
      toast({ title: "Error", description: "Missing personal information. Please start over.", variant: "destructive" });
      return;
    }
    try {
      await apiRequest("POST", "/api/coach-applications", {
        ...info,
        ...background,
        subscriptionId: readSubscriptionId(),
        isActive: false,
      });
    } catch {
      toast({ title: "Submission Failed", description: "Please try submitting your application again.", variant: "destructive" });
      return;
    }
    setSubmitted(true);
    clearApplicationStorage();
    window.scrollTo({ top: 0 });
    toast({
      title: "Application Submitted!",
      description: "Your application has been received and will be reviewed within 5-7 business days.",
      variant: "success",
    });
  });

  return { resume, stored, info, form, submitted, onSubmit };
}
