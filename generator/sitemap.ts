const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One <url> per English page, with its Spanish twin and x-default as alternates (each listed once). */
export function sitemapXml(pairs: { en: string; es: string }[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const { en, es } of pairs) {
    for (const loc of [en, es]) {
      lines.push(
        `<url><loc>${escapeXml(loc)}</loc>` +
          `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>` +
          `<xhtml:link rel="alternate" hreflang="es" href="${escapeXml(es)}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/></url>`,
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}sitemap.xml\n`;
}
