// The server's HTML of a react-hook-form form holds the saved values only through
// useServerRenderedForm: register() alone leaves the fields empty until the browser runs the code.
import { renderToString } from "react-dom/server";
import { useForm, type UseFormRegister } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { useServerRenderedForm } from "./use-server-rendered-form";

interface Saved {
  name: string;
  bio: string;
  years: number;
  gender: string;
  listed: boolean;
}
const SAVED: Saved = { name: "Mara Quill", bio: "Kind & practical.", years: 6, gender: "Female", listed: true };

function Fields({ register }: { register: UseFormRegister<Saved> }) {
  return (
    <form>
      <input aria-label="Name" {...register("name")} />
      <textarea aria-label="Bio" {...register("bio")} />
      <input aria-label="Years" type="number" {...register("years")} />
      <select aria-label="Gender" {...register("gender")}>
        <option value="">Not specified</option>
        <option value="Female">Female</option>
      </select>
      <input aria-label="Listed" type="checkbox" {...register("listed")} />
    </form>
  );
}

function Rendered() {
  return <Fields register={useServerRenderedForm<Saved>({ defaultValues: SAVED }).register} />;
}

function Plain() {
  return <Fields register={useForm<Saved>({ defaultValues: SAVED }).register} />;
}

describe("useServerRenderedForm", () => {
  it("renders every registered field with its saved value", () => {
    const html = renderToString(<Rendered />);
    expect(html).toContain('value="Mara Quill"');
    expect(html).toContain(">Kind &amp; practical.</textarea>");
    expect(html).toContain('value="6"');
    expect(html).toMatch(/<option value="Female" selected="">/);
    expect(html).toMatch(/type="checkbox"[^>]*checked=""/);
  });

  it("is needed: react-hook-form's own register leaves the server's fields empty", () => {
    const html = renderToString(<Plain />);
    expect(html).not.toContain("Mara Quill");
    expect(html).not.toContain("selected");
  });
});
