import type { MelloRoosFacts as Facts } from '../../../engine/tools/mello-roos.ts';
import { countyLabel } from '../../../i18n/place-names.ts';
import { redFlagThreshold } from '../../../engine/tools/mello-roos.ts';
import type { ZipSearch } from '../../../engine/tools/zip-lookup.ts';
import type { Lang } from '../../../schema/codes.ts';
import { formatCurrency, formatRate } from '../../../i18n/format.ts';
import { fill } from '../text.ts';
import { joinList, pctFigure, type Translate } from './shared.tsx';
import type { MelloRoosToolProps } from './types.ts';

type Found = Extract<ZipSearch, { kind: 'found' }>;
type Props = Pick<MelloRoosToolProps, 'counties' | 'facts' | 'exampleValue' | 'countyHref'> & {
  search: Found;
  t: Translate;
  lang: Lang;
};

/** One searched ZIP: its county or counties, each with the average rate and the red-flag line. */
export function MelloRoosResult({ search, counties, facts, exampleValue, countyHref, t, lang }: Props) {
  const m = (n: number): string => formatCurrency(n, lang);
  const found = search.fips
    .map((fips) => counties.find((c) => c.fips === fips))
    .filter((c): c is Props['counties'][number] => c !== undefined);
  if (found.length === 0)
    return (
      <p className="notice" data-no-results="">
        {t('melloRoos.noResults')}
      </p>
    );
  const names = joinList(
    found.map((c) => c.name),
    t('tool.common.and'),
  );
  return (
    <div data-zip={search.zip}>
      <h3>{t('tool.melloRoos.zipTitle', { zip: search.zip })}</h3>
      <p data-counties="">
        {found.length === 1
          ? t('tool.melloRoos.inCounty', { zip: search.zip, county: names })
          : t('tool.melloRoos.inCounties', { zip: search.zip, counties: names })}
      </p>
      <div className="stack">
        {found.map((c) => {
          const flag = redFlagThreshold(exampleValue, c.ratePct, facts);
          return (
            <div key={c.fips} className="tool-county" data-county={c.fips}>
              <p>
                <strong>
                  <a href={fill(countyHref, { slug: c.slug })}>{countyLabel(c.name, lang)}</a>
                </strong>
              </p>
              <p data-rate="">
                {t('tool.melloRoos.avgRate', {
                  rate: formatRate(c.ratePct, lang),
                  general: pctFigure(c.generalLevyPct ?? 0, lang),
                  year: c.sourceYear,
                })}
              </p>
              <p data-red-flag="">
                {t(flag.binding === 'value' ? 'tool.melloRoos.redFlagByValue' : 'tool.melloRoos.redFlagByTotal', {
                  value: m(exampleValue),
                  charge: m(flag.threshold),
                  rate: formatRate(c.ratePct, lang),
                  share: pctFigure(facts.redFlags.chargeOfValuePct, lang),
                  total: pctFigure(facts.redFlags.totalRatePct, lang),
                })}
              </p>
            </div>
          );
        })}
      </div>
      <p className="notice" data-no-district-list="">
        {t('tool.melloRoos.noDistrictList')}
      </p>
    </div>
  );
}

/** What holds everywhere in California: typical cost, the red-flag rule and where to look. */
export function MelloRoosFacts({ facts, t, lang }: { facts: Facts; t: Translate; lang: Lang }) {
  return (
    <div data-mello-roos-facts="">
      <h3>{t('tool.melloRoos.whatTitle')}</h3>
      <p>{t('tool.melloRoos.what')}</p>
      <p data-typical="">{t('tool.melloRoos.typical')}</p>
      <p data-rule="">
        {t('tool.melloRoos.redFlagRule', {
          share: pctFigure(facts.redFlags.chargeOfValuePct, lang),
          total: pctFigure(facts.redFlags.totalRatePct, lang),
        })}
      </p>
      <h3>{t('tool.melloRoos.howTitle')}</h3>
      <ol>
        <li>{t('tool.melloRoos.howBill')}</li>
        <li>{t('tool.melloRoos.howDisclosure')}</li>
        <li>{t('tool.melloRoos.howCollector')}</li>
      </ol>
    </div>
  );
}
