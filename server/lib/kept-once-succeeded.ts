// A set-up step run when first needed (a secret read from the database, a library built from it) and
// kept once it has succeeded. A failure is never kept: a process that started while the database was
// away would otherwise fail every later call until restarted. The next call runs the step again;
// calls made while a run is under way share it.

export function keptOnceSucceeded<T>(setUp: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  return () => {
    if (current) return current;
    const attempt = (async () => setUp())();
    current = attempt;
    attempt.catch(() => {
      if (current === attempt) current = undefined;
    });
    return attempt;
  };
}
