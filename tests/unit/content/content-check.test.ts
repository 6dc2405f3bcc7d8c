// The checks rates emit runs on guide texts catch what they exist to catch.
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  checkPagePair,
  headings,
  malformedPlaceholders,
  typedFigures,
} from '../../../pipeline/validate/content-check.ts';
import { parsePage } from '../../../pipeline/validate/content.ts';

const page = (body: string, title = 'T') => ({
  title,
  description: 'D',
  breadcrumb: 'B',
  path: '/guides/x',
  body,
  bodyLine: 6,
});

describe('typed figures', () => {
  it('flags amounts, percents, dates and counts typed into prose', () => {
    expect(typedFigures('The exemption is $140,000.').map((f) => f.found)).toEqual(['140,000.']);
    expect(typedFigures('Pay 2.25% by card').length).toBe(1);
    expect(typedFigures('Due January 31').length).toBe(1);
    expect(typedFigures('Texas has 254 counties').length).toBe(1);
  });

  it('lets names, statute sections, list markers, link targets and directives through', () => {
    expect(typedFigures('Proposition 13 and Prop 19 and Proposición 13 and SB 23')).toEqual([]);
    expect(typedFigures('(Texas Tax Code § 23.23 and § 33.01) Article 7, Class 1')).toEqual([]);
    expect(typedFigures('1. First step\n2. Second step')).toEqual([]);
    expect(typedFigures('See [the update](/guides/california-2025-updates).')).toEqual([]);
    expect(typedFigures('::tool prop13-demo')).toEqual([]);
    expect(typedFigures('It is {{config.exemptions.homestead.amount|money}} and {{facts.x.y|percent:2}}.')).toEqual([]);
  });

  it('finds stray braces that are not a placeholder', () => {
    expect(malformedPlaceholders('{{config.x|money}} and {{ bad key }}').length).toBe(2);
    expect(malformedPlaceholders('{{a.b+c.d|money}}')).toEqual([]);
  });
});

describe('page pairs', () => {
  it('accepts twins with the same sections, blocks and figures', () => {
    expect(checkPagePair('x', page('## A\n\n{{a.b|money}}\n\n::faq'), page('## A\n\n{{a.b|money}}\n\n::faq'))).toEqual(
      [],
    );
  });

  it('reports a Spanish page with a missing section, another block or other figures', () => {
    const issues = checkPagePair(
      'x',
      page('## A\n\n## B\n\n{{a.b|money}}\n\n::faq'),
      page('## A\n\n{{a.c|money}}\n\n::glossary'),
    );
    expect(issues.map((i) => i.message.split(':')[0])).toEqual(['headings', 'directives', 'placeholders']);
  });

  it('reports a # heading, since the title is the page heading', () => {
    expect(checkPagePair('x', page('# A'), page('# A')).some((i) => i.message.startsWith('headings'))).toBe(true);
  });

  it('counts headings outside code fences only', () => {
    expect(headings('## A\n```\n## not a heading\n```\n### B')).toEqual(['##', '###']);
  });
});

describe('frontmatter', () => {
  it('reads title, description, breadcrumb and path, and reports anything else', () => {
    const ok = parsePage('f.md', '---\ntitle: T\ndescription: D\nbreadcrumb: B\npath: /faq\n---\n\nBody');
    expect(ok.page).toMatchObject({ title: 'T', path: '/faq', body: 'Body' });
    const bad = parsePage('f.md', '---\ntitle: T\nauthor: me\n---\nBody');
    expect(bad.page).toBeNull();
    expect(bad.issues.map((i) => i.where)).toContain('f.md:3:1');
    expect(bad.issues.some((i) => i.message.includes('"description"'))).toBe(true);
  });
});

describe('loading sources/content', async () => {
  const { mkdtemp, mkdir, rm, writeFile } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { loadContent } = await import('../../../pipeline/validate/content.ts');

  it('names the file, line and column of a typed figure and a page without its Spanish twin', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await mkdir(join(dir, 'content', 'tx'), { recursive: true });
    const front = (path: string) => `---\ntitle: T\ndescription: D\nbreadcrumb: B\npath: ${path}\n---\n`;
    await writeFile(join(dir, 'content', 'tx', 'a.en.md'), `${front('/guides/a')}\n## Due\n\nPay by January 31.\n`);
    await writeFile(
      join(dir, 'content', 'tx', 'a.es.md'),
      `${front('/es/guias/a')}\n## Vence\n\nPague a más tardar el {{config.deadlines.taxDue}}.\n`,
    );
    await writeFile(join(dir, 'content', 'tx', 'b.en.md'), `${front('/guides/b')}\n## B\n`);
    const { issues } = await loadContent(dir);
    expect(issues.map((i) => i.where)).toEqual(
      expect.arrayContaining(['sources/content/tx/a.en.md:10:16', 'sources/content/tx/b.es.md']),
    );
    expect(issues.find((i) => i.where === 'sources/content/tx/a.es.md')?.message).toMatch(
      /^placeholders: expected the same figures/,
    );
  });
});
