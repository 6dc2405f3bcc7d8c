// The build's last step: one pass over the pages it wrote, reading each once. It measures them (a
// size table per page kind) and refuses a page that links to a path of this build's sites that no
// build produces: a broken internal link fails the build, not a visitor.
import { median } from '../pipeline/shared/format.ts';

export interface BuiltPage {
  /** Its file inside the site's folder ('county/harris/index.html') and the URL path it is served at. */
  rel: string;
  url: string;
  /** The route kind ('county', 'guide' …): the size table's rows. */
  kind: string;
  /**
   * A page rendered in this build, scanned on the thread that rendered it while its HTML was in hand (its size and
   * internalLinks): it is not read back. Unset for a page kept from an earlier build, which is read from disk.
   */
  scanned?: { bytes: number; links: readonly string[] };
}

/** A site a link can point into: its base path and every file it serves, relative to that base. */
export interface LinkSite {
  base: string;
  /** null: a site built elsewhere from data this build lacks; links into it are not checked. */
  files: { has(file: string): boolean } | null;
  /** Only its pages are known (another site of the same build): its hashed assets and data are not checked. */
  pagesOnly?: boolean;
}

export interface KindSize {
  kind: string;
  pages: number;
  bytes: number;
  median: number;
  largest: { url: string; bytes: number };
}

export interface BrokenLink {
  page: string;
  link: string;
}

export interface SiteCheck {
  sizes: KindSize[];
  broken: BrokenLink[];
}

const LINK = /\s(?:href|src)="([^"#?]*)[^"]*"/g;

export function checkBuiltSite(pages: BuiltPage[], read: (rel: string) => string, sites: LinkSite[]): SiteCheck {
  const byKind = new Map<string, { url: string; bytes: number }[]>();
  const broken: BrokenLink[] = [];
  // Most links repeat on every page (header, footer, assets): each target is resolved once.
  const verdicts = new Map<string, boolean>();
  const ordered = [...sites].sort((a, b) => b.base.length - a.base.length);
  for (const page of pages) {
    const { bytes, links } = page.scanned ?? scanPage(read(page.rel));
    const list = byKind.get(page.kind) ?? [];
    list.push({ url: page.url, bytes });
    byKind.set(page.kind, list);
    for (const link of links) {
      let ok = verdicts.get(link);
      if (ok === undefined) verdicts.set(link, (ok = resolves(link, ordered)));
      if (!ok) broken.push({ page: page.url, link });
    }
  }
  const sizes = [...byKind].map(([kind, list]): KindSize => {
    const largest = list.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    return {
      kind,
      pages: list.length,
      bytes: list.reduce((s, p) => s + p.bytes, 0),
      median: median(list.map((p) => p.bytes)) ?? 0,
      largest,
    };
  });
  return { sizes, broken };
}

/** A page's size and internal links, from its HTML. */
export const scanPage = (html: string): { bytes: number; links: string[] } => ({
  bytes: Buffer.byteLength(html),
  links: internalLinks(html),
});

/** A page's links to paths of this build's sites (leading '/', not '//'), in order, a repeated link each time. */
export function internalLinks(html: string, intern: (link: string) => string = (link) => link): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(LINK)) {
    const link = m[1]!;
    if (link.startsWith('/') && !link.startsWith('//')) links.push(intern(link));
  }
  return links;
}

/**
 * internalLinks for many pages, held until the build's check: each distinct link is kept once, as its own copy. A
 * match is a slice of its page, and would keep every page's whole HTML in memory until then.
 */
export function linkScanner(): (html: string) => string[] {
  const known = new Map<string, string>();
  const intern = (link: string): string => {
    let own = known.get(link);
    if (own === undefined) {
      own = Buffer.from(link).toString();
      // Keyed by the copy too: the match as a key would keep its page's HTML as surely as the match in a list.
      known.set(own, own);
    }
    return own;
  };
  return (html) => internalLinks(html, intern);
}

/** Whether a site-internal path is served: a file of the site it falls under, or a folder's index.html. */
function resolves(link: string, sites: LinkSite[]): boolean {
  let path: string;
  try {
    path = decodeURIComponent(link.replace(/&amp;/g, '&'));
  } catch {
    return false;
  }
  // The API's routes are served by the API, not by the static sites.
  if (path === '/api' || path.startsWith('/api/')) return true;
  const site = sites.find((s) => path.startsWith(s.base) || `${path}/` === s.base);
  if (!site) return false;
  if (!site.files) return true;
  const rel = path.slice(site.base.length).replace(/\/+$/, '');
  if (site.pagesOnly && /^(assets|data)\//.test(rel)) return true;
  return site.files.has(rel) || site.files.has(rel === '' ? 'index.html' : `${rel}/index.html`);
}

export class BrokenLinkError extends Error {
  constructor(variant: string, broken: BrokenLink[]) {
    const shown = broken
      .slice(0, 20)
      .map((b) => `  ${b.page} links to ${b.link}`)
      .join('\n');
    const more = broken.length > 20 ? `\n  … and ${broken.length - 20} more` : '';
    super(
      `build ${variant}: refused, ${broken.length} internal link${broken.length === 1 ? '' : 's'} to a page or file ` +
        `no build produces:\n${shown}${more}\nFix the link (or add the page), then build again.`,
    );
    this.name = 'BrokenLinkError';
  }
}

const kb = (bytes: number): string =>
  bytes >= 10 * 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

/** The size table, one line per page kind, largest total first. */
export function formatSizeTable(sizes: KindSize[]): string[] {
  const rows = [...sizes].sort((a, b) => b.bytes - a.bytes);
  const kindWidth = Math.max(4, ...rows.map((r) => r.kind.length));
  const head = `${'kind'.padEnd(kindWidth)}  ${'pages'.padStart(6)}  ${'total'.padStart(11)}  ${'median'.padStart(9)}  largest`;
  return [
    head,
    ...rows.map(
      (r) =>
        `${r.kind.padEnd(kindWidth)}  ${String(r.pages).padStart(6)}  ${kb(r.bytes).padStart(11)}  ${kb(r.median).padStart(9)}  ${kb(r.largest.bytes)} ${r.largest.url}`,
    ),
  ];
}
