// A component whose code is fetched when it is first needed (a dialog, a panel), and already on its
// way once the person points at or focuses what opens it (docs/decisions/093-performance-budgets.md).
import { type ComponentType, lazy, type LazyExoticComponent } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function onDemand<C extends ComponentType<any>>(load: () => Promise<C>): { Component: LazyExoticComponent<C>; preload: () => void } {
  let pending: Promise<{ default: C }> | null = null;
  const fetchOnce = () => (pending ??= load().then((component) => ({ default: component })));
  return {
    Component: lazy(fetchOnce),
    preload: () => void fetchOnce().catch(() => (pending = null)),
  };
}
