// Guide tools embedded with `::tool <name>`, and the FAQ and glossary (`::faq`, `::glossary [scope …]`)
// whose entries are this area's content and whose list and search are the tools area's island.
// The tools area builds every tool's props (generator/pages/tool-props.ts); the FAQ and glossary entries
// are handed over ready-made, with their placeholders already filled for this site and language.
import type { ReactNode } from 'react';
import {
  renderTool,
  TOOL_NAMES,
  type FaqEntry,
  type GlossaryEntry,
  type ToolCategory,
  type ToolName,
} from '../../../browser/components/tools/registry.tsx';
import { FAQ_CATEGORIES } from '../tool-search-props.ts';
import { toolProps } from '../tool-props.ts';
import type { DirectiveEnv } from './directive-env.ts';
import { fillPlaceholders } from '../../../i18n/placeholders.ts';

/** Scopes whose entries a site shows: the shared ones, then the state's own. */
export function entryScopes(env: DirectiveEnv): string[] {
  return ['us', ...(env.ctx.config ? [env.ctx.config.stateCode] : [])];
}

const hasEntries = <T extends { id: string }>(
  categories: ToolCategory[],
  entries: (T & { category: string })[],
): ToolCategory[] =>
  categories.filter(
    (c, i) => categories.findIndex((x) => x.id === c.id) === i && entries.some((e) => e.category === c.id),
  );

export function faqEntries(
  env: DirectiveEnv,
  scopes = entryScopes(env),
): { entries: FaqEntry[]; categories: ToolCategory[] } {
  const { ctx, data, root } = env;
  const fill = (s: string) => fillPlaceholders(s, root, ctx.lang);
  const entries = scopes
    .flatMap((scope) => data.content[scope]?.faq?.entries ?? [])
    .map((e) => ({
      id: e.id,
      question: fill(e.question[ctx.lang]),
      answer: fill(e.answer[ctx.lang]),
      category: e.category,
    }));
  const categories = FAQ_CATEGORIES.map((id) => ({ id, label: ctx.t(`faq.categories.${id}`) }));
  return { entries, categories: hasEntries(categories, entries) };
}

export function glossaryEntries(
  env: DirectiveEnv,
  scopes = entryScopes(env),
): { entries: GlossaryEntry[]; categories: ToolCategory[] } {
  const { ctx, data, root } = env;
  const fill = (s: string) => fillPlaceholders(s, root, ctx.lang);
  const files = scopes.map((s) => data.content[s]?.glossary).filter((g) => g !== undefined);
  const entries = files
    .flatMap((f) => f.entries)
    .map((e) => ({ id: e.id, term: fill(e.term[ctx.lang]), body: fill(e.body[ctx.lang]), category: e.category }))
    .sort((a, b) => a.term.localeCompare(b.term, ctx.lang));
  const categories = files.flatMap((f) => f.categories.map((c) => ({ id: c.id, label: c.label[ctx.lang] })));
  return { entries, categories: hasEntries(categories, entries) };
}

export function entriesTool(env: DirectiveEnv, kind: 'faq' | 'glossary', args: string[]): ReactNode {
  const { ctx, data } = env;
  env.islands.add('tools');
  if (kind === 'faq')
    return renderTool(
      'faq-search',
      toolProps('faq-search', ctx, data, faqEntries(env, args.length ? args : undefined)),
    );
  return renderTool(
    'glossary-search',
    toolProps('glossary-search', ctx, data, glossaryEntries(env, args.length ? args : undefined)),
  );
}

export function embedTool(env: DirectiveEnv, name: string): ReactNode {
  if (!(TOOL_NAMES as readonly string[]).includes(name) || name === 'faq-search' || name === 'glossary-search') {
    throw new Error(
      `unknown tool ${name} (expected payment-calculator, prop13-demo, tax-shock or mello-roos-finder; the FAQ and glossary use ::faq and ::glossary)`,
    );
  }
  env.islands.add('tools');
  const tool = name as Exclude<ToolName, 'faq-search' | 'glossary-search'>;
  return renderTool(tool, toolProps(tool, env.ctx, env.data));
}
