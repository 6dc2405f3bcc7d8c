// "Where to get help": the office that values homes in the county, named where our sourced facts name
// it, otherwise how to find it. New York City sends owners to the Department of Finance and the Tax
// Commission; it has no county assessor.
import type { CountyRate, StateConfig } from '../calc/types.ts';
import type { PageContext } from '../components/page-context.ts';

interface Office {
  name: string;
  url: string;
}
type OfficeMap = Record<string, Office>;

const pick = (facts: Record<string, unknown> | undefined, ...path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), facts);

function OfficeLine({ ctx, office, text }: { ctx: PageContext; office: Office; text: string }) {
  return (
    <p>
      {text}
      {office.url && (
        <>
          {' '}
          <a href={office.url} rel="noopener">
            {ctx.t('county.help.website', { name: office.name })}
          </a>
        </>
      )}
    </p>
  );
}

export function CountyHelp({
  ctx,
  county,
  config,
  facts,
}: {
  ctx: PageContext;
  county: CountyRate;
  config: StateConfig;
  facts: Record<string, unknown> | undefined;
}) {
  const { t } = ctx;
  const offices = pick(facts, 'offices');
  if (county.nycClass) {
    const finance = pick(offices as Record<string, unknown>, 'nyc', 'finance') as Office;
    const commission = pick(offices as Record<string, unknown>, 'nyc', 'taxCommission') as Office;
    return (
      <>
        <OfficeLine ctx={ctx} office={finance} text={t('county.help.nycFinance', { name: finance.name })} />
        <OfficeLine ctx={ctx} office={commission} text={t('county.help.nycTaxCommission', { name: commission.name })} />
      </>
    );
  }
  if (config.stateCode === 'ny') {
    const assessor = (pick(offices as Record<string, unknown>, 'countyAssessors') as OfficeMap | undefined)?.[
      county.fips
    ];
    return assessor ? (
      <OfficeLine ctx={ctx} office={assessor} text={t('county.help.nyCounty', { name: assessor.name })} />
    ) : (
      <p>{t('county.help.nyTowns')}</p>
    );
  }
  const named = (pick(offices as Record<string, unknown>, 'appraisalDistricts') as OfficeMap | undefined)?.[
    county.fips
  ];
  return (
    <>
      <p>
        <strong>{t('local.countyOffice')}:</strong> {t('local.countyOfficeHelp')}
      </p>
      {named && (
        <OfficeLine
          ctx={ctx}
          office={named}
          text={t('county.help.officeIs', { county: county.name, name: named.name })}
        />
      )}
      {config.stateCode === 'fl' && <p>{t('county.help.flAppraiser', { countyName: county.name })}</p>}
      {!named && config.stateCode !== 'fl' && (
        <p>{t('county.findOffice', { county: county.name, office: t('local.countyOffice') })}</p>
      )}
    </>
  );
}
