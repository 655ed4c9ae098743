// Every route the Express app really serves, read from its routers (never from a list kept by hand),
// so a route added anywhere shows up here the moment it is mounted. Express 5 keeps the path each
// `use()` and route was registered with on the layer (`rawPath`, `route.path`); walking the stack
// from `app.router` down through every mounted router gives the full path of each route.
import type { Express } from "express";

interface RouteLike {
  path: string | string[];
  methods: Record<string, boolean>;
}

interface LayerLike {
  rawPath?: string | string[];
  route?: RouteLike;
  handle?: { stack?: LayerLike[] };
}

export interface InventoriedRoute {
  method: string;
  /** The full path pattern, e.g. "/api/bookings/:id". */
  path: string;
}

const paths = (value: string | string[] | undefined): string[] => {
  if (value === undefined) return [""];
  return (Array.isArray(value) ? value : [value]).map((p) => {
    if (typeof p !== "string") throw new Error(`A router was mounted on a non-string path (${String(p)}): the inventory cannot read it.`);
    return p === "/" ? "" : p;
  });
};

function walk(stack: LayerLike[], prefix: string, out: InventoriedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => layer.route?.methods[m]);
      for (const path of paths(layer.route.path)) {
        for (const method of methods)
          out.push({ method: method === "_all" ? "ALL" : method.toUpperCase(), path: `${prefix}${path}` || "/" });
      }
      continue;
    }
    const nested = layer.handle?.stack;
    if (Array.isArray(nested)) {
      for (const mount of paths(layer.rawPath)) walk(nested, `${prefix}${mount}`, out);
    }
  }
}

/** Every method + path the app answers, deduplicated and sorted. */
export function inventoryRoutes(app: Express): InventoriedRoute[] {
  const out: InventoriedRoute[] = [];
  walk((app.router as unknown as { stack: LayerLike[] }).stack, "", out);
  const seen = new Map(out.map((r) => [`${r.method} ${r.path}`, r]));
  return [...seen.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
