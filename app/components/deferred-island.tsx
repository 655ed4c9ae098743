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
  type RefObject,
  Suspense,
  type SyntheticEvent,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { type LoadOnce, loadOnce } from "../lib/load-once";
import { type Path, nodeAt, pathTo } from "./island-path";
import type { Snapshot } from "./island-snapshot";
import { Spinner } from "./ui/spinner";

const isBrowser = typeof document !== "undefined";
/** Carrying over what was typed: fetched with the first island's code, never before. */
const snapshots = loadOnce(() => import("./island-snapshot"));

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

interface Handover {
  /** The wrapper element: the server's HTML until the code is here, then the live component. */
  root: RefObject<HTMLDivElement | null>;
  /** The server's HTML of this part, when the page is hydrating; null after a client navigation. */
  html: string | null;
  /** Whether the live component is drawn (rather than the server's HTML). */
  live: boolean;
  /** Swaps the HTML for the live component once the code is here, carrying over what was done. */
  activate: () => void;
  /** Keeps a press on a button or a submission made before the code is here, for the live part. */
  hold: (event: SyntheticEvent) => void;
}

/** The handover of one island from the server's HTML to the live component. */
function useIslandHandover(id: string, code: LoadOnce<unknown>, eager: (() => boolean) | undefined): Handover {
  const start = code.start;
  const root = useRef<HTMLDivElement>(null);
  const [html] = useState(() => (isBrowser && !code.value() ? (document.getElementById(id)?.innerHTML ?? null) : null));
  const [live, setLive] = useState(() => !isBrowser || code.value() !== undefined || html === null);
  const replay = useRef<{ click: Path | null; submit: Path | null; state: Snapshot | null }>({ click: null, submit: null, state: null });
  useLayoutEffect(() => {
    const element = root.current;
    const { state, click, submit } = replay.current;
    if (!live || !element || !state) return;
    replay.current.state = null;
    snapshots.value()!.restore(element, state);
    // The press after the values have been drawn: a handler called in the same breath would still see
    // the state from before them (React applies what the restored fields' events set after this commit).
    setTimeout(() => {
      if (click) (nodeAt(element, click) as HTMLElement | null)?.click();
      else if (submit) (nodeAt(element, submit) as HTMLFormElement | null)?.requestSubmit();
    });
  }, [live]);

  useEffect(() => {
    if (!live && eager?.()) activate();
    // Once, when the page has hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function activate() {
    void Promise.all([start(), snapshots.start()]).then(
      ([, { snapshot }]) => {
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

  const hold = (event: SyntheticEvent) => {
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

  return { root, html, live, activate, hold };
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
    const { root, html, live, activate, hold } = useIslandHandover(id, code, eager);

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
