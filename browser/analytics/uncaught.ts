// Spec §8: uncaught errors and unhandled rejections are reported as exception events and suppressed
// (the browser's own console report is prevented). Installed at once; the reporting SDK loads later,
// so what happens before it arrives waits in a queue.

export type UncaughtKind = 'onerror' | 'onunhandledrejection';
export type Report = (error: unknown, kind: UncaughtKind) => void;

export interface UncaughtCatcher {
  /** Hands the queued errors, and every later one, to the reporter. */
  reportTo(report: Report): void;
}

export function catchUncaught(win: Window, limit = 50): UncaughtCatcher {
  const queue: [unknown, UncaughtKind][] = [];
  let report: Report | null = null;
  const handle = (error: unknown, kind: UncaughtKind): void => {
    if (report) report(error, kind);
    else if (queue.length < limit) queue.push([error, kind]);
  };
  win.addEventListener('error', (e: ErrorEvent) => {
    // Script errors only: a failed image or script load is an Event without an error and does not bubble here.
    if (!(e instanceof ErrorEvent)) return;
    handle(e.error ?? new Error(e.message), 'onerror');
    e.preventDefault();
  });
  win.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    handle(e.reason, 'onunhandledrejection');
    e.preventDefault();
  });
  return {
    reportTo(next) {
      report = next;
      for (const [error, kind] of queue.splice(0)) next(error, kind);
    },
  };
}
