// The browser's one way to call the API (docs/product/api.md#conventions): cookies are
// sent, a body goes as JSON, and any non-OK answer raises an ApiError whose message is
// "STATUS: body" (or "STATUS: status text" when the body is empty).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The JSON error body's `message`, when the server sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** Field → message map of a 400 answer. */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { errors?: Record<string, string> };
      return parsed.errors ?? {};
    } catch {
      return {};
    }
  }
}

/** True for the error of a 401 answer, which the signed-in pages turn into the logged-out toast. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(response.status, text, `${response.status}: ${text || response.statusText}`);
}

export async function apiRequest(method: string, url: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    // Public answers let a CDN serve them briefly stale; the browser always asks again (an unchanged
    // answer is a 304 of a few bytes), so what someone just changed is what they see.
    cache: method === "GET" ? "no-cache" : undefined,
    ...init,
    method,
    credentials: "include",
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...(init.headers as Record<string, string>) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * The default data reader: GET of the key parts joined with "/". With `on401: "returnNull"` a 401
 * yields null instead of an error; the product's default is to raise it.
 */
export async function getJson<T>(
  key: readonly (string | number)[] | string,
  options: { on401?: "throw" | "returnNull"; signal?: AbortSignal } = {},
): Promise<T | null> {
  const url = typeof key === "string" ? key : key.join("/");
  const response = await fetch(url, { credentials: "include", cache: "no-cache", signal: options.signal });
  if (options.on401 === "returnNull" && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
