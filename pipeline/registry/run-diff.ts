// `rates diff`: reads the rate tables (and what their checks read), then writes the report pair.
import { type Result } from '../result.ts';
import { commitFiles } from '../shared/journal.ts';
import { type DiffOptions, type DiffOutcome, buildDiff } from '../diff/diff-files.ts';
import { loadSources } from './load.ts';

export async function runDiff(root: string, o: DiffOptions): Promise<Result<DiffOutcome>> {
  const sources = await loadSources(root, { only: ['rates', 'product'] });
  if (!sources.ok) return sources;
  const built = buildDiff(sources.value, o);
  if (!built.ok) return built;
  await commitFiles(root, built.value.files);
  return built;
}
