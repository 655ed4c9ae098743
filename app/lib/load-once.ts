// Code fetched once, on demand (a dynamic import): `start()` fetches it the first time (again after a
// failure, so the next use retries) and `value()` is what arrived, or undefined until then.
// Used by on-demand components, deferred islands and the dialog (docs/decisions/093).
export interface LoadOnce<T> {
  start(): Promise<T>;
  value(): T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | null = null;
  return {
    start: () =>
      (pending ??= load().then(
        (value) => {
          loaded = { value };
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    value: () => loaded?.value,
  };
}
