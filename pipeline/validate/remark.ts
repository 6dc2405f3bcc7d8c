// A record's free remark (a correction, a gap in the source) is read in both languages: visitors see
// it on English and Spanish pages alike, so a note without its Spanish twin (or the reverse) is refused.
import type { Localized } from '../../schema/index.ts';
import type { CsvTable } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import { fieldIssue } from './rows.ts';

export function remarkOf(
  t: CsvTable,
  line: number,
  note: string,
  noteEs: string,
): { remark: Localized | null; issues: Issue[] } {
  if (note && !noteEs) {
    return {
      remark: null,
      issues: [
        fieldIssue(
          t,
          line,
          'note',
          'its Spanish twin in a note_es column (every remark is shown in both languages)',
          'a note in one language only',
        ),
      ],
    };
  }
  if (noteEs && !note)
    return {
      remark: null,
      issues: [fieldIssue(t, line, 'note', 'the note in English, as note_es has one', 'nothing')],
    };
  return { remark: note ? { en: note, es: noteEs } : null, issues: [] };
}
