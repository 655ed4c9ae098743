// The staff pages' data: the first page of each list comes from the page's loader (server-rendered,
// and revalidated after a change); 'Load more' appends the next pages from the staff API, applying
// the logged-out rule to a 401.
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Page } from "#common/coaches";
import { apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

export interface PagedList<T> {
  items: T[];
  total: number;
  loading: boolean;
  error: string | null;
  /** Loads the page's data again, from the first page (after a change). */
  reload(): Promise<void>;
  /** Appends the next page. */
  loadMore(): Promise<void>;
}

/** `first`: the loader's first page. The pages loaded after it are dropped when the loader's data changes. */
export function usePagedList<T>(path: string, pageSize: number, first: Page<T>): PagedList<T> {
  const handleUnauthorized = useUnauthorizedHandler();
  const revalidator = useRevalidator();
  const [more, setMore] = useState<{ after: Page<T>; items: T[]; total: number } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const extra = more?.after === first ? more : null;
  const items = extra ? [...first.items, ...extra.items] : first.items;
  const total = extra ? extra.total : first.total;

  const loadMore = async () => {
    setLoadingMore(true);
    setError(null);
    try {
      const separator = path.includes("?") ? "&" : "?";
      const response = await apiRequest("GET", `${path}${separator}limit=${pageSize}&offset=${items.length}`);
      const next = (await response.json()) as T[];
      const nextTotal = Number(response.headers.get("x-total-count") ?? total);
      setMore({ after: first, items: [...(extra?.items ?? []), ...next], total: nextTotal });
    } catch (failure) {
      if (!handleUnauthorized(failure)) setError("The list could not be loaded. Please try again.");
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    items,
    total,
    loading: loadingMore || revalidator.state === "loading",
    error,
    reload: () => {
      setError(null);
      return revalidator.revalidate();
    },
    loadMore,
  };
}

/**
 * A list from the loader whose items a dialog may replace with the server's answer at once, before
 * the loader's data is revalidated; the replacements are dropped when it changes.
 */
export function useReplaceableItems<T extends { id: string }>(items: T[]): [T[], (updated: T) => void] {
  const [replaced, setReplaced] = useState<{ of: T[]; byId: ReadonlyMap<string, T> } | null>(null);
  const current = replaced?.of === items ? items.map((item) => replaced.byId.get(item.id) ?? item) : items;
  const replace = (updated: T) =>
    setReplaced((previous) => ({
      of: items,
      byId: new Map(previous?.of === items ? previous.byId : []).set(updated.id, updated),
    }));
  return [current, replace];
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
