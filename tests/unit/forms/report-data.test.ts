import { describe, expect, it } from 'vitest';
import { leavesOut } from '../../../i18n/leaves-out.ts';
import { calculate } from '../../../states/estimate/index.ts';
import type { GeneralResult, NycResult } from '../../../engine/model.ts';
import { lookup } from '../../../browser/components/text.ts';
import { reportDoc } from '../../../browser/report/report-data.ts';
import { reportText } from '../../../browser/report/report-text.ts';
import type { NationalCounty } from '../../../schema/index.ts';
import { pdfSafe } from '../../../browser/components/report/pdf.ts';
import { reportDetails, shareTargets } from '../../../browser/components/share/share-links.ts';
import { BASE_STRINGS, createTranslator, leafKeys } from '../../../i18n/index.ts';
import { en } from '../../../i18n/strings/en.ts';
import { es } from '../../../i18n/strings/es.ts';
import { NYC_RATES, county, ny, tx } from '../calc/helpers.ts';

const text = (lang: 'en' | 'es') => {
  const t = createTranslator(lang, 'tx').t;
  return lookup(Object.fromEntries(leafKeys(BASE_STRINGS.en).map((k) => [k, t(k)])));
};

// Harris at a 2.000 % combined rate split by the state's default (school 55 %), with the $140,000
// school homestead: school 1.1 % × (350,000 − 140,000) = 2,310; the rest 0.9 % × 350,000 = 3,150.
const harris = county({
  slug: 'harris',
  name: 'Harris County',
  ratePct: 2,
  status: 'estimate',
  source: 'Test Comptroller table',
  sourceYear: '2025',
});
function texas(): GeneralResult {
  const out = calculate({
    state: 'tx',
    input: { homeValue: 350_000, county: 'harris', homesteadExemption: true },
    config: tx,
    counties: [harris],
  });
  if (!out.ok || out.result.kind !== 'general') throw new Error('engine failed');
  return out.result;
}

const now = new Date('2026-03-05T12:00:00Z');
const url = 'https://tx.example.org/county/harris/?v=350000&c=harris&h=1';

describe('report data (spec §3)', () => {
  it('holds every report field, formatted, in English', () => {
    const doc = reportDoc({ result: texas(), county: harris, config: tx, t: text('en'), lang: 'en', now, url });
    expect(doc.fileName).toBe('property-tax-report-harris');
    expect(doc.heading).toBe('Estimate for Harris County, Texas');
    expect(doc.generated).toBe('Generated on March 5, 2026');
    // 2,310 + 3,150 = 5,460 a year; 455 a month; 5,460 / 350,000 = 1.56 %.
    expect(doc.figures).toEqual([
      ['Annual property tax', '$5,460'],
      ['Monthly payment', '$455'],
      ['Effective tax rate', '1.56%'],
    ]);
    expect(doc.details).toContainEqual(['County', 'Harris County']);
    expect(doc.details).toContainEqual(['Home value', '$350,000']);
    // Savings: 140,000 × 1.1 % = 1,540.
    expect(doc.details).toContainEqual(['Total savings from exemptions', '$1,540']);
    expect(doc.exemptions.rows).toEqual([[tx.exemptions.homestead!.label.en, '$140,000', '$1,540']]);
    // A typed-in rate has no units of its own: each part is marked as taxed without local exemptions.
    expect(doc.breakdown.rows.map((r) => r[0])).toEqual([
      'School district (own exemptions not included)',
      'County (own exemptions not included)',
      'City (own exemptions not included)',
      'Special districts (own exemptions not included)',
    ]);
    expect(doc.breakdown.foot).toEqual(['Total', '2.000%', '', '$5,460']);
    expect(doc.source).toEqual([
      'Rate source: Test Comptroller table (2025)',
      'The combined rate as its publisher states it for 2025.',
      'Estimate: 2025 rates',
      `Data confidence: ${en.county.confidenceLevels[harris.confidence]}`,
    ]);
    // What the figures rest on: here the state's split of one combined rate, then the engine's notices.
    expect(doc.notes[0]).toBe(en.forms.report.defaultSplit);
    // What the estimate leaves out is the Texas list, the same one the county page shows.
    expect(doc.leavesOutTitle).toBe('What this estimate leaves out');
    expect(doc.leavesOut).toEqual(leavesOut('tx', 'en'));
    expect(doc.leavesOut[0]).toMatch(/^City taxes/);
    expect(doc.disclaimer[0]).toBe(en.report.disclaimer);
    expect(doc.footer).toEqual(['Made with Texas Property Tax Calculator', url]);
  });

  it('is all Spanish on a Spanish page, the date too', () => {
    const doc = reportDoc({ result: texas(), county: harris, config: tx, t: text('es'), lang: 'es', now, url });
    expect(doc.title).toBe(es.report.title);
    expect(doc.generated).toBe('Generado el 5 de marzo de 2026');
    expect(doc.fileName).toBe('reporte-impuesto-predial-harris');
    expect(doc.disclaimer[0]).toBe(es.report.disclaimer);
    expect(doc.leavesOutTitle).toBe('Lo que esta estimación no incluye');
    expect(doc.leavesOut).toEqual(leavesOut('tx', 'es'));
    expect(doc.source[1]).toBe('La tasa combinada tal como la publica su fuente para 2025.');
  });

  it('reports a New York City result with its class, STAR and fiscal-year source', () => {
    const out = calculate({
      state: 'ny',
      input: { homeValue: 800_000, county: 'kings', starType: 'basic' },
      config: ny,
      counties: [county({ slug: 'kings', name: 'Kings County', ratePct: 1, nycClass: true })],
      nycRates: NYC_RATES,
    });
    if (!out.ok || out.result.kind !== 'nyc') throw new Error('engine failed');
    const r: NycResult = out.result;
    const doc = reportDoc({
      result: r,
      county: { slug: 'kings', name: 'Kings County' },
      config: ny,
      t: text('en'),
      lang: 'en',
      now,
      url,
    });
    expect(doc.figures[0]![1]).toBe(`$${Math.round(r.finalTax).toLocaleString('en-US')}`);
    // A new owner's STAR is the State's credit check (the default), reported beside the bill, not off it.
    expect(doc.exemptions.rows[0]![0]).toBe('STAR credit check (not on the bill)');
    expect(doc.details.map((d) => d[0])).toContain('Tax after the STAR credit check');
    expect(doc.source[0]).toContain(`fiscal year ${r.fiscalYear}`);
    // New York City's own list: abatements not modelled, never a county assessor's concerns.
    expect(doc.leavesOut).toEqual(leavesOut('nyc', 'en'));
    expect(doc.leavesOut.join(' ')).toContain('J-51');
  });
});

describe('report data without a county, and for the national table', () => {
  it('names a typed-in combined rate where the county would be', () => {
    const out = calculate({
      state: 'tx',
      input: { homeValue: 350_000, homesteadExemption: true },
      config: tx,
      ratePct: 2,
    });
    if (!out.ok || out.result.kind !== 'general') throw new Error('engine failed');
    const doc = reportDoc({ result: out.result, county: null, config: tx, t: text('en'), lang: 'en', now, url });
    expect(doc.heading).toBe('Estimate at a combined rate of 2.000%, Texas');
    expect(doc.details[0]).toEqual(['Combined rate', '2.000%']);
    expect(doc.source).toEqual([]);
  });

  it("reports the hub's typical tax: the survey rate whole, the county medians and what the figure is", () => {
    const harrisUs: NationalCounty = {
      fips: '48201',
      state: 'TX',
      stateName: 'Texas',
      name: 'Harris County',
      slug: 'harris',
      medianHomeValue: 276_600,
      medianTaxesPaid: 4_489,
      effectiveRatePct: 1.623,
      population: 4_700_000,
      taxesTopcoded: false,
      taxesBottomcoded: false,
      source: 'ACS 5-year',
      sourceYear: '2020-2024',
      populationSource: 'PEP',
      populationYear: 2024,
    };
    const out = calculate({ state: 'us', input: { homeValue: 300_000, county: 'tx/harris' }, counties: [harrisUs] });
    if (!out.ok) throw new Error('engine failed');
    const doc = reportDoc({
      result: out.result,
      county: harrisUs,
      config: null,
      t: createTranslator('es', 'hub').t,
      lang: 'es',
      now,
      url,
      siteName: 'Estimador',
    });
    // 300,000 × 1.623 % = 4,869
    expect(doc.heading).toBe('Estimación para el condado de Harris, Texas');
    expect(doc.figures[0]).toEqual(['Impuesto predial anual', '$4,869']);
    expect(doc.breakdown.rows).toEqual([[es.calculator.results.surveyRate, '1.623%', '$4,869']]);
    expect(doc.details).toContainEqual([es.states.medianTaxesPaid, '$4,489']);
    expect(doc.source).toEqual([`${es.hub.valuesSource} ACS 5-year (2020-2024)`]);
    expect(doc.notes[0]).toBe(es.hub.typicalNote);
    expect(doc.leavesOut).toEqual(leavesOut('hub', 'es'));
    expect(doc.footer[0]).toBe('Hecho con Estimador');
  });
});

describe('report as text (cli.ts calc)', () => {
  it('prints every section of the document, tables in columns, and nothing that changes by the day', () => {
    const doc = reportDoc({ result: texas(), county: harris, config: tx, t: text('en'), lang: 'en', now, url });
    const lines = reportText(doc);
    expect(lines[0]).toBe('Estimate for Harris County, Texas');
    expect(lines).toContain('Annual property tax   $5,460');
    const head = lines.indexOf(doc.breakdown.title) + 1;
    // The figures right-aligned under their heads, as in the PDF.
    expect(lines[head]!.length).toBe(lines[head + 1]!.length);
    expect(lines[head + 1]).toMatch(
      /^School district \(own exemptions not included\)\s+1\.100%\s+\$210,000\s+\$2,310$/,
    );
    expect(lines).toContain(`- ${doc.leavesOut[0]}`);
    expect(lines.at(-1)).toBe(doc.disclaimer[1]);
    expect(lines.join('\n')).not.toContain(doc.generated);
    expect(lines.join('\n')).not.toContain(url);
  });
});

describe('share texts and PDF text', () => {
  it("link each service with the estimate's address, encoded", () => {
    const t = shareTargets(url, 'My tax: $5,460', 'Estimate & more', 'line 1\nline 2');
    expect(t.email).toBe('mailto:?subject=Estimate%20%26%20more&body=line%201%0Aline%202');
    expect(t.twitter).toBe(
      `https://twitter.com/intent/tweet?text=My%20tax%3A%20%245%2C460&url=${encodeURIComponent(url)}`,
    );
    expect(t.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  });

  it("copy the report's figures and the link as plain lines", () => {
    const doc = reportDoc({ result: texas(), county: harris, config: tx, t: text('en'), lang: 'en', now, url });
    const lines = reportDetails(doc, url, text('en')).split('\n');
    expect(lines[0]).toBe('Property tax estimate: Estimate for Harris County, Texas');
    expect(lines).toContain('Annual property tax: $5,460');
    expect(lines).toContain(`See the full estimate: ${url}`);
  });

  it('map typographic spaces and quotes to what the PDF fonts have, keeping Spanish letters', () => {
    expect(pdfSafe('1\u202f234\u00a0$ – “año” ’ …')).toBe('1 234 $ - "año" \' ...');
  });
});
