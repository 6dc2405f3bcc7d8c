import type { Lang, StateCode, Variant } from '../../schema/codes.ts';
import type { Localized, StateConfig } from '../../schema/index.ts';
import type { AnalyticsSetup } from '../analytics/config.ts';
import type { HubConfigFile, ProductFile } from '../../schema/index.ts';

export type { NycClassRate } from '../../schema/index.ts';

export interface ProductInfo {
  productName: string;
  productYear: number;
  ratesYear: number;
  typicalAnnualRateChangePct: number;
  officialRatesExpected: Localized;
  display: DisplaySettings;
}

export interface DisplaySettings {
  defaultHomeValue: number;
  exampleHomeValues: number[];
  directoryExampleValue: number;
  calculationDelayMs: number;
  toastDefaultMs: number;
  toastMaxVisible: number;
  calculatedToastMs: number;
  selectedToastMs: number;
  failureToastMs: number;
  savingsHintSharePct: number;
  newsletterPopupDelayMs: number;
  successAutoCloseMs: number;
}

export interface HubConfig {
  siteName: Localized;
  scope: Localized;
  stateSites: StateCode[];
  displayAverageRatePct: number;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** What every page component receives: language, where it lives, how to link and format. */
export interface PageContext {
  variant: Variant;
  lang: Lang;
  /** The page's English path without the base ('/county/harris'). */
  path: string;
  /** The sub-path the site is served under, always ending in '/' ('/' or '/tx/'). */
  base: string;
  /** Absolute origin + base, for canonical and hreflang ('https://example.org/tx/'). */
  siteUrl: string;
  /** Root URL of each variant, for links between the hub and the state sites. */
  siteLinks: Record<Variant, string>;
  product: ProductInfo;
  config: StateConfig | null;
  hub: HubConfig;
  stateNames: Record<StateCode, Localized>;
  t: Translate;
  /** A link to an English path, in the page's language, under the base. */
  href: (englishPath: string) => string;
  /** A link into another variant's site, in the page's language. */
  siteHref: (variant: Variant, englishPath: string) => string;
  /** zipCounties: the California ZIP → county table (Mello-Roos finder), on the ca site only. */
  asset: {
    countyList: string | null;
    units: string | null;
    zipCounties?: string | null;
    search?: string | null;
    /** A county page's ZIP codes with their school districts; the state's ZIP centres. */
    zips?: string | null;
    zipCentres?: string | null;
    /** The state map's ZIP centres on its box (a tap on the map snaps to the nearest). */
    mapZips?: string | null;
  };
  /** Base URL of the sign-up and contact API (build env API_BASE_URL); null when none is configured. */
  apiBase: string | null;
  /**
   * Tag manager and error reporting (build env ANALYTICS_GTM_ID, ERROR_DSN); null when neither is configured: no
   * analytics at all.
   */
  analytics: AnalyticsSetup | null;
}

// The product and hub settings are read checked from generated/ (schema/files.ts, schema/config.ts);
// these page shapes must match the checked output both ways, or the build stops compiling.
type Assignable<A, B extends A> = B;
export type _Checks = [
  Assignable<ProductInfo, ProductFile>,
  Assignable<ProductFile, ProductInfo>,
  Assignable<HubConfig, HubConfigFile>,
  Assignable<HubConfigFile, HubConfig>,
];
