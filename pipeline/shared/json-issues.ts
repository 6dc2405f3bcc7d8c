// Turns zod's findings on a JSON file into issues in the project's `field: expected …, found …` form.
import type { z } from 'zod';
import type { Issue } from '../result.ts';

type ZodIssue = z.core.$ZodIssue;

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const k of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

function expectation(zi: ZodIssue): string {
  switch (zi.code) {
    case 'invalid_type':
      return `a value of type ${zi.expected}`;
    case 'too_small':
      return `a value of at least ${String(zi.minimum)}`;
    case 'too_big':
      return `a value of at most ${String(zi.maximum)}`;
    case 'invalid_value':
      return `one of ${zi.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `no key ${zi.keys.join(', ')} (not part of the format)`;
    default:
      return zi.message;
  }
}

function found(v: unknown): string {
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

export function jsonIssues(file: string, error: z.ZodError, data: unknown): Issue[] {
  return error.issues.map((zi) => {
    const field = zi.path.length ? zi.path.map(String).join('.') : '(file)';
    const shownValue = zi.code === 'unrecognized_keys' ? 'an object with them' : found(valueAt(data, zi.path));
    return { where: file, message: `${field}: expected ${expectation(zi)}, found ${shownValue}` };
  });
}

/** JSON.parse as a Result-friendly step: a syntax error is a user error, not a crash. */
export function parseJson(file: string, text: string): { data?: unknown; issues: Issue[] } {
  try {
    return { data: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text), issues: [] };
  } catch (err) {
    return { issues: [{ where: file, message: `json: expected valid JSON, found ${(err as Error).message}` }] };
  }
}
