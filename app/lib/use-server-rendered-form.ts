// react-hook-form's useForm for a form the server renders with saved values in it. `register()` gives
// an input no value of its own: react-hook-form writes the default into the element through its ref,
// which only happens in the browser once the form's code runs. So the server's HTML had empty fields,
// and a form that hydrates on first use (app/components/deferred-island.tsx) kept them empty until it
// was first touched, while the page beside it showed the saved values. Here `register()` also passes
// the field's default (`defaultValue`, or `defaultChecked` for a true/false field), so the HTML holds
// the values from the first byte; in the browser react-hook-form goes on setting them as before.
// A radio button or a checkbox of a list carries its own `value`: give those their own
// `defaultChecked` (a `defaultValue` beside `value` is refused by React).
import { useCallback } from "react";
import { get, useForm, type FieldValues, type UseFormProps, type UseFormRegister, type UseFormReturn } from "react-hook-form";

export function useServerRenderedForm<TFieldValues extends FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>(props);
  // The current defaults: `reset(values)` makes the saved values the new ones.
  const defaults = form.formState.defaultValues;
  const { register } = form;
  const registerWithDefault = useCallback<UseFormRegister<TFieldValues>>(
    (name, options) => {
      const registered = register(name, options);
      const value: unknown = get(defaults, name);
      if (typeof value === "boolean") {
        const withChecked = { ...registered, defaultChecked: value };
        return withChecked;
      }
      if (typeof value === "string" || typeof value === "number") {
        const withValue = { ...registered, defaultValue: value };
        return withValue;
      }
      return registered;
    },
    [register, defaults],
  );
  return { ...form, register: registerWithDefault };
}
