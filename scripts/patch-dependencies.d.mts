export interface DependencyFix {
  packageName: string;
  version: string;
  files: string[];
  from: string;
  to: string;
}
/** The fixes `npm install` applies to installed packages. */
export const FIXES: DependencyFix[];
/** Applies every fix under `root`'s node_modules; answers a line per fix that was not applied as written. */
export function patchDependencies(root: string, fixes?: DependencyFix[]): string[];
