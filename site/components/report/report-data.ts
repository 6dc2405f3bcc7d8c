import { countyLabel, stateNameIn } from '../../i18n/place-names.ts';
import type { BuyerResult } from '../../calc/buyer.ts';
import { buyerStepText, longDate } from '../../i18n/buyer-text.ts';
import { PARTS, type GeneralResult, type NationalResult, type Notice, type NycResult } from '../../calc/model.ts';
import type { Lang, StateConfig } from '../../calc/types.ts';
import { LOCALES, formatCurrency, formatPercent, formatRate } from '../../i18n/format.ts';
import { exemptionLabel, partLabel } from '../calculator/Results.tsx';
import { rateBadge } from '../rate-badge.ts';
import { leavesOut } from '../../i18n/leaves-out.ts';
import { rateNote } from '../../i18n/method-text.ts';
import { nycSavings } from '../calculator/events.ts';
import { assessedHow } from '../calculator/nyc-text.ts';

type Tx = (key: string, vars?: Record<string, string | number>) => string;

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
  /** What the figures rest on, in sentences: how a combined rate was split, the likely range if rates change, the engine's notices. */
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
  tx: Tx;
  lang: Lang;
  /** When the visitor asked for the report (the report is made in the browser, so its date is theirs). */
  now: Date;
  /** The address of the estimate (the share link), printed in the footer. */
  url: string;
  /** Buyer mode's figures, when the estimate was made in buyer mode. */
  buyer?: BuyerResult | null;
}

export function reportDoc(input: ReportInput): ReportDoc {
  const { result, county, config, tx, lang } = input;
  const stateName = result.kind === 'national' ? stateNameIn(result.county.stateName, lang) : config?.stateName[lang] ?? '';
  const date = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long' }).format(input.now);
  const body = result.kind === 'nyc' ? nycParts(result, tx, lang)
    : result.kind === 'national' ? nationalParts(result, tx, lang)
    : generalParts(result, stateConfig(config), tx, lang);
  // Where the estimate is for: the county, New York City as a whole, or a typed-in combined rate.
  const place = county?.name ?? (result.kind === 'nyc' ? tx('forms.report.nyc') : null);
  const rate = result.kind === 'general' ? formatRate(result.rate.ratePct, lang) : '';
  return {
    fileName: tx('report.fileName', { county: county?.slug ?? (result.kind === 'nyc' ? 'nyc' : config?.stateCode ?? 'us') }),
    title: tx('report.title'),
    heading: place === null ? tx('forms.report.headingRate', { rate, state: stateName }) : tx('forms.report.heading', { county: place, state: stateName }),
    generated: tx('report.generatedOn', { date }),
    figuresTitle: tx('forms.report.figures'),
    detailsTitle: tx('forms.report.details'),
    ...body,
    details: [
      place === null ? [tx('calculator.results.combinedRate'), rate] : [tx('calculator.results.county'), countyLabel(place, lang)],
      ...body.details,
    ],
    buyer: input.buyer ? buyerSection(input.buyer, tx, lang) : null,
    leavesOutTitle: tx('forms.report.leavesOut'),
    leavesOut: leavesOut(result.kind === 'nyc' ? 'nyc' : result.kind === 'national' ? 'hub' : stateConfig(config).stateCode, lang),
    disclaimer: [tx('report.disclaimer'), tx('disclaimer.long')],
    footer: [tx('forms.report.madeWith', { site: input.siteName ?? tx('site.stateName', { state: stateName }) }), input.url],
    pageLabel: tx('forms.report.page'),
  };
}

function stateConfig(config: ReportConfig | null): ReportConfig {
  if (config === null) throw new Error('report: a state estimate needs its state config');
  return config;
}

/** The engine's notices, in the report's language. */
const noticeLines = (notices: readonly Notice[], lang: Lang): string[] => notices.map((n) => n.message[lang]);

function buyerSection(b: BuyerResult, tx: Tx, lang: Lang): NonNullable<ReportDoc['buyer']> {
  const m = (n: number): string => formatCurrency(n, lang);
  return {
    title: tx('calculator.buyer.title'),
    rows: [
      [tx('calculator.buyer.closing'), longDate(b.closing, lang)],
      [tx('calculator.buyer.yearOne'), m(b.yearOne)],
      [tx('calculator.buyer.yearTwo'), m(b.yearTwo)],
      ...(b.supplemental ?? []).map((s): [string, string] => [tx('calculator.buyer.supplemental', { year: s.fiscalYear }), s.cancelled ? tx('calculator.buyer.supplementalCancelled') : m(s.amount)]),
      [tx('calculator.buyer.escrowOne'), m(b.escrowMonthlyYearOne)],
      [tx('calculator.buyer.escrowTwo'), m(b.escrowMonthlyYearTwo)],
      [tx('calculator.buyer.shortage'), m(b.shortage)],
      [tx('forms.report.applyBy'), longDate(b.applyBy, lang)],
    ],
    steps: b.steps.map((s) => buyerStepText(s, lang)),
  };
}

type Body = Pick<ReportDoc, 'figures' | 'details' | 'breakdown' | 'exemptions' | 'source' | 'notes'>;

function generalParts(r: GeneralResult, config: ReportConfig, tx: Tx, lang: Lang): Body {
  const m = (n: number): string => formatCurrency(n, lang);
  const rate = (n: number): string => formatRate(n, lang);
  // A survey rate covers every taxing unit at once, and the page names it so.
  const survey = r.rate.split === 'survey' ? tx('calculator.results.surveyRate') : null;
  // Texas bills are itemised unit by unit, each taxed on its own value; other states by part.
  const unitName = (u: NonNullable<GeneralResult['unitLines']>[number]): string => {
    const name = survey ?? (u.id === u.part ? partLabel(config, u.part, tx, lang) : u.name);
    if (u.localStatus === 'unknown') return `${name} (${tx('billBuilder.notIncluded')})`;
    return u.local?.entered ? `${name} (${tx('billBuilder.entered')})` : name;
  };
  const lines = r.unitLines
    ? r.unitLines.map((u) => [unitName(u), rate(u.ratePct), m(u.taxableValue), m(u.tax)])
    : PARTS.filter((p) => r.countyBreakdown[p].ratePct > 0).map((p) => {
      const l = r.countyBreakdown[p];
      return [survey ?? partLabel(config, p, tx, lang), rate(l.ratePct), m(l.taxableValue), m(l.tax)];
    });
  const units = r.unitLines ? [] : r.extraUnits.map((u) => [u.name, rate(u.ratePct), m(u.taxableValue), m(u.tax)]);
  const county = r.rate.county;
  return {
    figures: [
      [tx('calculator.results.annualTax'), m(r.annualTax)],
      [tx('calculator.results.monthlyPayment'), m(r.monthlyTax)],
      [tx('calculator.results.effectiveRate'), formatPercent(r.effectiveRate, lang)],
    ],
    details: [
      [tx('calculator.results.homeValue'), m(r.homeValue)],
      [tx('calculator.results.taxableValue'), m(r.taxableValue)],
      [tx('calculator.results.totalSavings'), m(r.exemptionSavings)],
    ],
    breakdown: {
      title: tx('calculator.results.breakdownTitle'),
      head: [tx('calculator.results.entity'), tx('calculator.results.rate'), tx('calculator.results.taxableValue'), tx('calculator.results.tax')],
      rows: [...lines, ...units],
      foot: [tx('calculator.results.total'), rate(r.rate.ratePct + r.extraUnits.reduce((s, u) => s + u.ratePct, 0)), '', m(r.annualTax)],
      empty: '',
    },
    exemptions: {
      title: tx('calculator.results.exemptionsApplied'),
      head: [tx('forms.report.exemption'), tx('calculator.results.amount'), tx('calculator.results.savings')],
      rows: r.exemptionBreakdown.map((e) => [exemptionLabel(config, e.id, tx, lang), m(e.amount), m(e.savings)]),
      foot: null,
      empty: tx('calculator.results.noExemptionsApplied'),
    },
    source: county
      ? [
        tx('forms.report.rateSource', { source: county.source, year: county.sourceYear }),
        rateNote(county, lang),
        rateBadge(county, tx).text,
        tx('county.confidence', { level: tx(`county.confidenceLevels.${county.confidence}`) }),
      ]
      : [],
    notes: [
      ...(r.rate.split === 'default-split' ? [tx('forms.report.defaultSplit')] : []),
      ...(r.range
        ? [`${tx('calculator.results.rangeText', { low: m(r.range.low.annualTax), high: m(r.range.high.annualTax) })}. ${tx('calculator.results.rangeNote', { change: formatPercent(r.range.changePct, lang, 0) })}`]
        : []),
      ...noticeLines(r.notices, lang),
    ],
  };
}

function nycParts(r: NycResult, tx: Tx, lang: Lang): Body {
  const m = (n: number): string => formatCurrency(n, lang);
  const savings: [string, number][] = [
    [tx('nyc.veteranSavings'), r.veteranSavings], [tx('nyc.scheSavings'), r.scheSavings], [tx('nyc.starSavings'), r.starSavings],
    [tx('nyc.abatement'), r.abatement], [tx('nyc.starCredit'), r.starCredit],
  ];
  return {
    figures: [
      [tx('nyc.finalTax'), m(r.finalTax)],
      [tx('calculator.results.monthlyPayment'), m(r.monthlyPayment)],
      [tx('calculator.results.quarterlyPayment'), m(r.quarterlyPayment)],
      [tx('calculator.results.effectiveRate'), formatPercent(r.effectiveRate, lang)],
    ],
    details: [
      [tx('nyc.marketValue'), m(r.marketValue)],
      [tx('nyc.propertyClass'), tx(`nyc.classes.${r.propertyClass}`)],
      [tx('nyc.assessedValue'), `${m(r.assessedValue)} (${assessedHow(r, tx, lang)})`],
      [tx('nyc.taxableValue'), m(r.taxableValue)],
      ...(r.starCredit > 0 ? [[tx('nyc.netAfterCredit'), m(r.netAfterCredit)] as [string, string]] : []),
      [tx('calculator.results.totalSavings'), m(nycSavings(r))],
    ],
    breakdown: {
      title: tx('calculator.results.breakdownTitle'),
      head: [tx('calculator.results.entity'), tx('calculator.results.rate'), tx('calculator.results.tax')],
      rows: [
        [tx('nyc.baseTax'), formatRate(r.classRatePct, lang), m(r.baseTax)],
        ...savings.filter(([, n]) => n > 0 && n !== r.starCredit).map(([label, n]) => [label, '', `−${m(n)}`]),
      ],
      foot: [tx('nyc.finalTax'), '', m(r.finalTax)],
      empty: '',
    },
    exemptions: {
      title: tx('calculator.results.exemptionsApplied'),
      head: [tx('forms.report.exemption'), tx('calculator.results.savings')],
      rows: savings.filter(([, n]) => n > 0).map(([label, n]) => [label, m(n)]),
      foot: null,
      empty: tx('calculator.results.noExemptionsApplied'),
    },
    source: [tx('forms.report.nycRateSource', { source: r.rateSource, year: r.fiscalYear })],
    notes: [
      ...(r.range ? [tx('nyc.range', { ratio: formatPercent(r.assessed.targetRatioPct, lang), low: m(r.range.low), high: m(r.range.high) })] : []),
      ...noticeLines(r.notices, lang),
    ],
  };
}

/** The hub's estimate: the county's typical tax at the Census survey's effective rate, which already counts owners' exemptions. */
function nationalParts(r: NationalResult, tx: Tx, lang: Lang): Body {
  const m = (n: number): string => formatCurrency(n, lang);
  const c = r.county;
  const median = (n: number | null): string => (n === null ? tx('states.notAvailable') : m(n));
  return {
    figures: [
      [tx('calculator.results.annualTax'), m(r.annualTax)],
      [tx('calculator.results.monthlyPayment'), m(r.monthlyTax)],
      [tx('calculator.results.effectiveRate'), formatPercent(r.effectiveRate, lang)],
    ],
    details: [
      [tx('calculator.results.homeValue'), m(r.homeValue)],
      [tx('states.medianHomeValue'), median(c.medianHomeValue)],
      [tx('states.medianTaxesPaid'), median(c.medianTaxesPaid)],
    ],
    breakdown: {
      title: tx('calculator.results.breakdownTitle'),
      head: [tx('calculator.results.entity'), tx('calculator.results.rate'), tx('calculator.results.tax')],
      rows: [[tx('calculator.results.surveyRate'), formatRate(r.effectiveRatePct, lang), m(r.annualTax)]],
      foot: null,
      empty: '',
    },
    exemptions: { title: tx('calculator.results.exemptionsApplied'), head: [], rows: [], foot: null, empty: tx('calculator.results.noExemptionsApplied') },
    source: [`${tx('hub.valuesSource')} ${c.source} (${c.sourceYear})`],
    notes: [
      tx('hub.typicalNote'),
      ...(c.taxesTopcoded ? [tx('hub.topcoded')] : []),
      ...(c.taxesBottomcoded ? [tx('hub.bottomcoded')] : []),
      ...noticeLines(r.notices, lang),
    ],
  };
}

