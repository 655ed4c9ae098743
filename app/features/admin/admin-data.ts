// Reading the staff API from the admin pages: a small hook that loads a list (with paging through
// X-Total-Count) and applies the logged-out rule to a 401.
import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

export interface PagedList<T> {
  items: T[];
  total: number;
  loading: boolean;
  error: string | null;
  /** Reloads from the first page (after a change). */
  reload(): Promise<void>;
  /** Appends the next page. */
  loadMore(): Promise<void>;
}

export function usePagedList<T>(path: string, pageSize: number): PagedList<T> {
  const handleUnauthorized = useUnauthorizedHandler();
  const [state, setState] = useState<{ items: T[]; total: number; loading: boolean; error: string | null }>({
    items: [],
    total: 0,
    loading: true,
    error: null,
  });
  const itemsRef = useRef<T[]>([]);

  const fetchPage = useCallback(
    async (offset: number) => {
      const separator = path.includes("?") ? "&" : "?";
      const response = await apiRequest("GET", `${path}${separator}limit=${pageSize}&offset=${offset}`);
      const items = (await response.json()) as T[];
      return { items, total: Number(response.headers.get("x-total-count") ?? items.length) };
    },
    [path, pageSize],
  );

  // State is set only after the answer arrives (never synchronously inside the effect below).
  const load = useCallback(
    async (append: boolean) => {
      try {
        const page = await fetchPage(append ? itemsRef.current.length : 0);
        itemsRef.current = append ? [...itemsRef.current, ...page.items] : page.items;
        setState({ items: itemsRef.current, total: page.total, loading: false, error: null });
      } catch (error) {
        if (handleUnauthorized(error)) return;
        setState((s) => ({ ...s, loading: false, error: "The list could not be loaded. Please try again." }));
      }
    },
    [fetchPage, handleUnauthorized],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const startLoading = () => setState((s) => ({ ...s, loading: true, error: null }));
  return {
    ...state,
    reload: () => {
      startLoading();
      return load(false);
    },
    loadMore: () => {
      startLoading();
      return load(true);
    },
  };
}

export function useJson<T>(path: string): { data: T | null; reload(): Promise<void> } {
  const handleUnauthorized = useUnauthorizedHandler();
  const [data, setData] = useState<T | null>(null);
  const fetchValue = useCallback(async () => (await (await apiRequest("GET", path)).json()) as T, [path]);
  const load = useCallback(async () => {
    try {
      const value = await fetchValue();
      setData(value);
    } catch (error) {
      handleUnauthorized(error);
    }
  }, [fetchValue, handleUnauthorized]);
  useEffect(() => {
    let current = true;
    fetchValue()
      .then((value) => {
        if (current) setData(value);
      })
      .catch((error: unknown) => handleUnauthorized(error));
    return () => {
      current = false;
    };
  }, [fetchValue, handleUnauthorized]);
  return { data, reload: load };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
/** A moment in the viewer's own time zone (rendered in the browser only). */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DATE_TIME.format(date);
}
