// Steady requests against a running server while a test changes something under it (the database
// restarts, say): a signed-in person's account, a signed-in page, the directory, health, and sign-in,
// each on a new connection (so every web worker gets some), every answer kept with the phase of the
// test it was sent and answered in.
export type Phase = "up" | "changing" | "down" | "back";

export interface LoadAnswer {
  what: string;
  /** The test's phase when the request was sent, or "changing" when the answer came in another one. */
  phase: Phase;
  /** 0 when no answer came (a reset, a refused connection). */
  status: number;
  retryAfter: string | null;
  body: string;
}

export interface SteadyLoad {
  /** Resolves once each kind of request has been answered `count` times in the current phase. */
  answeredInPhase(count: number): Promise<void>;
  /** Stops sending; answers everything answered. */
  stop(): Promise<LoadAnswer[]>;
}

type Request = [what: string, send: () => Promise<Response>];

export function startLoad(base: string, person: { email: string; password: string; cookie: string }, phaseOf: () => Phase): SteadyLoad {
  const headers = { Connection: "close", cookie: person.cookie };
  const reads: Request[] = [
    ["auth user", () => fetch(`${base}/api/auth/user`, { headers })],
    ["signed-in page", () => fetch(`${base}/bookings`, { headers })],
    ["directory", () => fetch(`${base}/api/coaches`, { headers: { Connection: "close" } })],
    ["health", () => fetch(`${base}/api/health`, { headers: { Connection: "close" } })],
  ];
  const signIns: Request[] = [
    [
      "sign-in",
      () =>
        fetch(`${base}/api/auth/sign-in`, {
          method: "POST",
          headers: { Connection: "close", "Content-Type": "application/json" },
          body: JSON.stringify({ email: person.email, password: person.password }),
        }),
    ],
  ];
  const kinds = [...reads, ...signIns].map(([what]) => what);
  const answers: LoadAnswer[] = [];
  const waiters = new Set<() => void>();
  let running = true;

  const send = async ([what, request]: Request) => {
    const sentIn = phaseOf();
    const answer = await request().then(
      async (response) => ({ status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() }),
      (error: unknown) => ({ status: 0, retryAfter: null, body: String(error) }),
    );
    answers.push({ what, phase: phaseOf() === sentIn ? sentIn : "changing", ...answer });
    for (const waiter of waiters) waiter();
  };
  const loop = async (requests: Request[]) => {
    while (running) {
      for (const request of requests) if (running) await send(request);
      // Steady, not a flood: the outage answers fast, and each answer is logged.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const loops = Promise.all([loop(reads), loop(signIns)]);

  return {
    answeredInPhase(count) {
      const phase = phaseOf();
      const done = () => kinds.every((what) => answers.filter((a) => a.what === what && a.phase === phase).length >= count);
      return new Promise<void>((resolve) => {
        const check = () => {
          if (!done()) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      });
    },
    async stop() {
      running = false;
      await loops;
      return answers;
    },
  };
}
