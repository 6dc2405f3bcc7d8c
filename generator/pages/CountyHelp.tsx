// "Where to get help": the offices the county's state module names for it (states/<code>/),
// each found in the state's sourced facts; a line that needs an office the facts do not name is left out.
import type { CountyRate, StateConfig } from '../../schema/index.ts';
import type { PageContext } from '../../browser/components/page-context.ts';
import { stateModule } from '../../states/index.ts';

interface Office {
  name: string;
  url: string;
}

const pick = (facts: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), facts);

const isOffice = (v: unknown): v is Office =>
  Boolean(v) && typeof v === 'object' && typeof (v as Office).name === 'string';

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
  const help = stateModule(config.stateCode).countyHelp(county);
  const offices = pick(facts, ['offices']);
  const vars = (name = '') => ({
    county: county.name,
    countyName: county.name,
    name,
    office: t('local.countyOffice'),
  });
  const fixed = (help.offices ?? []).flatMap(({ path, text }) => {
    const office = pick(offices, path);
    return isOffice(office) ? [{ office, text }] : [];
  });
  const own = help.countyOffice && pick(offices, [help.countyOffice.byFips, county.fips]);
  const named = isOffice(own) ? own : null;
  return (
    <>
      {fixed.map(({ office, text }) => (
        <OfficeLine key={text} ctx={ctx} office={office} text={t(text, vars(office.name))} />
      ))}
      {help.intro && (
        <p>
          <strong>{t('local.countyOffice')}:</strong> {t('local.countyOfficeHelp')}
        </p>
      )}
      {named && help.countyOffice && (
        <OfficeLine ctx={ctx} office={named} text={t(help.countyOffice.text, vars(named.name))} />
      )}
      {(help.always ?? []).map((text) => (
        <p key={text}>{t(text, vars())}</p>
      ))}
      {!named && (help.unnamed ?? []).map((text) => <p key={text}>{t(text, vars())}</p>)}
    </>
  );
}
