import { signal } from "@preact/signals-react";
import { TOAST_DISMISS_MS, TOAST_LIMIT, TOAST_REMOVE_MS } from "@contract/limits";

type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Omit<ToastInput, "description">> {
  id: number;
  description: string | undefined;
  /** False once dismissed; the toast is removed TOAST_REMOVE_MS later. */
  open: boolean;
}

/** Newest first, at most TOAST_LIMIT (one visible at a time, docs/decisions.md#everywhere). */
export function addToast(list: readonly Toast[], toast: Toast): Toast[] {
  return [toast, ...list].slice(0, TOAST_LIMIT);
}

export function dismissToast(list: readonly Toast[], id: number): Toast[] {
  return list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
}

export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((toast) => toast.id !== id);
}

export const toasts = signal<Toast[]>([]);
let nextId = 1;

export function dismiss(id: number): void {
  toasts.value = dismissToast(toasts.value, id);
  setTimeout(() => {
    toasts.value = removeToast(toasts.value, id);
  }, TOAST_REMOVE_MS);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts.value = addToast(toasts.value, {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    open: true,
  });
  setTimeout(() => dismiss(id), TOAST_DISMISS_MS);
  return id;
}
