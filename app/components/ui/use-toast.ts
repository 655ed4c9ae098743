// A tiny toast store: one toast at a time (a new one replaces the current one), as the
// product's toasts behave (docs/product/frame-and-home.md#toasts). Call `toast()` from anywhere; <Toaster />
// renders it.
import { useSyncExternalStore } from "react";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  open: boolean;
}

type Listener = () => void;

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(message: Omit<ToastMessage, "id" | "open">): number {
  const id = nextId++;
  current = { ...message, id, open: true };
  emit();
  return id;
}

export function dismissToast(id?: number): void {
  if (current && (id === undefined || current.id === id)) {
    current = { ...current, open: false };
    emit();
  }
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
