// The page shell (templates/page.html.hbs) is filled by the build's own compiler of it (generator/shell.ts), not by
// Handlebars: for the shell and for every construct it takes, it writes what Handlebars writes, byte for byte, and it
// refuses what it does not take rather than write something else.
import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ShellInput, compileShell, escapeField } from '../../../generator/shell.ts';

const TEMPLATE = readFileSync(join(process.cwd(), 'templates/page.html.hbs'), 'utf8');
const handlebars = (template: string) => Handlebars.compile(template, { strict: true });

const input: ShellInput = {
  htmlLang: 'es-US',
  title: 'Condado de Travis, Texas: impuesto a la propiedad | "Estimador" & <más>',
  description: "Impuesto en el condado: mediana, tasa efectiva y estimaciones a varios valores (='`')",
  canonical: 'https://example.org/es/condado/travis?x=1&y=2',
  alternates: [
    { hreflang: 'en', href: 'https://example.org/county/travis' },
    { hreflang: 'es', href: 'https://example.org/es/condado/travis' },
  ],
  stylesheet: '/assets/site-c76923600a.css',
  favicon: '/assets/favicon-6ea6b13338.svg',
  scripts: ['/assets/calculator-1.js', '/assets/wizard-2.js'],
  body: '<main id="main"><h1>Travis</h1><p>{{not a field}} &amp; <b>raw</b></p></main>',
  csp: "default-src 'self'; script-src 'self'; img-src 'self' data:",
};

describe('the page shell', () => {
  const ours = compileShell(TEMPLATE);
  const theirs = handlebars(TEMPLATE);

  it("writes what Handlebars writes, for pages with and without scripts, alternates or robots' noindex", () => {
    for (const page of [
      input,
      { ...input, robotsNoindex: true },
      { ...input, robotsNoindex: false, scripts: [], alternates: [] },
      { ...input, htmlLang: 'en-US', title: 'Travis County, Texas', body: '' },
    ])
      expect(ours(page)).toBe(theirs(page));
    expect(ours(input)).toContain('<title>Condado de Travis, Texas: impuesto a la propiedad | &quot;Estimador&quot;');
    expect(ours(input)).toContain(input.body);
  });

  it('escapes a field as Handlebars does, and leaves the body as rendered', () => {
    const all = `&<>"'\`= plain é`;
    expect(escapeField(all)).toBe(Handlebars.escapeExpression(all));
    for (const value of [null, undefined, 0, false, 12.5, ''])
      expect(escapeField(value)).toBe(Handlebars.escapeExpression(value as unknown as string));
  });

  it('takes fields, lists and conditions with their lines as Handlebars does', () => {
    const templates = [
      'a{{x}}b{{{y}}}c',
      'x\n  {{#each list}}  \n<{{this}}>\n{{/each}}\ny',
      '{{#each list}}\n[{{this}}]\n{{/each}}',
      'top\n{{#if flag}}\nyes\n{{/if}}\n{{#each list}}\n{{this}}\n{{/each}}\nend\n',
      '{{#if flag}}inline{{/if}} and {{#each list}}{{this}},{{/each}}.',
      '{{#each items}}<a href="{{this.href}}">{{this.name}}</a>\n{{/each}}',
      'a {{#if flag}}\nb\n{{/if}} c',
    ];
    const scopes = [
      { x: '<x>', y: '<y>', list: ['1', '<2>'], flag: true, items: [{ href: '/a?b=1&c', name: "O'Brien" }] },
      { x: null, y: undefined, list: [], flag: false, items: [] },
      { x: 0, y: 'raw', list: [0], flag: 'yes', items: [{ href: '', name: '' }] },
    ];
    for (const template of templates)
      for (const scope of scopes)
        expect(compileShell(template)(scope as unknown as ShellInput), template).toBe(handlebars(template)(scope));
  });

  it('refuses a field the input does not have, as strict Handlebars does; a condition on one is false', () => {
    expect(() => compileShell('{{missing}}')({} as ShellInput)).toThrow(/"missing" not defined/);
    expect(() => handlebars('{{missing}}')({})).toThrow();
    expect(compileShell('a{{#if missing}}b{{/if}}c')({} as ShellInput)).toBe('ac');
  });

  it('refuses what it does not take, naming the template and the tag', () => {
    for (const tag of ['{{> footer}}', '{{! note}}', '{{else}}', '{{lookup a b}}', '{{#with a}}x{{/with}}', '{{../a}}'])
      expect(() => compileShell(`x ${tag} y`, 'templates/test.hbs'), tag).toThrow(/^templates\/test\.hbs: expected/);
    expect(() => compileShell('{{#if a}}x')).toThrow(/without \{\{\/if\}\}/);
    expect(() => compileShell('{{#if a}}x{{/each}}')).toThrow(/found \{\{\/each\}\}/);
  });
});
