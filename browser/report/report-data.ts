import { valueExemption } from '../../states/value-exemptions.ts';
import { rateYearText } from './unit-year.ts';
import { countyLabel, stateNameIn } from '../../i18n/place-names.ts';
import type { BuyerResult } from '../../states/estimate/buyer.ts';
import { buyerStepText, longDate } from '../../i18n/buyer-text.ts';
import type { BillLine, GeneralResult, NationalResult, Notice, NycResult } from '../../engine/model.ts';
import { unitName } from '../../engine/pick-unit.ts';
import type { Lang } from '../../schema/codes.ts';
import type { StateConfig } from '../../schema/index.ts';
import { LOCALES, formatCurrency, formatPercent, formatRate } from '../../i18n/format.ts';
import { exemptionLabel } from './exemption-label.ts';
import { lineLabel } from './line-label.ts';
import { rateBadge } from './rate-badge.ts';
import { leavesOut } from '../../i18n/leaves-out.ts';
import { rateNote } from '../../i18n/method-text.ts';
import { nycSavings } from '../events/calculated.ts';
import { assessedHow } from './nyc-text.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface ReportTable {
  title: string;
  head: string[];
  rows: string[][];
  foot: string[] | null;
  /** Shown instead of the table when it has no rows. */
  empty: string;
}

/** Everything the PDF shows, already translated and formatted (spec §3 report data), so drawing it is layout only. */
export interface ReportDoc {
  fileName: string;
  title: string;
  heading: string;
  generated: string;
  figuresTitle: string;
  figures: [label: string, value: string][];
  detailsTitle: string;
  details: [label: string, value: string][];
  breakdown: ReportTable;
  exemptions: ReportTable;
  source: string[];
  /**
   * What the figures rest on, in sentences: how a combined rate was split, the likely range if rates change, the
   * engine's notices.
   */
  notes: string[];
  /** Buyer mode: the seller's year against the buyer's, escrow and the steps; null otherwise. */
  buyer: { title: string; rows: [label: string, value: string][]; steps: string[] } | null;
  /** What the estimate does not count, for the county's state (or New York City). */
  leavesOutTitle: string;
  leavesOut: string[];
  disclaimer: string[];
  /** Printed at the foot of every page: where the report comes from and the estimate's address. */
  footer: [madeWith: string, url: string];
  /** Template with {{page}} and {{pages}}. */
  pageLabel: string;
}

type ReportConfig = Pick<StateConfig, 'stateCode' | 'stateName' | 'exemptions' | 'calc'>;

export interface ReportInput {
  /** A state's (or New York City's) estimate; national: the hub's typical tax from the Census survey. */
  result: GeneralResult | NycResult | NationalResult;
  /** null: an estimate at a typed-in combined rate, or New York City without a borough. */
  county: { slug: string; name: string } | null;
  /** The state's config; null only for a national result. */
  config: ReportConfig | null;
  /** The site's name for the footer; by default the state site's ("Texas Property Tax Calculator"). */
  siteName?: string;
  t: Translate;
  lang: Lang;
  /** When the visitor asked for the report (the report is made in the browser, so its date is theirs). */
  now: Date;
  /** The address of the estimate (the share link), printed in the footer. */
  url: string;
  /** Buyer mode's figures, when the estimate was made in buyer mode. */
  buyer?: BuyerResult | null;
  /** The year estimated: each Texas line names its rate's year and status against it. */
  productYear?: number;
}

export function reportDoc(input: ReportInput): ReportDoc {
  const { result, county, config, t, lang } = input;
  const stateName =
    result.kind === 'national' ? stateNameIn(result.county.stateName, lang) : (config?.stateName[lang] ?? '');
  const date = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long' }).format(input.now);
  const body =
    result.kind === 'nyc'
      ? nycParts(result, t, lang)
      : result.kind === 'national'
        ? nationalParts(result, t, lang)
        : generalParts(result, stateConfig(config), t, lang, input.productYear);
  // Where the estimate is for: the county, New York City as a whole, or a typed-in combined rate.
  const place = county?.name ?? (result.kind === 'nyc' ? t('forms.report.nyc') : null);
  const rate = result.kind === 'general' ? formatRate(result.rate.ratePct, lang) : '';
  return {
    fileName: t('report.fileName', {
      county: county?.slug ?? (result.kind === 'nyc' ? 'nyc' : (config?.stateCode ?? 'us')),
    }),
    title: t('report.title'),
    heading:
      place === null
        ? t('forms.report.headingRate', { rate, state: stateName })
        : t('forms.report.heading', { county: place, state: stateName }),
    generated: t('report.generatedOn', { date }),
    figuresTitle: t('forms.report.figures'),
    detailsTitle: t('forms.report.details'),
    ...body,
    details: [
      place === null
        ? [t('calculator.results.combinedRate'), rate]
        : [t('calculator.results.county'), countyLabel(place, lang)],
      ...body.details,
    ],
    buyer: input.buyer ? buyerSection(input.buyer, t, lang) : null,
    leavesOutTitle: t('forms.report.leavesOut'),
    leavesOut: leavesOut(
      result.kind === 'nyc'
        ? 'nyc'
        : result.kind === 'national'
          ? 'hub'
          : result.units.some((l) => l.kind === 'unit' && !l.extra)
            ? { built: result.state }
            : stateConfig(config).stateCode,
      lang,
    ),
    disclaimer: [t('report.disclaimer'), t('disclaimer.long')],
    footer: [
      t('forms.report.madeWith', { site: input.siteName ?? t('site.stateName', { state: stateName }) }),
      input.url,
    ],
    pageLabel: t('forms.report.page'),
  };
}

function stateConfig(config: ReportConfig | null): ReportConfig {
  if (config === null) throw new Error('report: a state estimate needs its state config');
  return config;
}

/** The engine's notices, in the report's language. */
const noticeLines = (notices: readonly Notice[], lang: Lang): string[] => notices.map((n) => n.message[lang]);

function buyerSection(b: BuyerResult, t: Translate, lang: Lang): NonNullable<ReportDoc['buyer']> {
  const m = (n: number): string => formatCurrency(n, lang);
  return {
    title: t('calculator.buyer.title'),
    rows: [
      [t('calculator.buyer.closing'), longDate(b.closing, lang)],
      [t('calculator.buyer.yearOne'), m(b.yearOne)],
      [t('calculator.buyer.yearTwo'), m(b.yearTwo)],
      ...(b.supplemental ?? []).map((s): [string, string] => [
        t('calculator.buyer.supplemental', { year: s.fiscalYear }),
        s.cancelled ? t('calculator.buyer.supplementalCancelled') : m(s.amount),
      ]),
      [t('calculator.buyer.escrowOne'), m(b.escrowMonthlyYearOne)],
      [t('calculator.buyer.escrowTwo'), m(b.escrowMonthlyYearTwo)],
      [t('calculator.buyer.shortage'), m(b.shortage)],
      [t('forms.report.applyBy'), longDate(b.applyBy, lang)],
    ],
    steps: b.steps.map((s) => buyerStepText(s, lang)),
  };
}

/**
 * One citation per source the bill's unit lines were read from, naming its units; then each unit's own exemptions
 * applied.
 */
function unitSources(lines: readonly BillLine[], t: Translate, lang: Lang): string[] {
  const bySource = new Map<string, string[]>();
  for (const l of lines) if (l.source) bySource.set(l.source, [...(bySource.get(l.source) ?? []), unitName(l, lang)]);
  const rates = [...bySource].map(([source, names]) =>
    t('forms.report.unitSource', { names: names.join(', '), source }),
  );
  const own = lines
    .filter((l) => l.localStatus === 'applied' && l.local && !l.local.entered)
    .map((l) =>
      t('forms.report.ownExemptionSource', {
        name: unitName(l, lang),
        year: l.local!.taxYear,
        source: l.local!.source,
      }),
    );
  return [...rates, ...own];
}

type Body = Pick<ReportDoc, 'figures' | 'details' | 'breakdown' | 'exemptions' | 'source' | 'notes'>;

function generalParts(r: GeneralResult, config: ReportConfig, t: Translate, lang: Lang, productYear?: number): Body {
  const m = (n: number): string => formatCurrency(n, lang);
  const rate = (n: number): string => formatRate(n, lang);
  // Every state's bill line by line: each unit with its year and status (a rate typed in says so), else the county's
  // parts.
  const survey = r.rate.split === 'survey';
  const lines = r.units.map((u) => {
    const name = lineLabel(u, config, survey, t, lang);
    const year = productYear === undefined || u.kind !== 'unit' ? null : rateYearText(u, productYear, t);
    const named = year === null ? name : `${name} · ${year}`;
    const marked =
      u.localStatus === 'unknown'
        ? `${named} (${t('billBuilder.notIncluded')})`
        : u.local?.entered
          ? `${named} (${t('billBuilder.entered')})`
          : named;
    return [marked, u.ratePct === null ? '—' : rate(u.ratePct), m(u.taxableValue), m(u.tax)];
  });
  const own = r.units.some((u) => u.kind === 'unit' && !u.extra);
  const county = r.rate.county;
  return {
    figures: [
      [t('calculator.results.annualTax'), m(r.annualTax)],
      [t('calculator.results.monthlyPayment'), m(r.monthlyTax)],
      [t('calculator.results.effectiveRate'), formatPercent(r.effectiveRate, lang)],
    ],
    details: [
      [t('calculator.results.homeValue'), m(r.homeValue)],
      [t('calculator.results.taxableValue'), m(r.taxableValue)],
      [t('calculator.results.totalSavings'), m(r.exemptionSavings)],
    ],
    breakdown: {
      title: t('calculator.results.breakdownTitle'),
      head: [
        t('calculator.results.entity'),
        t('calculator.results.rate'),
        t('calculator.results.taxableValue'),
        t('calculator.results.tax'),
      ],
      rows: lines,
      foot: [
        t('calculator.results.total'),
        rate(r.units.reduce((s, u) => s + (u.ratePct ?? 0), 0)),
        '',
        m(r.annualTax),
      ],
      empty: '',
    },
    exemptions: {
      title: t('calculator.results.exemptionsApplied'),
      head: [t('forms.report.exemption'), t('calculator.results.amount'), t('calculator.results.savings')],
      rows: r.exemptionBreakdown.map((e) => [exemptionLabel(config, e.id, t, lang), m(e.amount), m(e.savings)]),
      foot: null,
      empty: t('calculator.results.noExemptionsApplied'),
    },
    source: county
      ? [
          // A bill of the home's own units: each line's rate is its unit's, cited here; its year and status are on its
          // line.
          ...(own ? unitSources(r.units, t, lang) : []),
          t('forms.report.rateSource', { source: county.source, year: county.sourceYear }),
          rateNote(county, lang),
          rateBadge(county, t).text,
          t('county.confidence', { level: t(`county.confidenceLevels.${county.confidence}`) }),
        ]
      : [],
    notes: [
      ...(r.rate.split === 'default-split' ? [t('forms.report.defaultSplit')] : []),
      ...(r.range
        ? [
            `${t('calculator.results.rangeText', { low: m(r.range.low.annualTax), high: m(r.range.high.annualTax) })}. ${t('calculator.results.rangeNote', { change: formatPercent(r.range.changePct, lang, 0) })}`,
          ]
        : []),
      ...noticeLines(r.notices, lang),
    ],
  };
}

function nycParts(r: NycResult, t: Translate, lang: Lang): Body {
  const m = (n: number): string => formatCurrency(n, lang);
  const savings: [string, number][] = [
    [t('nyc.veteranSavings'), r.veteranSavings],
    [t('nyc.scheSavings'), r.scheSavings],
    [t('nyc.starSavings'), r.starSavings],
    [t('nyc.abatement'), r.abatement],
    [t('nyc.starCredit'), r.starCredit],
  ];
  return {
    figures: [
      [t('nyc.finalTax'), m(r.annualTax)],
      [t('calculator.results.monthlyPayment'), m(r.monthlyTax)],
      [t('calculator.results.quarterlyPayment'), m(r.quarterlyPayment)],
      [t('calculator.results.effectiveRate'), formatPercent(r.effectiveRate, lang)],
    ],
    details: [
      [t('nyc.marketValue'), m(r.homeValue)],
      [t(valueExemption('propertyClass').label), t(valueExemption('propertyClass').choiceLabels[r.propertyClass])],
      [t('nyc.assessedValue'), `${m(r.assessedValue)} (${assessedHow(r, t, lang)})`],
      [t('nyc.taxableValue'), m(r.taxableValue)],
      ...(r.starCredit > 0 ? [[t('nyc.netAfterCredit'), m(r.netAfterCredit)] as [string, string]] : []),
      [t('calculator.results.totalSavings'), m(nycSavings(r))],
    ],
    breakdown: {
      title: t('calculator.results.breakdownTitle'),
      head: [t('calculator.results.entity'), t('calculator.results.rate'), t('calculator.results.tax')],
      rows: [
        [t('nyc.baseTax'), formatRate(r.classRatePct, lang), m(r.baseTax)],
        ...savings.filter(([, n]) => n > 0 && n !== r.starCredit).map(([label, n]) => [label, '', `−${m(n)}`]),
      ],
      foot: [t('nyc.finalTax'), '', m(r.annualTax)],
      empty: '',
    },
    exemptions: {
      title: t('calculator.results.exemptionsApplied'),
      head: [t('forms.report.exemption'), t('calculator.results.savings')],
      rows: savings.filter(([, n]) => n > 0).map(([label, n]) => [label, m(n)]),
      foot: null,
      empty: t('calculator.results.noExemptionsApplied'),
    },
    source: [t('forms.report.nycRateSource', { source: r.rateSource, year: r.fiscalYear })],
    notes: [
      ...(r.range
        ? [
            t('nyc.range', {
              ratio: formatPercent(r.assessed.targetRatioPct, lang),
              low: m(r.range.low),
              high: m(r.range.high),
            }),
          ]
        : []),
      ...noticeLines(r.notices, lang),
    ],
  };
}

/**
 * The hub's estimate: the county's typical tax at the Census survey's effective rate, which already counts owners'
 * exemptions.
 */
function nationalParts(r: NationalResult, t: Translate, lang: Lang): Body {
  const m = (n: number): string => formatCurrency(n, lang);
  const c = r.county;
  const median = (n: number | null): string => (n === null ? t('states.notAvailable') : m(n));
  return {
    figures: [
      [t('calculator.results.annualTax'), m(r.annualTax)],
      [t('calculator.results.monthlyPayment'), m(r.monthlyTax)],
      [t('calculator.results.effectiveRate'), formatPercent(r.effectiveRate, lang)],
    ],
    details: [
      [t('calculator.results.homeValue'), m(r.homeValue)],
      [t('states.medianHomeValue'), median(c.medianHomeValue)],
      [t('states.medianTaxesPaid'), median(c.medianTaxesPaid)],
    ],
    breakdown: {
      title: t('calculator.results.breakdownTitle'),
      head: [t('calculator.results.entity'), t('calculator.results.rate'), t('calculator.results.tax')],
      rows: [[t('calculator.results.surveyRate'), formatRate(r.effectiveRatePct, lang), m(r.annualTax)]],
      foot: null,
      empty: '',
    },
    exemptions: {
      title: t('calculator.results.exemptionsApplied'),
      head: [],
      rows: [],
      foot: null,
      empty: t('calculator.results.noExemptionsApplied'),
    },
    source: [`${t('hub.valuesSource')} ${c.source} (${c.sourceYear})`],
    notes: [
      t('hub.typicalNote'),
      ...(c.taxesTopcoded ? [t('hub.topcoded')] : []),
      ...(c.taxesBottomcoded ? [t('hub.bottomcoded')] : []),
      ...noticeLines(r.notices, lang),
    ],
  };
}
