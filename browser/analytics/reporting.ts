// Loaded lazily, only on a build with a DSN: starts the error-reporting SDK with report-options.ts,
// then takes over the uncaught errors the entry has been holding.
import { browserTracingIntegration, captureException, consoleLoggingIntegration, init } from '@sentry/browser';
import type { AnalyticsSetup } from './config.ts';
import { reportOptions } from './report-options.ts';
import type { UncaughtCatcher } from './uncaught.ts';

export function startReporting(setup: AnalyticsSetup & { dsn: string }, uncaught: UncaughtCatcher): void {
  init({
    ...reportOptions(setup, window.location),
    integrations: (defaults) => [
      // Our own listeners catch uncaught errors (and suppress them); the SDK's would report them twice.
      ...defaults.filter((i) => i.name !== 'GlobalHandlers'),
      browserTracingIntegration(),
      consoleLoggingIntegration({ levels: ['warn', 'error'] }),
    ],
  });
  uncaught.reportTo((error, kind) => {
    captureException(error, { mechanism: { type: kind, handled: false } });
  });
}
