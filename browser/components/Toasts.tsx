import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where a notice shows: on the form's notice line, on the line under the result's actions, or
 * nowhere on screen (the live region still reads it: the result it announces is itself on screen).
 */
export type NoticePlace = 'form' | 'actions' | 'read-only';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  title: string;
  description?: string;
  action?: { label: string; run: () => void };
  ms: number;
  /** 'form' unless said. */
  at?: NoticePlace;
}

export type ShowToast = (toast: Omit<Toast, 'id'>) => void;

/**
 * The calculator's notices (spec §9's toasts): each closes itself after its own time; the newest
 * text is what the one live region reads. At most `maxVisible` are kept at once.
 */
export function useToasts(maxVisible: number): {
  toasts: Toast[];
  spoken: string;
  show: ShowToast;
  dismiss: (id: number) => void;
} {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [spoken, setSpoken] = useState('');
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
      setSpoken(toast.description ? `${toast.title}. ${toast.description}` : toast.title);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), toast.ms),
      );
    },
    [dismiss, maxVisible],
  );
  useEffect(() => {
    const live = timers.current;
    return () => live.forEach((t) => clearTimeout(t));
  }, []);
  return { toasts, spoken, show, dismiss };
}

/**
 * The one polite live region: screen readers hear each notice here, once, whatever is on screen.
 * Visually hidden; the visible lines below repeat nothing to assistive technology.
 */
export function LiveAnnouncer({ text }: { text: string }) {
  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-announcer="">
      {text}
    </p>
  );
}

/**
 * A notice line in the flow of the page, its height reserved, so a notice never lies over a figure
 * and its coming and going moves nothing. Shows the newest notice for its place, on one line.
 */
export function NoticeLine({
  toasts,
  at,
  dismiss,
}: {
  toasts: Toast[];
  at: Exclude<NoticePlace, 'read-only'>;
  dismiss: (id: number) => void;
}) {
  const shown = toasts.filter((t) => (t.at ?? 'form') === at).at(-1);
  return (
    <div className="notice-line" data-notice-line={at} aria-hidden={shown?.action ? undefined : true}>
      {shown && (
        <p className={shown.kind === 'error' ? 'notice-text notice-error' : 'notice-text'} data-toast={shown.kind}>
          {/* The title alone: brief on screen, the live region reads the description too. */}
          <span className="notice-title">{shown.title}</span>
          {shown.action && (
            <button
              type="button"
              className="notice-action"
              onClick={() => {
                shown.action!.run();
                dismiss(shown.id);
              }}
            >
              {shown.action.label}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
