// Walking a page with the keyboard alone (WCAG 2.4.7 focus visible, 2.4.11 focus not obscured): each
// Tab or Shift+Tab is followed by one look at what has focus, in the page itself: its name, whether
// anything still shows of it once the browser has scrolled it into view (a grid of points over its
// box, clipped to the window, hit-tested: a stop is "covered" when every point lands on something
// else, the sticky header or a panel, or when it is outside the window), and whether it has a focus
// indicator: a 2px (or wider) outline, or a ring (a box-shadow spread of 2px or more), drawn by the
// control, its ::before/::after, or its <label> (the quiz's and the stars' `has-[:focus-visible]`),
// and confirmed by the next look, once focus has moved on, to have gone with the focus. Pages whose
// forms are deferred islands swap their server HTML for the live form on first focus: each look
// reads document.activeElement afresh, and stops are told apart by their place in the document.
import type { Page } from "playwright-core";
import { INSPECT_FOCUS, type InspectedFocus } from "./keyboard-inspect";

export type WalkKey = "Tab" | "Shift+Tab";
/** A stop's name exactly, a pattern of it, or a test of the stop (or of the page). */
export type StopMatch = string | RegExp | ((stop: FocusStop) => boolean | Promise<boolean>);

export interface FocusStop {
  /** The element's place in the document (child indexes), the same across an island's swap. */
  key: string;
  /** "button", "a", "input[radio]"… */
  tag: string;
  name: string;
  covered: boolean;
  /** What is on top at the stop's centre when it is covered ("outside the window" when it is). */
  coveredBy: string;
  /** Whether it has an indicator; "unconfirmed": it has one, not yet seen to go when focus leaves. */
  indicator: boolean | "unconfirmed";
}

export function describeStop(stop: FocusStop): string {
  return `${stop.tag} "${stop.name}"`;
}

/** Readable problems of a stop ("" when it has none). */
export function problemOf(stop: FocusStop): string {
  const problems = [
    stop.covered ? `fully covered (by ${stop.coveredBy})` : "",
    stop.indicator === false ? "no visible focus indicator" : "",
  ].filter(Boolean);
  return problems.length > 0 ? `${describeStop(stop)}: ${problems.join("; ")}` : "";
}

/**
 * Presses keys on a page and looks at every stop focus makes, counting Tab and Shift+Tab presses
 * (the effort of a flow) and keeping the problems of every stop seen.
 */
export class KeyboardUser {
  tabs = 0;
  readonly stops: FocusStop[] = [];
  private previous: { stop: FocusStop; signatures: string[]; qualifying: number[] } | null = null;

  constructor(readonly page: Page) {}

  /** Presses a key and answers where focus is then (null: nowhere, the document itself). */
  async press(key: string): Promise<FocusStop | null> {
    if (key === "Tab" || key === "Shift+Tab") this.tabs += 1;
    await this.page.keyboard.press(key);
    return this.look();
  }

  /** Where focus is now, looked at without a key (after a navigation, say). */
  async look(): Promise<FocusStop | null> {
    const seen = (await this.page.evaluate(INSPECT_FOCUS)) as InspectedFocus;
    this.confirmPrevious(seen.previousBlurred);
    if (!seen.focus) {
      this.previous = null;
      return null;
    }
    const { key, tag, name, covered, coveredBy, hosts } = seen.focus;
    // Still the same control: a time field moves between its hour, minute and AM/PM parts.
    if (this.previous?.stop.key === key) return this.previous.stop;
    const qualifying = hosts.flatMap((host, index) => (host.qualifies ? [index] : []));
    const stop: FocusStop = { key, tag, name, covered, coveredBy, indicator: qualifying.length > 0 ? "unconfirmed" : false };
    this.stops.push(stop);
    this.previous = { stop, signatures: hosts.map((host) => host.signature), qualifying };
    return stop;
  }

  /**
   * Presses `key` until focus is on a stop that matches (its name, or a test), at most `max` times;
   * `fromHere`: no press at all when focus is there already.
   */
  async pressUntil(
    match: StopMatch,
    { key = "Tab", max = 60, fromHere = false }: { key?: string; max?: number; fromHere?: boolean } = {},
  ): Promise<FocusStop> {
    const matches = async (stop: FocusStop | null) =>
      !!stop && (typeof match === "string" ? stop.name === match : match instanceof RegExp ? match.test(stop.name) : await match(stop));
    if (fromHere) {
      const here = await this.look();
      if (here && (await matches(here))) return here;
    }
    const visited: string[] = [];
    for (let i = 0; i < max; i += 1) {
      const stop = await this.press(key);
      if (stop && (await matches(stop))) return stop;
      visited.push(stop ? describeStop(stop) : "(the document)");
    }
    throw new Error(`${key} ${max} times did not reach ${String(match)}; focus went through:\n${visited.join("\n")}`);
  }

  /** The problems of every stop seen so far, one line each. */
  problems(): string[] {
    return this.stops.map(problemOf).filter(Boolean);
  }

  /**
   * The indicator the previous stop had is confirmed when it went away with the focus; a style it
   * keeps unfocused (a card's shadow) is no indicator. Unknown when the element has gone (an island
   * swapped) or still has focus.
   */
  private confirmPrevious(blurred: string[] | null) {
    const previous = this.previous;
    if (!previous || !blurred || previous.stop.indicator !== "unconfirmed") return;
    previous.stop.indicator = previous.qualifying.some((index) => blurred[index] !== previous.signatures[index]);
  }
}

/** Puts the sequential focus starting point at the top of the document, with nothing focused. */
async function startAtTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const start = document.createElement("div");
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    start.remove();
    window.scrollTo(0, 0);
    delete (window as { __keyboardWalk?: unknown }).__keyboardWalk;
  });
}

export interface FocusWalk {
  key: WalkKey;
  stops: FocusStop[];
  /** Set when focus went back to a stop other than the first without leaving the page: a trap. */
  trappedAt?: string;
}

/**
 * From the top of the page, presses `key` until focus has been everywhere once (it leaves the
 * document, or comes back to a stop already seen) or it was pressed `cap` times.
 */
export async function walkFocus(page: Page, key: WalkKey, cap = 80): Promise<FocusWalk> {
  await startAtTop(page);
  const user = new KeyboardUser(page);
  let trappedAt: string | undefined;
  let nowhere = 0;
  let stayed = 0;
  for (let presses = 0; presses < cap; presses += 1) {
    const count = user.stops.length;
    const stop = await user.press(key);
    if (!stop) {
      // The first press may leave the document on the way to the last control (Shift+Tab).
      if (count > 0 || (nowhere += 1) > 1) break;
      continue;
    }
    if (user.stops.length === count) {
      // The same control again: moving between its parts, up to a point.
      if ((stayed += 1) > 4) trappedAt = describeStop(stop);
      if (trappedAt) break;
      continue;
    }
    stayed = 0;
    if (user.stops.slice(0, -1).some((seen) => seen.key === stop.key)) {
      user.stops.pop();
      if (stop.key !== user.stops[0].key) trappedAt = describeStop(stop);
      break;
    }
  }
  return { key, stops: user.stops, trappedAt };
}

/** Walks the page forwards and backwards; answers its problems, each line naming `where`. */
export async function keyboardProblems(page: Page, where: string, cap = 80): Promise<string[]> {
  const problems: string[] = [];
  for (const key of ["Tab", "Shift+Tab"] as const) {
    const walk = await walkFocus(page, key, cap);
    if (walk.stops.length === 0) problems.push(`${where} (${key}): focus reaches nothing`);
    if (walk.trappedAt) problems.push(`${where} (${key}): focus is trapped, it comes back to ${walk.trappedAt}`);
    walk.stops.forEach((stop, index) => {
      const problem = problemOf(stop);
      if (problem) problems.push(`${where} (${key} #${index + 1}) ${problem}`);
    });
  }
  return problems;
}
