// Builds every variant once before the suite, so browser tests and the link check run against
// the same dist/ a visitor would get.
import { buildVariant } from '../../pipeline/build/index.ts';
import { loadSiteData } from '../../pipeline/build/data.ts';
import { ALL_VARIANTS, sitePlan } from '../../pipeline/build/plan.ts';

export default async function setup(): Promise<void> {
  if (process.env.SKIP_SITE_BUILD === '1') return;
  process.env.NODE_ENV = 'production';
  const root = process.cwd();
  const plan = sitePlan(root, {});
  const data = loadSiteData(root);
  for (const v of ALL_VARIANTS) await buildVariant(plan[v], undefined, data);
}
