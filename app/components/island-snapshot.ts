// What the person did inside a deferred island's server HTML before its code arrived: the values of the
// fields they changed, the focused field and its caret or selection. Taken from the HTML just before the live
// component replaces it, and written into the live component right after, the way typing does.
// Fetched with the island's own code: no page needs it before someone uses an island.
import { nodeAt, type Path, pathTo } from "./island-path";
export interface Snapshot {
  /** Values of the fields the person changed (not those still as the server's HTML drew them). */
  fields: { path: Path; value: string; checked: boolean; files: FileList | null }[];
  focus: { path: Path; start: number | null; end: number | null } | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = "input:not([type=hidden]),textarea,select";

/**
 * Whether the person changed a field before the code arrived. One left as the server drew it is not
 * carried over: the live form fills its own fields, and typing its own value in again would mark a
 * react-hook-form form as changed ("You have unsaved changes" on a form nobody has touched).
 */
function changedByPerson(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === "file") return (field.files?.length ?? 0) > 0;
  return field.value !== field.defaultValue;
}

export function snapshot(root: Element): Snapshot {
  const fields = [...root.querySelectorAll<Field>(FIELDS)].filter(changedByPerson).map((field) => ({
    path: pathTo(root, field)!,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
    files: field instanceof HTMLInputElement && field.type === "file" ? field.files : null,
  }));
  const active = document.activeElement;
  let focus: Snapshot["focus"] = null;
  if (active && root.contains(active)) {
    const path = pathTo(root, active);
    const input = active as HTMLInputElement;
    let start: number | null = null;
    let end: number | null = null;
    try {
      start = input.selectionStart ?? null;
      end = input.selectionEnd ?? null;
    } catch {
      // Fields without a caret (checkbox, e-mail in some engines) answer by throwing.
    }
    if (path) focus = { path, start, end };
  }
  return { fields, focus };
}

/** Writes a value the way typing does, so React's change handlers (and react-hook-form) see it. */
function typeInto(field: Element | null, { value, checked, files }: Snapshot["fields"][number]) {
  if (field instanceof HTMLInputElement && field.type === "file") {
    // A file picked before the code arrived goes to the live input, as if picked there.
    if (files && files.length > 0) {
      field.files = files;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    if (field.checked !== checked) field.click();
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
  if (field.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

export function restore(root: Element, state: Snapshot) {
  for (const field of state.fields) typeInto(nodeAt(root, field.path), field);
  if (!state.focus) return;
  const { path, start, end } = state.focus;
  const target = nodeAt(root, path) as HTMLInputElement | null;
  target?.focus({ preventScroll: true });
  if (!target) return;
  if (start !== null) {
    try {
      target.setSelectionRange(start, end ?? start);
    } catch {
      // See snapshot().
    }
  } else if (target instanceof HTMLInputElement && target.value !== "" && !changedByPerson(target)) {
    // A field whose caret cannot be read (an e-mail field), still as the server drew it: the person had
    // just come into it, and coming in by keyboard selects its text. Selected again, what they type
    // next replaces the address (the new element's caret would sit at one end of it, and the text
    // typed would go beside it).
    target.select();
  }
}
