import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
  /** Milliseconds; 3 s for success and info, 5 s for errors unless given. */
  duration?: number;
}
export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast, replacing the one on screen: only one toast is shown at once. */
export function toast(input: ToastInput): void {
  const variant = input.variant ?? 'success';
  current = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant,
    duration: input.duration ?? (variant === 'error' ? 5000 : 3000),
  };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
