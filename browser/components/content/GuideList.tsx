import type { PageContext } from '../page-context.ts';

export interface GuideLink {
  href: string;
  title: string;
  description?: string;
}

export interface GuideGroup {
  id: string;
  heading: string;
  links: GuideLink[];
}

/** The tax guides index: each group of guides with its title and one line on what it covers. */
export function GuideList({ groups }: { groups: GuideGroup[] }) {
  return (
    <div className="guide-index" data-guide-index>
      {groups
        .filter((g) => g.links.length)
        .map((g) => (
          <section key={g.id} aria-labelledby={`guides-${g.id}`}>
            <h2 id={`guides-${g.id}`}>{g.heading}</h2>
            <ul className="link-list">
              {g.links.map((l) => (
                <li key={l.href}>
                  <a href={l.href}>{l.title}</a>
                  {l.description && <div className="small muted">{l.description}</div>}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

/** Links onward from a guide: this state's guide on the topic, or every state site's on the hub. */
export function RelatedGuides({ ctx, links }: { ctx: PageContext; links: GuideLink[] }) {
  if (!links.length) return null;
  return (
    <nav className="card related" aria-labelledby="related-guides">
      <h3 id="related-guides">{ctx.t('content.related.heading')}</h3>
      <ul className="link-list">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>{l.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
