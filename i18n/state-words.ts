// The base tables as the translators read them: the shared tables (strings/en.ts, es.ts) with each
// registered state's own words (states/<code>/strings.*.ts) at their places. The shared tables
// name no state; a state added to the registry brings its words with it.
import type { Lang } from '../schema/codes.ts';
import type { StateModule, Words } from '../states/types.ts';
import type { StringTree } from './strings/types.ts';

type Tree = { [key: string]: string | Tree };

export function withStateWords(shared: StringTree, lang: Lang, states: readonly StateModule[]): StringTree {
  const out = structuredClone(shared) as Tree;
  for (const { code, strings, subScopes = [], timeline } of states) {
    const own = strings[lang];
    const put = (path: readonly string[], text: string | Words | undefined) => place(out, path, text, code);
    put(['calculator', 'results', 'additionalCharges', code], own.additionalCharges);
    put(['content', 'assessor', `office_${code}`], own.assessor.office);
    put(['content', 'assessor', `directory_${code}`], own.assessor.directory);
    put(['sources', 'scopes', code], own.sourcesHeading);
    for (const scope of subScopes) put(['sources', 'scopes', scope], own.subScopeHeadings?.[scope]);
    for (const step of timeline) put(['content', 'timeline', `${code}_${step.key}`], own.timeline[step.key]);
    unused(code, 'subScopeHeadings', own.subScopeHeadings, subScopes);
    unused(
      code,
      'timeline',
      own.timeline,
      timeline.map((s) => s.key),
    );
    for (const [key, text] of Object.entries(own.extra ?? {})) put([key], text);
  }
  return out;
}

// Words for a scope or a step the state does not have are a slip (a renamed key), not spare text.
function unused(code: string, group: string, words: Words | undefined, keys: readonly string[]): void {
  const spare = Object.keys(words ?? {}).filter((k) => !keys.includes(k));
  if (spare.length > 0) throw new Error(`${code}: ${group} has words for ${spare.join(', ')}, which it does not have`);
}

// A key is set once: a state's text never hides a shared one or another state's.
function place(tree: Tree, path: readonly string[], text: string | Words | undefined, code: string, depth = 0): void {
  const at = () => `${code}: site string ${path.join('.')}`;
  if (text === undefined) throw new Error(`${at()} is missing`);
  const key = path[depth]!;
  const here = tree[key];
  if (depth < path.length - 1) {
    if (typeof here === 'string') throw new Error(`${at()}: ${path.slice(0, depth + 1).join('.')} is a text`);
    place(here ?? (tree[key] = {}), path, text, code, depth + 1);
  } else if (typeof text === 'string') {
    if (here !== undefined) throw new Error(`${at()} is already set`);
    tree[key] = text;
  } else {
    for (const [k, v] of Object.entries(text)) place(tree, [...path, k], v, code, depth);
  }
}
