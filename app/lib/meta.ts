// Every page has its own title and meta description (crawlers and tabs need both). The brand comes from the
// root loader, so BRAND_NAME changes every title.
import type { MetaDescriptor } from "react-router";
import type { SiteInfo } from "#common/app-context";

export const FALLBACK_BRAND = "Kindred";

interface MatchLike {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export function brandFrom(matches: ReadonlyArray<MatchLike | undefined>): string {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { site?: SiteInfo } | undefined;
  return data?.site?.brandName ?? FALLBACK_BRAND;
}

export function pageMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  title: string,
  description: string,
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  const brand = brandFrom(matches);
  const fullTitle = title === brand ? brand : `${title} | ${brand}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: brand },
    ...extra,
  ];
}
