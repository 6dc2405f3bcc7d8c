// sources/content/<scope>/<id>.<en|es>.md (+ faq, glossary): guide texts as written, Markdown with
// {{placeholders}} that cite figures of generated/; every cited figure must exist and format.
import { pushAll } from '../../result.ts';
import { FACT_SCOPES } from '../../validate/facts.ts';
import { type Content, loadContent } from '../../validate/content.ts';
import { contentFileSchema } from '../../../schema/index.ts';
import { citedFigureIssues, contentOutput } from '../../emit/outputs.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export const content: SourceKind<Content> = {
  paths: [
    'sources/content/<scope>/<id>.<lang>.md',
    'sources/content/<scope>/faq.json',
    'sources/content/<scope>/glossary.json',
  ],
  columns: 'Markdown with front matter (validate/content.ts); FAQ and glossary as JSON',
  reads: [],
  async load(ctx) {
    const loaded = await loadContent(ctx.layout.sources);
    pushAll(ctx.issues, loaded.issues);
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
