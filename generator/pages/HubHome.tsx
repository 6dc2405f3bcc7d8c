import { statesIn } from '../../i18n/place-names.ts';
import { FormsIsland } from '../../browser/components/forms/islands.tsx';
import { Layout, stateLabel } from '../../browser/components/Layout.tsx';
import type { PageContext } from '../../browser/components/page-context.ts';
import type { NationalCounty } from '../../schema/index.ts';
import { NationalMap } from '../../browser/components/maps/NationalMap.tsx';
import type { MapData } from '../../browser/components/maps/types.ts';
import { SearchBox } from '../../browser/components/search/SearchBox.tsx';

/**
 * The national hub's home: what the product is, the four state sites, every state's county index and the newsletter
 * sign-up. No calculator.
 */
export function HubHome({ ctx, national, maps }: { ctx: PageContext; national: NationalCounty[]; maps?: MapData }) {
  const { t, lang } = ctx;
  const states = statesIn(national, ctx.lang);
  return (
    <Layout ctx={ctx}>
      <section className="hero">
        <div className="wrap">
          <p className="badge">{ctx.hub.scope[lang]}</p>
          <h1>{ctx.hub.siteName[lang]}</h1>
          <p>{t('site.tagline')}</p>
          <SearchBox ctx={ctx} id="hero-search" />
        </div>
      </section>
      <div className="wrap">
        <h2>{t('hub.stateSitesHeading')}</h2>
        <ul className="link-list">
          {ctx.hub.stateSites.map((code) => (
            <li key={code}>
              <a href={ctx.siteHref(code, '/')}>{t('site.stateName', { state: stateLabel(ctx, code) })}</a>
            </li>
          ))}
        </ul>
        {maps && <NationalMap ctx={ctx} national={national} maps={maps} />}
        {/* The map's table of states links each state; without a map, the plain list does. */}
        {!maps && (
          <>
            <h2>{t('states.title')}</h2>
            <p className="muted">{t('hub.statesIntro')}</p>
            <ul className="link-list">
              {states.map(([code, name]) => (
                <li key={code}>
                  <a href={ctx.href(`/states/${code.toLowerCase()}`)}>{name}</a>
                </li>
              ))}
            </ul>
          </>
        )}
        <FormsIsland ctx={ctx} kind="newsletter" id="newsletter-card" />
      </div>
    </Layout>
  );
}
