// A component whose code is fetched when it is first needed (a dialog, a panel), and already on its
// way once the person points at or focuses what opens it (docs/decisions/093-performance-budgets.md).
import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import { loadOnce } from "./load-once";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function onDemand<C extends ComponentType<any>>(load: () => Promise<C>): { Component: LazyExoticComponent<C>; preload: () => void } {
  const code = loadOnce(load);
  return {
    Component: lazy(() => code.start().then((component) => ({ default: component }))),
    preload: () => void code.start().catch(() => {}),
  };
}
