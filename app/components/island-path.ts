// Where an element sits inside a deferred island, as child positions from the island's root: the
// same path finds the same element in the live component that replaces the server's HTML.
export type Path = number[];

export function pathTo(root: Element, node: Element): Path | null {
  const path: Path = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

export function nodeAt(root: Element, path: Path): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
}
