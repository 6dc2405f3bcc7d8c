// A units file is written as its schema's check gives it back (checked-record.ts), and checking a state's every unit
// took a tenth of a second of each unit's import. The file on disk, on record as checked, already holds every county
// whose text is unchanged: a county whose units serialize to the same text is the same value, and that value passed
// the check. So only the counties whose text differs, and the file's own fields, are checked now. Anything else (no
// file on record, a file laid out otherwise, most counties changed, a failed check) takes the whole check, and so its
// result and its messages.
import type { z } from 'zod';
import { unitsFileSchema } from '../../schema/index.ts';
import { entryDigests } from '../shared/entry-digests.ts';
import { toRecordJson } from '../shared/format.ts';
import { utf8Bytes } from '../shared/utf8-bytes.ts';

export type UnitsFile = z.output<typeof unitsFileSchema>;

/** The checked file and its text as toRecordJson writes it, or the whole check's failure. */
export type CheckedUnits = { success: true; data: UnitsFile; text: string } | { success: false };

/** `file` checked with unitsFileSchema, county by county against `before`: the bytes on disk on record as checked. */
export function checkUnits(file: unknown, before: Buffer | null): CheckedUnits {
  const whole = (): CheckedUnits => {
    const checked = unitsFileSchema.safeParse(file);
    return checked.success
      ? { success: true, data: checked.data, text: toRecordJson(checked.data) }
      : { success: false };
  };
  const counties = (file as { counties?: unknown } | null)?.counties;
  if (before === null || typeof counties !== 'object' || counties === null || Array.isArray(counties)) return whole();
  const text = toRecordJson(file);
  const old = entryDigests(before, 'counties');
  // As bytes, kept for the comparison with the disk, the record and the write that follow (utf8-bytes.ts).
  const now = entryDigests(utf8Bytes(text), 'counties');
  if (!old || !now) return whole();
  const checked = checkChanged(
    file,
    Object.keys(now).filter((fips) => old[fips] !== now[fips]),
  );
  if (!checked) return whole();
  return { success: true, data: checked.data, text: checked.same ? text : toRecordJson(checked.data) };
}

/**
 * `file` checked with unitsFileSchema where its counties but `changed` are as in bytes on record as checked: its own
 * fields and those counties alone. `same`: the check gave them back as they were (key order too). Null where the
 * whole check must answer: most counties changed (a new year's table, no slower whole), or one failed.
 */
export function checkChanged(file: unknown, changed: readonly string[]): { data: UnitsFile; same: boolean } | null {
  const list = (file as { counties: Record<string, unknown> }).counties;
  if (changed.length * 2 > Object.keys(list).length) return null;
  const top = unitsFileSchema.safeParse({ ...(file as object), counties: {} });
  if (!top.success) return null;
  const { keyType, valueType } = unitsFileSchema.shape.counties;
  const data: UnitsFile = { ...top.data, counties: { ...(list as UnitsFile['counties']) } };
  let same = JSON.stringify({ ...top.data, counties: {} }) === JSON.stringify({ ...(file as object), counties: {} });
  for (const fips of changed) {
    const units = valueType.safeParse(list[fips]);
    if (!keyType.safeParse(fips).success || !units.success) return null;
    data.counties[fips] = units.data;
    same &&= JSON.stringify(units.data) === JSON.stringify(list[fips]);
  }
  return { data, same };
}
