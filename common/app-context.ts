// The contract between the server and the React routes. Loaders and actions receive `services`
// through React Router's load context, so route modules use server capabilities without importing
// server code (which therefore can never end up in a browser bundle). Each domain adds its service
// interface here as it is built.
import type { BlogReader } from "./blog";

export interface SiteInfo {
  brandName: string;
  supportEmail: string;
}

export interface AppServices {
  site: SiteInfo;
  blog: BlogReader;
}

export interface KindredLoadContext {
  services: AppServices;
  /** Nonce of the response's Content-Security-Policy; the document's inline scripts carry it. */
  cspNonce: string;
  requestId: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends KindredLoadContext {}
}
