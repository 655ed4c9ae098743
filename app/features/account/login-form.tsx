// The sign-in page's two modes (docs/product/accounts.md#sign-in-and-create-account): 'Sign in' (Email,
// Password) and 'Create account' (First name, Last name, Email, Password of at least 8 characters). Both
// forms are plain HTML posts to the API until the page's script has loaded, then validated in the browser
// with the same schema as the server. Success is a full navigation to `returnTo`, so the whole page knows the
// user; the booking dialog keeps the person where they are instead (`onSignedIn`).
import { Link } from "react-router";
import { INVALID_CREDENTIALS_MESSAGE, type SessionUser } from "#common/auth";
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from "#common/auth-schemas";
import { FormField } from "../../components/ui/form-field";
import { apiRequest, ApiError } from "../../lib/api";
import { CurrentPasswordField, EmailField, FormSubmit, NewPasswordField } from "./password-form-parts";
import { useAccountForm } from "./use-account-form";

interface AuthFormProps {
  returnTo: string;
  initialEmail?: string;
  initialError?: string | null;
  /** Instead of going to `returnTo`: the person is signed in, stay (the booking dialog). */
  onSignedIn?: (user: SessionUser) => void;
}

/** Posts the form's values to the API, then goes to `returnTo` with a full navigation (or hands the user to `onSignedIn`). */
async function postThenReturn(action: string, values: unknown, { returnTo, onSignedIn }: AuthFormProps) {
  const response = await apiRequest("POST", action, values);
  if (onSignedIn) onSignedIn(((await response.json()) as { user: SessionUser }).user);
  else window.location.assign(returnTo);
}

export function SignInForm({ returnTo, initialEmail, initialError, onSignedIn }: AuthFormProps) {
  const {
    register,
    formState: { errors, isSubmitting },
    formError,
    explain,
    submitWith,
  } = useAccountForm<SignInInput>({
    schema: signInSchema,
    defaultValues: { email: initialEmail ?? "", password: "" },
    fields: ["email", "password"],
    initialError,
  });

  const onSubmit = submitWith(
    (values) => postThenReturn("/api/auth/sign-in", values, { returnTo, onSignedIn }),
    (error) => (error instanceof ApiError && error.status === 401 ? INVALID_CREDENTIALS_MESSAGE : explain(error)),
  );

  return (
    <form method="post" action="/api/auth/sign-in" noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign in">
      <input type="hidden" name="returnTo" value={returnTo} />
      <EmailField defaultValue={initialEmail} error={errors.email?.message} {...register("email")} />
      <CurrentPasswordField label="Password" error={errors.password?.message} {...register("password")} />
      <div className="-mt-2 text-right">
        <Link to="/forgot-password" className="-my-2.5 inline-flex min-h-10 items-center text-sm font-medium text-primary hover:underline">
          Forgot your password?
        </Link>
      </div>
      <FormSubmit formError={formError} busy={isSubmitting} label="Sign in" busyLabel="Signing in..." />
    </form>
  );
}

export function SignUpForm({ returnTo, initialEmail, initialError, onSignedIn }: AuthFormProps) {
  const {
    register,
    formState: { errors, isSubmitting },
    formError,
    submitWith,
  } = useAccountForm<SignUpInput>({
    schema: signUpSchema,
    defaultValues: { firstName: "", lastName: "", email: initialEmail ?? "", password: "" },
    fields: ["firstName", "lastName", "email", "password"],
    initialError,
  });

  const onSubmit = submitWith((values) => postThenReturn("/api/auth/sign-up", values, { returnTo, onSignedIn }));

  return (
    <form method="post" action="/api/auth/sign-up" noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Create account">
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <EmailField defaultValue={initialEmail} error={errors.email?.message} {...register("email")} />
      <NewPasswordField label="Password" error={errors.password?.message} {...register("password")} />
      <FormSubmit formError={formError} busy={isSubmitting} label="Create account" busyLabel="Creating account..." />
      <p className="text-xs text-muted-foreground">
        By creating an account you confirm you are 18 or older and agree to our{" "}
        <Link to="/terms" className="font-medium text-primary hover:underline">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="font-medium text-primary hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
