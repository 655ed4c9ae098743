import { useRouteLoaderData } from "react-router";
import type { SiteInfo } from "#common/app-context";
import { FALLBACK_BRAND } from "./meta";

/** The brand, support address and site origin from the root loader (BRAND_NAME, SUPPORT_EMAIL, PUBLIC_URL). */
export function useSiteInfo(): SiteInfo {
  const data = useRouteLoaderData("root") as { site?: SiteInfo } | undefined;
  return {
    brandName: data?.site?.brandName ?? FALLBACK_BRAND,
    supportEmail: data?.site?.supportEmail ?? "",
    siteUrl: data?.site?.siteUrl ?? "",
  };
}
