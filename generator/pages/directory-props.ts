import { calculate } from '../../states/estimate/index.ts';
import type { DirectoryProps, DirectoryRow } from '../../browser/components/CountyDirectory.tsx';
import type { TextTable } from '../../browser/components/text.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import type { PageData } from './page-data.ts';

/** Directory rows: each county's rate, population (Census) and the engine's tax on the example home. */
export function directoryProps(ctx: PageContext, data: PageData, text: TextTable): DirectoryProps {
  const config = ctx.config!;
  const value = ctx.product.display.directoryExampleValue;
  const population = new Map(data.national.map((c) => [c.fips, c.population]));
  const rows: DirectoryRow[] = data.states[config.stateCode]!.counties.map((c) => {
    const out = calculate({
      state: config.stateCode,
      input: { homeValue: value, county: c.slug },
      config,
      counties: [c],
      nycRates: data.nycRates,
    });
    const tax = out.ok ? out.result.annualTax : 0;
    return {
      slug: c.slug,
      name: c.name,
      ratePct: c.ratePct,
      population: population.get(c.fips) ?? null,
      estimatedTax: tax,
      status: c.status,
    };
  });
  return { lang: ctx.lang, rows, text, exampleValue: value, countyHref: ctx.href('/county/{{slug}}') };
}
