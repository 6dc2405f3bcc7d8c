import { Layout, stateLabel } from '../components/Layout.tsx';
import type { PageContext } from './context.ts';
import type { NationalCounty } from '../calc/types.ts';

/** The national hub's home: what the product is, the four state sites, and every state's county index. No calculator. */
export function HubHome({ ctx, national }: { ctx: PageContext; national: NationalCounty[] }) {
  const { t, lang } = ctx;
  const states = [...new Map(national.map((c) => [c.state, c.stateName])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <Layout ctx={ctx}>
      <section className="hero">
        <div className="wrap">
          <p className="badge">{ctx.hub.scope[lang]}</p>
          <h1>{ctx.hub.siteName[lang]}</h1>
          <p>{t('site.tagline')}</p>
        </div>
      </section>
      <div className="wrap">
        <h2>{t('hub.stateSitesHeading')}</h2>
        <ul className="link-list">
          {ctx.hub.stateSites.map((code) => (
            <li key={code}><a href={ctx.siteHref(code, '/')}>{t('site.stateName', { state: stateLabel(ctx, code) })}</a></li>
          ))}
        </ul>
        <h2>{t('states.title')}</h2>
        <p className="muted">{t('hub.statesIntro')}</p>
        <ul className="link-list">
          {states.map(([code, name]) => (
            <li key={code}><a href={ctx.href(`/states/${code.toLowerCase()}`)}>{name}</a></li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}
