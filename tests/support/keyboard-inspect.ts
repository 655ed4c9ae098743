// The look at the focused element that tests/support/keyboard.ts takes after every key, evaluated in
// the page in one call: the functions below are sent as one script, so each may use only the others
// and the page's own DOM, nothing of this module's imports. It also reads the focus styles of the element looked at last time, now that focus has left it, so the
// walker can tell an indicator that comes with focus from a style the element always has.

export interface InspectedHost {
  /** Outline and box-shadow as computed: compared with the same host once focus has gone. */
  signature: string;
  /** A 2px (or wider) visible outline, or a ring: a visible box-shadow spread of 2px or more. */
  qualifies: boolean;
}

export interface InspectedFocus {
  focus: {
    key: string;
    tag: string;
    name: string;
    covered: boolean;
    coveredBy: string;
    /** The element, its ::before and ::after, and its labels, in that order. */
    hosts: InspectedHost[];
  } | null;
  /** The signatures of the previous look's hosts now (null: it is gone, or still has focus). */
  previousBlurred: string[] | null;
}

interface Host {
  element: Element;
  pseudo: string | null;
}

function clean(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

function alphaOf(color: string): number {
  if (!color || color === "transparent") return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return slash[2] ? Number(slash[1]) / 100 : Number(slash[1]);
  const rgba = /^rgba\(([^)]*)\)$/.exec(color);
  return rgba && rgba[1].split(",").length === 4 ? Number(rgba[1].split(",")[3]) : 1;
}

/** A ring: one shadow of a box-shadow list, visible, spread 2px or more. */
function isRing(shadow: string): boolean {
  const color = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)|transparent/.exec(shadow)?.[0] ?? "rgb(0, 0, 0)";
  const lengths = (shadow.replace(color, "").match(/-?[\d.]+px/g) ?? []).map(parseFloat);
  return alphaOf(color) > 0 && (lengths[3] ?? 0) >= 2;
}

function hasRing(boxShadow: string): boolean {
  if (boxShadow === "none") return false;
  const shadows = [""];
  let depth = 0;
  for (const character of boxShadow) {
    if (character === "(") depth += 1;
    if (character === ")") depth -= 1;
    if (character === "," && depth === 0) shadows.push("");
    else shadows[shadows.length - 1] += character;
  }
  return shadows.some(isRing);
}

function styleOf({ element, pseudo }: Host): CSSStyleDeclaration | null {
  const style = getComputedStyle(element, pseudo);
  return !pseudo || (style.content !== "none" && style.content !== "normal") ? style : null;
}

function signatureOf(host: Host): string {
  const style = styleOf(host);
  return style ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}` : "not drawn";
}

function qualifies(host: Host): boolean {
  const style = styleOf(host);
  if (!style) return false;
  const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 && alphaOf(style.outlineColor) > 0;
  return outline || hasRing(style.boxShadow);
}

function labelsOf(element: Element): HTMLLabelElement[] {
  const labels = "labels" in element ? [...((element as HTMLInputElement).labels ?? [])] : [];
  const around = element.parentElement?.closest("label");
  return around && !labels.includes(around) ? [...labels, around] : labels;
}

function hostsOf(element: Element): Host[] {
  return [
    { element, pseudo: null },
    { element, pseudo: "::before" },
    { element, pseudo: "::after" },
    ...labelsOf(element).map((label) => ({ element: label, pseudo: null })),
  ];
}

function describeElement(element: Element | null): string {
  if (!element) return "nothing";
  const id = element.id ? `#${element.id}` : "";
  const classes = [...element.classList]
    .slice(0, 4)
    .map((name) => `.${name}`)
    .join("");
  return `${element.tagName.toLowerCase()}${id}${classes}`;
}

/** Points spread over each box (a link that wraps has one per line), clipped to the window. */
function samplePoints(boxes: DOMRect[]): number[][] {
  const fractions = boxes.length > 1 ? [0.2, 0.5, 0.8] : [0.1, 0.3, 0.5, 0.7, 0.9];
  return boxes.flatMap((box) => {
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, document.documentElement.clientWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, document.documentElement.clientHeight);
    if (right - left < 1 || bottom - top < 1) return [];
    return fractions.flatMap((fx) => fractions.map((fy) => [left + (right - left) * fx, top + (bottom - top) * fy]));
  });
}

/** Whether nothing shows of the element (or of its label, when the control is visually hidden). */
function coverageOf(element: Element): { covered: boolean; coveredBy: string } {
  const labels = labelsOf(element);
  const own = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const hidden = own.width * own.height < 4 || style.opacity === "0" || style.clipPath === "inset(50%)";
  const points = samplePoints([...(hidden && labels[0] ? labels[0] : element).getClientRects()]);
  if (points.length === 0) return { covered: true, coveredBy: "outside the window" };
  const isPart = (hit: Element | undefined) => !!hit && (element.contains(hit) || labels.some((label) => label.contains(hit)));
  if (points.some(([x, y]) => isPart(document.elementFromPoint(x, y) ?? undefined) || isPart(topVisibleAt(x, y))))
    return { covered: false, coveredBy: "" };
  const [x, y] = points[Math.floor(points.length / 2)];
  return { covered: true, coveredBy: describeElement(topVisibleAt(x, y) ?? null) };
}

/** The topmost element drawn at a point: one faded out to nothing (a panel on its way out) is passed over. */
function topVisibleAt(x: number, y: number): Element | undefined {
  const transparent = (hit: Element) => {
    for (let at: Element | null = hit; at; at = at.parentElement) if (getComputedStyle(at).opacity === "0") return true;
    return false;
  };
  const first = document.elementFromPoint(x, y) ?? undefined;
  return first && transparent(first) ? document.elementsFromPoint(x, y).find((hit) => !transparent(hit)) : first;
}

function nameOf(element: Element): string {
  const labelledBy = (element.getAttribute("aria-labelledby") ?? "")
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? "");
  const name =
    clean(element.getAttribute("aria-label")) ||
    clean(labelledBy.join(" ")) ||
    clean(
      labelsOf(element)
        .map((label) => label.textContent)
        .join(" "),
    ) ||
    clean(element.getAttribute("placeholder")) ||
    clean((element as HTMLElement).innerText) ||
    clean(element.getAttribute("title"));
  return name.slice(0, 80);
}

function tagOf(element: Element): string {
  const role = element.getAttribute("role");
  const type = element instanceof HTMLInputElement ? `[${element.type}]` : role ? `[${role}]` : "";
  return `${element.tagName.toLowerCase()}${type}`;
}

function keyOf(element: Element): string {
  const path: number[] = [];
  for (let at: Element = element; at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path.join(".");
}

/**
 * The focused element once the page has settled: a focus some code moves a moment after the key
 * (Radix's menus move it in a timeout), panels that animate in or out (finite animations finished;
 * the transitions of the focused control and of `previous`, a ring fading in or out, are jumped to
 * their end), and an island that swapped its HTML meanwhile (focus read again).
 */
async function settledFocus(previous: Element[]): Promise<Element | null> {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const focused = () => {
    const active = document.activeElement;
    return !active || active === document.body || active === document.documentElement ? null : active;
  };
  await tick();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const active = focused();
    const own = [...previous, ...(active ? hostsOf(active).map((host) => host.element) : [])];
    const running = document.getAnimations().filter((animation) => {
      if (animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity) return false;
      if (!(animation instanceof CSSTransition)) return true;
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (target && own.includes(target)) animation.finish();
      return false;
    });
    if (running.length === 0 && (!active || active.isConnected)) return active;
    await Promise.race([
      Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 500)),
    ]);
    await tick();
  }
  return focused();
}

async function inspectFocus(): Promise<InspectedFocus> {
  const memory = window as unknown as { __keyboardWalk?: { element: Element; hosts: Host[] } };
  const previous = memory.__keyboardWalk;
  const active = await settledFocus(previous?.hosts.map((host) => host.element) ?? []);
  const previousBlurred = previous && previous.element !== active && previous.element.isConnected ? previous.hosts.map(signatureOf) : null;
  if (!active || active === document.body) {
    delete memory.__keyboardWalk;
    return { focus: null, previousBlurred };
  }
  const hosts = hostsOf(active);
  memory.__keyboardWalk = { element: active, hosts };
  const focus = { key: keyOf(active), tag: tagOf(active), name: nameOf(active), ...coverageOf(active) };
  return {
    focus: { ...focus, hosts: hosts.map((host) => ({ signature: signatureOf(host), qualifies: qualifies(host) })) },
    previousBlurred,
  };
}

const IN_PAGE = [
  clean,
  alphaOf,
  isRing,
  hasRing,
  styleOf,
  signatureOf,
  qualifies,
  labelsOf,
  hostsOf,
  describeElement,
  samplePoints,
  coverageOf,
  topVisibleAt,
  nameOf,
  tagOf,
  keyOf,
  settledFocus,
  inspectFocus,
];

/**
 * The look as a script for page.evaluate: the functions above, declared in the page (evaluated
 * through the DevTools protocol, so the page's Content-Security-Policy does not apply).
 */
export const INSPECT_FOCUS = `(() => {\n${IN_PAGE.map((fn) => fn.toString()).join("\n")}\nreturn inspectFocus();\n})()`;
