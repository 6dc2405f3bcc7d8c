// The blocks a guide embeds with a `::name args` line: tables computed from the data, timelines,
// tools and lists. A block that does not apply to the site (a state table on the hub) renders nothing.
import type { ReactNode } from 'react';
import { AffiliateLink } from '../../../browser/components/content/AffiliateLink.tsx';
import { AssessorDirectory } from '../../../browser/components/content/AssessorDirectory.tsx';
import { MajorCountiesTable, TaxImpactTable } from '../../../browser/components/content/CountyTables.tsx';
import { ExemptionTable } from '../../../browser/components/content/ExemptionTable.tsx';
import { RelatedGuides } from '../../../browser/components/content/GuideList.tsx';
import { StateTable } from '../../../browser/components/content/StateTable.tsx';
import { ReferendumNotice, TaxYearTimeline } from '../../../browser/components/content/Timeline.tsx';
import { CountyDirectory } from '../../../browser/components/CountyDirectory.tsx';
import { ContactFormIsland, formsIslands } from '../../../browser/components/forms/islands.tsx';
import { Island } from '../../../browser/components/Island.tsx';
import { groupText } from '../../../browser/components/group-text.ts';
import { directoryProps } from '../directory-props.ts';
import { majorCountyRows, taxImpact } from './county-figures.ts';
import { guideIndex, relatedLinks } from './guide-links.ts';
import { GuideList } from '../../../browser/components/content/GuideList.tsx';
import { stateRows } from './state-rows.ts';
import { timelineSteps } from './timeline-steps.ts';
import { FORMATS, lookupKey } from '../../../i18n/placeholders.ts';
import { embedTool, entriesTool } from './tools.tsx';

export type { DirectiveEnv } from './directive-env.ts';
import type { DirectiveEnv } from './directive-env.ts';

export const DIRECTIVES = [
  'tool',
  'county-directory',
  'major-counties',
  'tax-impact',
  'assessor-directory',
  'state-table',
  'timeline',
  'referendum',
  'faq',
  'glossary',
  'guide-list',
  'related',
  'exemptions',
  'how-it-works',
  'affiliate-link',
  'contact-form',
] as const;

export function renderDirective(env: DirectiveEnv, name: string, args: string[]): ReactNode {
  const { ctx, data, root, islands } = env;
  const config = ctx.config;
  const counties = config ? (data.states[config.stateCode]?.counties ?? []) : [];
  const date = (key: string): string => FORMATS.date!(lookupKey(root, key), ctx.lang, undefined);
  switch (name) {
    case 'tool':
      return embedTool(env, args[0] ?? '');
    case 'faq':
    case 'glossary':
      return entriesTool(env, name, args);
    case 'county-directory': {
      if (!config) return null;
      islands.add('directory');
      const props = directoryProps(ctx, data, groupText(ctx, ['counties.']));
      return (
        <Island name="directory" id="directory-island" props={props}>
          <CountyDirectory {...props} />
        </Island>
      );
    }
    case 'major-counties':
      return config ? (
        <MajorCountiesTable
          ctx={ctx}
          rows={majorCountyRows(
            config,
            counties,
            data.national,
            data.nycRates,
            ctx.product.display.directoryExampleValue,
          )}
          value={ctx.product.display.directoryExampleValue}
        />
      ) : null;
    case 'tax-impact':
      return config ? (
        <TaxImpactTable
          ctx={ctx}
          table={taxImpact(
            config,
            counties,
            data.national,
            data.nycRates,
            ctx.product.display.exampleHomeValues,
            ctx.lang,
          )}
        />
      ) : null;
    case 'assessor-directory':
      return config ? <AssessorDirectory ctx={ctx} state={config.stateCode} counties={counties} /> : null;
    case 'state-table':
      return <StateTable ctx={ctx} rows={stateRows(data.national)} />;
    case 'timeline': {
      const steps = config ? timelineSteps(ctx, root) : [];
      return steps.length ? <TaxYearTimeline ctx={ctx} state={config!.stateName[ctx.lang]} steps={steps} /> : null;
    }
    case 'referendum':
      return (
        <ReferendumNotice
          ctx={ctx}
          date={date('facts.tx.referendum.electionDate')}
          earlyFrom={date('facts.tx.referendum.earlyVotingFrom')}
          earlyTo={date('facts.tx.referendum.earlyVotingTo')}
          registration={date('facts.tx.referendum.registrationDeadline')}
        />
      );
    case 'guide-list':
      return <GuideList groups={guideIndex(env)} />;
    case 'related':
      return <RelatedGuides ctx={ctx} links={relatedLinks(env, args[0] ?? '')} />;
    case 'exemptions':
      return config ? <ExemptionTable ctx={ctx} config={config} /> : null;
    case 'how-it-works':
      return config ? (
        <section className="card" aria-labelledby="state-steps">
          <h3 id="state-steps">{ctx.t('content.howItWorks.stateSteps', { state: config.stateName[ctx.lang] })}</h3>
          <ol>
            {config.howItWorks.map((s, i) => (
              <li key={i}>{s[ctx.lang]}</li>
            ))}
          </ol>
        </section>
      ) : null;
    case 'affiliate-link':
      return <AffiliateLink ctx={ctx} url={String(lookupKey(root, 'facts.us.links.irsFreeFile'))} />;
    case 'contact-form':
      // The contact form's island (components/forms); without script the page text says how else to reach us.
      for (const island of formsIslands(ctx)) islands.add(island);
      return (
        <div id="contact-form-slot">
          <ContactFormIsland ctx={ctx} />
          <noscript>
            <p className="notice">{ctx.t('content.contact.slotNoScript')}</p>
          </noscript>
        </div>
      );
    default:
      throw new Error(`unknown directive ::${name} (expected one of ${DIRECTIVES.join(', ')})`);
  }
}
