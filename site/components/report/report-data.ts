import { countyLabel } from '../../i18n/place-names.ts';
import type { BuyerResult } from '../../calc/buyer.ts';
import { buyerStepText } from '../../i18n/buyer-text.ts';
import { PARTS, type GeneralResult, type NycResult } from '../../calc/model.ts';
import type { Lang, StateConfig } from '../../calc/types.ts';
import { LOCALES, formatCurrency, formatPercent, formatRate } from '../../i18n/format.ts';
import { exemptionLabel, partLabel } from '../calculator/Results.tsx';
import { rateBadge } from '../rate-badge.ts';
import { leavesOut } from '../../i18n/leaves-out.ts';
import { methodText } from '../../i18n/method-text.ts';
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

export interface ReportInput {
  result: GeneralResult | NycResult;
  county: { slug: string; name: string };
  config: Pick<StateConfig, 'stateCode' | 'stateName' | 'exemptions' | 'calc'>;
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
  const stateName = config.stateName[lang];
  const date = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long' }).format(input.now);
  const body = result.kind === 'nyc' ? nycParts(result, tx, lang) : generalParts(result, config, tx, lang);
  return {
    fileName: tx('report.fileName', { county: county.slug }),
    title: tx('report.title'),
    heading: tx('forms.report.heading', { county: county.name, state: stateName }),
    generated: tx('report.generatedOn', { date }),
    figuresTitle: tx('forms.report.figures'),
    detailsTitle: tx('forms.report.details'),
    ...body,
    details: [[tx('calculator.results.county'), countyLabel(county.name, lang)], ...body.details],
    buyer: input.buyer ? buyerSection(input.buyer, tx, lang) : null,
    leavesOutTitle: tx('forms.report.leavesOut'),
    leavesOut: leavesOut(result.kind === 'nyc' ? 'nyc' : config.stateCode, lang),
    disclaimer: [tx('report.disclaimer'), tx('disclaimer.long')],
    footer: [tx('forms.report.madeWith', { site: tx('site.stateName', { state: stateName }) }), input.url],
    pageLabel: tx('forms.report.page'),
  };
}

function buyerSection(b: BuyerResult, tx: Tx, lang: Lang): NonNullable<ReportDoc['buyer']> {
  const m = (n: number): string => formatCurrency(n, lang);
  return {
    title: tx('calculator.buyer.title'),
    rows: [
      [tx('calculator.buyer.yearOne'), m(b.yearOne)],
      [tx('calculator.buyer.yearTwo'), m(b.yearTwo)],
      ...(b.supplemental ?? []).map((s): [string, string] => [tx('calculator.buyer.supplemental', { year: s.fiscalYear }), s.cancelled ? tx('calculator.buyer.supplementalCancelled') : m(s.amount)]),
      [tx('calculator.buyer.escrowOne'), m(b.escrowMonthlyYearOne)],
      [tx('calculator.buyer.escrowTwo'), m(b.escrowMonthlyYearTwo)],
      [tx('calculator.buyer.shortage'), m(b.shortage)],
    ],
    steps: b.steps.map((s) => buyerStepText(s, lang)),
  };
}

type Body = Pick<ReportDoc, 'figures' | 'details' | 'breakdown' | 'exemptions' | 'source'>;

function generalParts(r: GeneralResult, config: ReportInput['config'], tx: Tx, lang: Lang): Body {
  const m = (n: number): string => formatCurrency(n, lang);
  const rate = (n: number): string => formatRate(n, lang);
  // Texas bills are itemised unit by unit, each taxed on its own value; other states by part.
  const unitName = (u: NonNullable<GeneralResult['unitLines']>[number]): string => {
    const name = u.id === u.part ? partLabel(config, u.part, tx, lang) : u.name;
    if (u.localStatus === 'unknown') return `${name} (${tx('billBuilder.notIncluded')})`;
    return u.local?.entered ? `${name} (${tx('billBuilder.entered')})` : name;
  };
  const lines = r.unitLines
    ? r.unitLines.map((u) => [unitName(u), rate(u.ratePct), m(u.taxableValue), m(u.tax)])
    : PARTS.filter((p) => r.countyBreakdown[p].ratePct > 0).map((p) => {
      const l = r.countyBreakdown[p];
      return [partLabel(config, p, tx, lang), rate(l.ratePct), m(l.taxableValue), m(l.tax)];
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
        methodText(county, lang),
        rateBadge(county, tx).text,
      ]
      : [],
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
  };
}

