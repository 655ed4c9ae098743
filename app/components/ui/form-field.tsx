// A labelled control with its error message, wired for assistive technology: the label names the
// control, the message is announced and referenced by aria-describedby, and aria-invalid marks it.
// Give it a control as its child (a select, a text area…), or input props to get an Input.
import { cloneElement, isValidElement, useId, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { cn } from "../../lib/utils";
import { Input } from "./input";
import { Label } from "./label";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

export interface FormFieldProps extends Omit<ComponentProps<typeof Input>, "children"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The control to label; without it, an Input with the remaining props. */
  children?: ReactElement<ControlProps>;
}

export function FormField({ label, error, hint, id, className, children, ...inputProps }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const wiring = { id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {isValidElement(children) ? cloneElement(children, wiring) : <Input {...inputProps} {...wiring} />}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
