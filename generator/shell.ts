import Handlebars from 'handlebars';
import { join } from 'node:path';
import type { BuildEffects } from './effects.ts';

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
export function loadShell(root: string, fx: Pick<BuildEffects, 'read'>): (input: ShellInput) => string {
  const template = Handlebars.compile(fx.read(join(root, 'templates/page.html.hbs')), { strict: true });
  return (input) => template(input);
}
