// A pure function of one string, remembered: the server renders the same few hundred class lists,
// titles and times on every page, and working each out again was a measurable part of a render
// (docs/decisions/127-a-render-that-is-cheap-by-itself.md). Bounded: when `limit` keys are held, all
// are forgotten and the remembering starts over, so a stream of distinct keys costs memory once.

/** `compute`, answering a key it has seen from memory. `compute` must depend on its key alone. */
export function remembered<R>(compute: (key: string) => R, limit = 2_000): (key: string) => R {
  const answers = new Map<string, R>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as R;
    const answer = compute(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
