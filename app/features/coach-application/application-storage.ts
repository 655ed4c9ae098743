// What the three steps hand each other in session storage (docs/product/coach-application.md):
import { useSyncExternalStore } from "react";
// step 1's entries under a personal-info key, and step 2's subscription id, which goes with step 3.
import { personalInfoSchema, type PersonalInfo } from "#common/applications";
import { BACKGROUND_DRAFT_STORAGE_KEY, PERSONAL_INFO_STORAGE_KEY, SUBSCRIPTION_STORAGE_KEY } from "#common/application-constants";

export type StoredPersonalInfo = { status: "missing" } | { status: "invalid" } | { status: "ok"; info: PersonalInfo };

/** Step 1's entries, checked with the same schema as the form. */
export function readPersonalInfo(): StoredPersonalInfo {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(PERSONAL_INFO_STORAGE_KEY);
  } catch {
    return { status: "missing" };
  }
  if (!text) return { status: "missing" };
  try {
    const parsed = personalInfoSchema.safeParse(JSON.parse(text));
    return parsed.success ? { status: "ok", info: parsed.data } : { status: "invalid" };
  } catch {
    return { status: "invalid" };
  }
}

/** Throws when the browser refuses to store (private mode with storage off, quota). */
export function savePersonalInfo(info: PersonalInfo): void {
  window.sessionStorage.setItem(PERSONAL_INFO_STORAGE_KEY, JSON.stringify(info));
}

export function readSubscriptionId(): string | undefined {
  try {
    return window.sessionStorage.getItem(SUBSCRIPTION_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveSubscriptionId(id: string): void {
  window.sessionStorage.setItem(SUBSCRIPTION_STORAGE_KEY, id);
}

export function readBackgroundDraft<T>(): Partial<T> {
  try {
    const text = window.sessionStorage.getItem(BACKGROUND_DRAFT_STORAGE_KEY);
    return text ? (JSON.parse(text) as Partial<T>) : {};
  } catch {
    return {};
  }
}

export function saveBackgroundDraft(values: unknown): void {
  try {
    window.sessionStorage.setItem(BACKGROUND_DRAFT_STORAGE_KEY, JSON.stringify(values));
  } catch {
    // The draft is a convenience; the form works without it.
  }
}

/** After the application is received: nothing of it stays in the browser. */
export function clearApplicationStorage(): void {
  for (const key of [PERSONAL_INFO_STORAGE_KEY, SUBSCRIPTION_STORAGE_KEY, BACKGROUND_DRAFT_STORAGE_KEY]) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing to remove
    }
  }
}

// ---- React: step 1's entries as an external store ---------------------------------------------------

let cachedText: string | null | undefined;
let cachedValue: StoredPersonalInfo = { status: "missing" };

function personalInfoSnapshot(): StoredPersonalInfo {
  let text: string | null = null;
  try {
    text = window.sessionStorage.getItem(PERSONAL_INFO_STORAGE_KEY);
  } catch {
    text = null;
  }
  // The same stored text gives the same object, as useSyncExternalStore requires.
  if (text !== cachedText) {
    cachedText = text;
    cachedValue = readPersonalInfo();
  }
  return cachedValue;
}

const CHECKING: StoredPersonalInfo | { status: "checking" } = { status: "checking" };

/** Step 1's entries; "checking" on the server and during hydration. */
export function usePersonalInfo(): StoredPersonalInfo | { status: "checking" } {
  return useSyncExternalStore(subscribeToStorage, personalInfoSnapshot, () => CHECKING);
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}
