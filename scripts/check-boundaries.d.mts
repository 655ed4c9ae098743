/** Every import that breaks a rule, as "file: imports … (why)", for the tree at `cwd`. */
export function findBoundaryBreaks(cwd?: string): string[];
