// The Texas county page with 2026 unit rates: "what changed since last year" for the units that
// published, the badge counting the bill's units with a 2026 rate, and a proposed rate shown as proposed.
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { pageContext } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import type { Lang } from '../../../schema/codes.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { renderRoute } from '../../../generator/pages/render.tsx';

const root = process.cwd();
const data = loadSiteData(root);
const plan = sitePlan(root, {});

function countyPage(lang: Lang, slug: string): string {
  const opts = plan.tx;
  const ctx = pageContext(
    opts,
    data,
    opts.base,
    `${opts.origin}${opts.base}`,
    lang,
    `/county/${slug}`,
    createTranslator(lang, 'tx').t,
    { countyList: null, units: null },
  );
  return renderRoute({ kind: 'county', path: `/county/${slug}`, slug }, ctx, data).body;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const section = (html: string) => /<section[^>]*data-unit-changes[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
const yearBadge = (html: string) => /data-rate-year-badge="">([\s\S]*?)<\/span>/.exec(html)?.[1];

describe('county page: what changed since last year', () => {
  it('Travis lists Austin old → new with its status, in English and Spanish', () => {
    const en = text(section(countyPage('en', 'travis')) ?? '');
    expect(en).toContain('What changed since last year');
    expect(en).toContain('Austin: 0.524% in 2025 → 0.580% · +10.7% · 2026 adopted (read in a copy)');
    const es = text(section(countyPage('es', 'travis')) ?? '');
    expect(es).toContain('Qué cambió desde el año pasado');
    expect(es).toContain('Austin: 0.524% en 2025 → 0.580% · +10.7% · 2026, adoptada (leída en una copia)');
  });

  it('a county where no unit has published shows no such section', () => {
    expect(section(countyPage('en', 'harris'))).toBeUndefined();
  });

  it("the badge counts the bill's units with a 2026 rate", () => {
    expect(text(yearBadge(countyPage('en', 'travis')) ?? '')).toBe(
      'None of the 3 units of this bill has its 2026 rate in our data yet ',
    );
    expect(text(yearBadge(countyPage('en', 'bell')) ?? '')).toBe('2 of 3 units of this bill have their 2026 rate ');
    expect(text(yearBadge(countyPage('es', 'bell')) ?? '')).toBe(
      '2 de 3 unidades de esta factura tienen su tasa de 2026 ',
    );
  });

  it('a proposed rate is shown as proposed, never as adopted', () => {
    const webb = text(section(countyPage('en', 'webb')) ?? '');
    expect(webb).toContain('Laredo: 0.506% in 2025 → 0.506% · unchanged · 2026 proposed (read in a copy)');
    expect(webb).not.toContain('2026 adopted');
    expect(text(section(countyPage('es', 'webb')) ?? '')).toContain('2026, propuesta (leída en una copia)');
  });
});
