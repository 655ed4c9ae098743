// A part of a server-rendered page whose code loads when the person first uses it (docs/decisions/
// 093-performance-budgets.md). The server renders the part as usual. In the browser the page hydrates
// around it and leaves its HTML as it came: it can be read, typed into and tabbed through at once, and
// its code (a form with its schema and react-hook-form, a card form) is fetched on the first pointer,
// focus or key inside it. Then the real component replaces the HTML in one synchronous commit, and
// what the person did meanwhile is carried over: the values typed, the focused field and its caret,
// and a click or a submission made while the code was on its way is replayed on the live element.
// After a client-side navigation there is no server HTML: the code loads with the page's own (a spinner shows
// if it is not there yet).
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  type SyntheticEvent,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { loadOnce } from "../lib/load-once";
import { Spinner } from "./ui/spinner";

type Path = number[];

interface Snapshot {
  /** Values of the fields the person changed (not those still as the server's HTML drew them). */
  fields: { path: Path; value: string; checked: boolean; files: FileList | null }[];
  focus: { path: Path; start: number | null; end: number | null } | null;
}

const isBrowser = typeof document !== "undefined";

function pathTo(root: Element, node: Element): Path | null {
  const path: Path = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

function nodeAt(root: Element, path: Path): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
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

function snapshot(root: Element): Snapshot {
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

function restore(root: Element, state: Snapshot) {
  for (const field of state.fields) typeInto(nodeAt(root, field.path), field);
  if (!state.focus) return;
  const target = nodeAt(root, state.focus.path) as HTMLInputElement | null;
  target?.focus({ preventScroll: true });
  if (target && state.focus.start !== null) {
    try {
      target.setSelectionRange(state.focus.start, state.focus.end ?? state.focus.start);
    } catch {
      // See snapshot().
    }
  }
}

// A press in progress (pointerdown seen, pointerup not yet): swapping the HTML then would lose the click.
let pointerIsDown = false;
const afterPointerUp = new Set<() => void>();
function holdPointer() {
  if (pointerIsDown) return;
  pointerIsDown = true;
  const release = () => {
    document.removeEventListener("pointerup", release, true);
    document.removeEventListener("pointercancel", release, true);
    // After the click that follows this pointerup has been dispatched.
    setTimeout(() => {
      pointerIsDown = false;
      const waiting = [...afterPointerUp];
      afterPointerUp.clear();
      for (const run of waiting) run();
    }, 0);
  };
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
}

export interface IslandOptions {
  /** Announced while the code loads after a client-side navigation. */
  label?: string;
  /**
   * Load at once when the page hydrates (still keeping the server's HTML until then): for a part
   * that must change what it shows without being touched (a draft kept in the browser, say).
   */
  eager?: () => boolean;
}

/**
 * Wraps a component whose code should load on first use. `name` makes the element's id (one island
 * of a name per page): fixed rather than React's, because a part may be drawn again in the browser
 * instead of hydrated, and the server's HTML must be found all the same. `load` is a dynamic import
 * of the module; on the server it starts at once, so the page's HTML always holds the component.
 */
export function deferredIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { label = "Loading the form", eager }: IslandOptions = {},
): ComponentType<P> {
  // Fetched once; a failed fetch is tried again at the next interaction.
  const code = loadOnce(load);
  const start = code.start;
  // On the server, at once: the page's HTML always holds the component. In the browser, this module
  // is evaluated either before the first page hydrates (then the code waits for a touch) or because
  // a client-side navigation is opening a page that has the island: then the code loads alongside
  // the page's data, so the page rarely has to wait for it.
  if (!isBrowser || document.documentElement.dataset.hydrated === "true") void start().catch(() => {});

  function Island(props: P) {
    const id = `island-${name}`;
    const root = useRef<HTMLDivElement>(null);
    // The server's HTML of this part, when the page is hydrating; null after a client navigation.
    const [html] = useState(() => (isBrowser && !code.value() ? (document.getElementById(id)?.innerHTML ?? null) : null));
    const [live, setLive] = useState(() => !isBrowser || code.value() !== undefined || html === null);
    const replay = useRef<{ click: Path | null; submit: Path | null; state: Snapshot | null }>({ click: null, submit: null, state: null });

    useLayoutEffect(() => {
      const element = root.current;
      const state = replay.current.state;
      if (!live || !element || !state) return;
      replay.current.state = null;
      restore(element, state);
      const { click, submit } = replay.current;
      if (click) (nodeAt(element, click) as HTMLElement | null)?.click();
      else if (submit) (nodeAt(element, submit) as HTMLFormElement | null)?.requestSubmit();
    }, [live]);

    useEffect(() => {
      if (!live && eager?.()) activate();
      // Once, when the page has hydrated.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    function activate() {
      void start().then(
        () => {
          // Not between a press and its click: the click must reach the element that was pressed.
          if (pointerIsDown) return void afterPointerUp.add(activate);
          const element = root.current;
          if (!element || replay.current.state) return;
          replay.current.state = snapshot(element);
          flushSync(() => setLive(true));
        },
        () => {
          // The code could not be fetched: the HTML stays, and the next use tries again.
        },
      );
    }

    if (live) {
      const Component = code.value() ?? use(start());
      return (
        <div id={id} ref={root} className="contents">
          {/* Loaded once per island and kept: the same component type on every render. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Component {...props} />
        </div>
      );
    }

    const hold = (event: SyntheticEvent) => {
      // A press on a button or a submission before the code is here: keep it for the live part.
      const element = root.current!;
      const target = event.target as Element;
      if (event.type === "submit") {
        event.preventDefault();
        replay.current.submit = pathTo(element, target);
      } else {
        const control = target.closest("button, [role=checkbox], [role=radio], [role=switch], [role=combobox]");
        if (!control || !element.contains(control)) return;
        event.preventDefault();
        replay.current.click = pathTo(element, control);
      }
      activate();
    };
    return (
      <div
        id={id}
        ref={root}
        className="contents"
        onPointerEnter={() => void start().catch(() => {})}
        onPointerDownCapture={() => {
          void start().catch(() => {});
          holdPointer();
        }}
        onFocusCapture={activate}
        onKeyDownCapture={activate}
        onInputCapture={activate}
        onChangeCapture={activate}
        onClickCapture={hold}
        onSubmitCapture={hold}
        dangerouslySetInnerHTML={{ __html: html ?? "" }}
      />
    );
  }
  Island.displayName = `DeferredIsland(${name})`;
  return function DeferredIsland(props: P) {
    return <IslandBoundary label={label}>{<Island {...props} />}</IslandBoundary>;
  };
}

function IslandBoundary({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<Spinner label={label} className="py-10" />}>{children}</Suspense>;
}
