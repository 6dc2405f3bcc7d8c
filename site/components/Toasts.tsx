import { useCallback, useEffect, useRef, useState } from 'react';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  title: string;
  description?: string;
  action?: { label: string; run: () => void };
  ms: number;
}

export type ShowToast = (toast: Omit<Toast, 'id'>) => void;

/** A small toast queue (spec §9: 3 visible at most); each toast closes itself after its own time. */
export function useToasts(maxVisible: number): { toasts: Toast[]; show: ShowToast; dismiss: (id: number) => void } {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);
  const show = useCallback<ShowToast>(
    (toast) => {
      const id = next.current++;
      setToasts((list) => [...list, { ...toast, id }].slice(-maxVisible));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), toast.ms),
      );
    },
    [dismiss, maxVisible],
  );
  useEffect(() => () => timers.current.forEach((t) => clearTimeout(t)), []);
  return { toasts, show, dismiss };
}

export function ToastRegion({
  toasts,
  dismiss,
  label,
  dismissLabel,
}: {
  toasts: Toast[];
  dismiss: (id: number) => void;
  label: string;
  dismissLabel: string;
}) {
  return (
    <div className="toasts" role="region" aria-label={label}>
      <div aria-live="polite" aria-atomic="false">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={t.kind === 'error' ? 'toast toast-error' : 'toast'}
            role={t.kind === 'error' ? 'alert' : 'status'}
            data-toast={t.kind}
          >
            <strong>{t.title}</strong>
            {t.description && <p>{t.description}</p>}
            {t.action && (
              <button
                type="button"
                onClick={() => {
                  t.action!.run();
                  dismiss(t.id);
                }}
              >
                {t.action.label}
              </button>
            )}
            <button type="button" aria-label={dismissLabel} onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
