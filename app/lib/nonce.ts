import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the current response. Provided by entry.server only: in the
 * browser it is undefined, and browsers hide nonce attributes from scripts anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
