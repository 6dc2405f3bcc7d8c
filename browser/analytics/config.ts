// Build-time measurement settings of one site variant. Nothing here runs unless a site owner sets
// a tag-manager container or an error-reporting DSN; with neither, pages carry no analytics at all.
import type { Variant } from '../../schema/codes.ts';

/** What the browser entry needs, written into every page of a configured build. */
export interface AnalyticsSetup {
  /** Google Tag Manager container ('GTM-XXXX'), or null: no tag manager, no data layer, no web vitals. */
  gtmId: string | null;
  /** Error-reporting DSN, or null: no error reporting. */
  dsn: string | null;
  /** The state code of the variant, 'HUB' for the national hub (spec §9), e.g. for the release tag. */
  stateCode: string;
  /** The product's name as a release prefix ('property-tax-estimator'). */
  product: string;
  /** Origins (besides localhost) that may receive trace headers: the sibling calculator sites (spec §7). */
  traceOrigins: string[];
}

type Env = Record<string, string | undefined>;

/** A per-variant setting wins over the shared one; set but blank switches it off for that variant. */
function setting(env: Env, name: string, variant: Variant): string | null {
  const own = env[`${name}_${variant.toUpperCase()}`];
  const value = (own !== undefined ? own : env[name])?.trim() ?? '';
  return value === '' ? null : value;
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * Reads ANALYTICS_GTM_ID[_<VARIANT>] and ERROR_DSN[_<VARIANT>]; throws on a value that cannot be right, so a typo never
 * ships silently.
 */
export function analyticsFromEnv(
  env: Env,
  variant: Variant,
  site: { productName: string; siteLinks: Record<Variant, string>; origin: string },
): AnalyticsSetup | null {
  const gtmId = setting(env, 'ANALYTICS_GTM_ID', variant);
  const dsn = setting(env, 'ERROR_DSN', variant);
  if (gtmId === null && dsn === null) return null;
  if (gtmId !== null && !GTM_ID.test(gtmId)) {
    throw new Error(`ANALYTICS_GTM_ID for ${variant}: expected a container id like GTM-AB12CD, found '${gtmId}'`);
  }
  if (dsn !== null && !validDsn(dsn)) {
    throw new Error(`ERROR_DSN for ${variant}: expected a DSN like https://KEY@host/PROJECT, found '${dsn}'`);
  }
  return {
    gtmId,
    dsn,
    stateCode: variant === 'hub' ? 'HUB' : variant.toUpperCase(),
    product: slug(site.productName),
    traceOrigins: siteOrigins(site.siteLinks, site.origin),
  };
}

function validDsn(dsn: string): boolean {
  try {
    const url = new URL(dsn);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.username !== '' && /\/\d+$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

const slug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every calculator site's origin: absolute site links name their own; relative ones share the build's origin. */
export function siteOrigins(siteLinks: Record<string, string>, origin: string): string[] {
  const origins = new Set<string>();
  for (const link of Object.values(siteLinks)) {
    origins.add(/^https?:\/\//.test(link) ? new URL(link).origin : new URL(origin).origin);
  }
  return [...origins].sort();
}

/** Trace-header targets (spec §7): localhost on any port, and exactly the listed origins. */
export function tracePropagationTargets(origins: string[]): RegExp[] {
  const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [/^https?:\/\/localhost(:\d+)?(\/|$)/, ...origins.map((o) => new RegExp(`^${escape(o)}(/|$)`))];
}
