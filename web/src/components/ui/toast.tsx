/**
 * Toasts: one visible at a time, 5 s by default (docs/product/user-flows.md section 9). Call toast() from
 * anywhere; <Toaster/> in the shell shows the latest.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_DEFAULT_MS } from '@okota/shared/constants';
import { useTranslation } from '../../i18n';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  duration?: number;
  onClick?: () => void;
}

interface ToastState extends ToastInput {
  id: number;
}

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++ };
  emit();
}

export function dismissToast(): void {
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const styles = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  destructive: 'border-red-200 bg-red-600 text-white',
};

export function Toaster() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(dismissToast, state.duration ?? TOAST_DEFAULT_MS);
    return () => clearTimeout(timer);
  }, [state]);
  if (!state) return null;
  return (
    // On a phone it sits just below the sticky header (never over it, never over a page's bottom
    // bar); on wider screens in the bottom corner.
    <div className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-[100] flex justify-center px-4 sm:bottom-6 sm:top-auto sm:justify-end sm:px-6">
      <div
        role={state.variant === 'destructive' ? 'alert' : 'status'}
        aria-live="polite"
        className={`pointer-events-auto w-full max-w-sm rounded-xl border p-4 shadow-lg ${styles[state.variant ?? 'default']} ${state.onClick ? 'cursor-pointer' : ''}`}
        onClick={state.onClick}
      >
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{state.title}</p>
            {state.description && <p className="mt-1 text-sm opacity-90">{state.description}</p>}
          </div>
          <button
            type="button"
            aria-label={t('close')}
            onClick={(e) => {
              e.stopPropagation();
              dismissToast();
            }}
            className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </button>
        </div>
      </div>
    </div>
  );
}
