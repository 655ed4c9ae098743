// The services as page loaders and actions see them (through the load context): a call that fails
// because the database is away is thrown on as a 503 route error, which the root's error boundary
// shows as the 'Briefly unavailable' page with Retry-After (app/entry.server.tsx), instead of a 500
// (docs/decisions/102-surviving-a-database-outage.md). Every other outcome passes through untouched.
import { data } from "react-router";
import type { AppServices } from "#common/app-context";
import { UNAVAILABLE_PAGE } from "#common/unavailable";
import { isDatabaseUnavailable } from "./lib/database-unavailable";

function asPageError(error: unknown): never {
  if (isDatabaseUnavailable(error)) throw data(UNAVAILABLE_PAGE, { status: 503 });
  throw error;
}

/** The service with each of its methods passing a database outage on as a 503 route error. */
function answeringUnavailable<T extends object>(service: T): T {
  return new Proxy(service, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise ? result.catch(asPageError) : result;
        } catch (error) {
          return asPageError(error);
        }
      };
    },
  });
}

/** The account side of one request as its page sees it, passing a database outage on as the other services do. */
export function requestAuthService(auth: AppServices["auth"]): AppServices["auth"] {
  return answeringUnavailable(auth);
}

export function pageServicesOf(services: AppServices): AppServices {
  const wrapped = Object.entries(services).map(([name, service]: [string, unknown]) => [
    name,
    typeof service === "object" && service !== null ? answeringUnavailable(service) : service,
  ]);
  return Object.fromEntries(wrapped) as AppServices;
}
