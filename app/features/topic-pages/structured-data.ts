// A topic page's structured data for search engines (schema.org ItemList of the coaches it lists),
// written by the page's loader on the server. "<" is escaped so the text can never close the script.
import type { CoachCardData } from "#common/coaches";

export function topicPageStructuredData(
  list: { name: string; url: string; total: number; offset: number },
  coaches: readonly Pick<CoachCardData, "id" | "firstName" | "lastName">[],
  siteUrl: string,
): string {
  const json = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: list.name,
    url: list.url,
    numberOfItems: list.total,
    itemListElement: coaches.map((coach, index) => ({
      "@type": "ListItem",
      position: list.offset + index + 1,
      url: `${siteUrl}/coaches/${coach.id}`,
      name: `${coach.firstName} ${coach.lastName}`,
    })),
  };
  return JSON.stringify(json).replace(/</g, "\\u003c");
}
