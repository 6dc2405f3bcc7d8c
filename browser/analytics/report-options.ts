// The error-reporting settings of spec §3, §7, §8 and §9, apart from the SDK itself (reporting.ts
// loads it), so tests can read them: sample rates, release, tags, trace targets and every filter.
import type { BrowserOptions } from '@sentry/browser';
import type { AnalyticsSetup } from './config.ts';
import { failedRequestUrl } from './fetch-wrapper.ts';
import { keepBreadcrumb, keepException, keepLog } from './filters.ts';
import { tracePropagationTargets } from './config.ts';
import { withoutPrivate } from './private-params.ts';

export const TRACE_SAMPLE_RATE = 0.1;
export const ERROR_SAMPLE_RATE = 1;

/** Spec §9: the release names the product, the state code (HUB for the hub) and the host. */
export function releaseTag(setup: Pick<AnalyticsSetup, 'product' | 'stateCode'>, host: string): string {
  return `${setup.product}-${setup.stateCode}@${host}`;
}

/** Spec §3's telemetry tags. */
export function reportTags(setup: Pick<AnalyticsSetup, 'stateCode'>, hostname: string): Record<string, string> {
  return {
    state: setup.stateCode,
    domain: hostname,
    component: 'property tax calculator',
    user_segment: 'property-tax-users',
  };
}

export type ReportOptions = Omit<BrowserOptions, 'integrations'>;

export function reportOptions(
  setup: AnalyticsSetup & { dsn: string },
  location: { host: string; hostname: string },
): ReportOptions {
  return {
    dsn: setup.dsn,
    release: releaseTag(setup, location.host),
    sampleRate: ERROR_SAMPLE_RATE,
    tracesSampleRate: TRACE_SAMPLE_RATE,
    // Spec §9: default PII on; this SDK version says so through dataCollection (user info and IP).
    dataCollection: { userInfo: true },
    tracePropagationTargets: tracePropagationTargets(setup.traceOrigins),
    initialScope: { tags: reportTags(setup, location.hostname) },
    beforeSend: (event, hint) =>
      keepException(event, failedRequestUrl(hint.originalException)) ? scrubbed(event) : null,
    beforeSendLog: (log) => (keepLog(log) ? log : null),
    beforeBreadcrumb: (crumb) => (keepBreadcrumb(crumb) ? scrubbedCrumb(crumb) : null),
  };
}

/** An event without the home's ZIP or typed rates in its page address (private-params.ts). */
function scrubbed<E extends { request?: { url?: string } }>(event: E): E {
  if (event.request?.url) event.request.url = withoutPrivate(event.request.url);
  return event;
}

function scrubbedCrumb<C extends { data?: Record<string, unknown> }>(crumb: C): C {
  for (const key of ['url', 'from', 'to'])
    if (typeof crumb.data?.[key] === 'string') crumb.data[key] = withoutPrivate(crumb.data[key] as string);
  return crumb;
}
