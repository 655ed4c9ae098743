/** The circles among the files under `roots` (folders of `cwd`), each a sorted list of paths relative to `cwd`. */
export function findCircles(roots: string[], cwd?: string): string[][];
