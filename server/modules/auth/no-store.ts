// Answers about a person (or that set their cookie) are never kept by a browser or a shared cache.
import type { Response } from "express";

export const noStore = (res: Response) => res.set("Cache-Control", "private, no-store");
