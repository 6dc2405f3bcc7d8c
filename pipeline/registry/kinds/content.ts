// sources/content/<scope>/<id>.<en|es>.md (+ faq, glossary): guide texts as written, Markdown with
// {{placeholders}} that cite figures of generated/; every cited figure must exist and format.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pushAll } from '../../result.ts';
import { readOr } from '../../ingest/read-text.ts';
import { FACT_SCOPES } from '../../validate/facts.ts';
import { type Content, loadContent } from '../../validate/content.ts';
import { contentFileSchema } from '../../../schema/index.ts';
import { citedFigureIssues, contentOutput } from '../../emit/outputs.ts';
import { type LoadContext, type SourceKind, pathPattern } from '../kind.ts';
import { tableMemo } from '../table-memo.ts';

/** Every file loadContent reads, relative to the root, in order. */
function contentFiles(ctx: LoadContext): string[] {
  return FACT_SCOPES.flatMap((scope) => {
    const dir = join(ctx.layout.sources, 'content', scope);
    return readOr(() => readdirSync(dir), [] as string[])
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => relative(ctx.root, join(dir, name)));
  });
}

export const content: SourceKind<Content> = {
  paths: [
    'sources/content/<scope>/<id>.<lang>.md',
    'sources/content/<scope>/faq.json',
    'sources/content/<scope>/glossary.json',
  ],
  columns: 'Markdown with front matter (validate/content.ts); FAQ and glossary as JSON',
  reads: [],
  async load(ctx) {
    // Checked as it was last, while every file and the code are the same: a unit's import read and checked every
    // guide for the check of the figures they cite, a twentieth of a second.
    const memo =
      ctx.replace?.kind === 'content'
        ? null
        : tableMemo<Content>(ctx.root, 'sources/content', contentFiles(ctx), ctx.digests);
    const kept = memo?.take();
    if (kept) return kept;
    const loaded = await loadContent(ctx.layout.sources);
    pushAll(ctx.issues, loaded.issues);
    if (loaded.issues.length === 0) memo?.keep(loaded.content);
    return loaded.content;
  },
  emits: [
    {
      path: 'generated/content/<scope>.json',
      owns: pathPattern('generated/content/<scope>.json', { scope: FACT_SCOPES }),
      removeStale: true,
      from: ['content'],
      schema: contentFileSchema,
      plan(s, out) {
        for (const [scope, c] of Object.entries(s.content))
          if (c) out.put(`generated/content/${scope}.json`, contentOutput(c));
      },
    },
  ],
  checks: [
    {
      // What the sites' figure roots read (emit/planned-figures.ts).
      files:
        /^generated\/(?:product\.json|config\/[^/]+\.json|rates\/[^/]+\.json|units\/[^/]+\.json|nyc\/class-rates\.json|facts\/[^/]+\.json|constants\/[^/]+\.json)$/,
      from: ['content'],
      run: (s, files, values, touched) => citedFigureIssues(s.content, files, values, touched),
    },
  ],
};
