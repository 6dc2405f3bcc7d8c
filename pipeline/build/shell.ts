import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ShellInput {
  htmlLang: string;
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  stylesheet: string;
  favicon: string;
  scripts: string[];
  body: string;
  /** Content-Security-Policy for the <meta> tag (security-headers.ts), for hosts that send no headers. */
  csp: string;
  robotsNoindex?: boolean;
}

/** Compiles templates/page.html.hbs once; Handlebars escapes every field but the prerendered body. */
export function loadShell(root: string): (input: ShellInput) => string {
  const template = Handlebars.compile(readFileSync(join(root, 'templates/page.html.hbs'), 'utf8'), { strict: true });
  return (input) => template(input);
}
