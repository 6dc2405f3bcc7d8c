import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** All disk work of a build goes through this object, so tests can run a build in memory. */
export interface BuildEffects {
  write(path: string, content: string | Uint8Array): void;
  read(path: string): string;
  exists(path: string): boolean;
  /** Bytes of a written file, or null when there is none: an altered or deleted page is rebuilt. */
  size(path: string): number | null;
  remove(path: string): void;
  list(dir: string): string[];
  log(line: string): void;
}

export function diskEffects(log: (line: string) => void = console.log): BuildEffects {
  const made = new Set<string>();
  return {
    write(path, content) {
      const dir = dirname(path);
      if (!made.has(dir)) {
        mkdirSync(dir, { recursive: true });
        made.add(dir);
      }
      writeFileSync(path, content);
    },
    read: (path) => readFileSync(path, 'utf8'),
    exists(path) {
      try {
        statSync(path);
        return true;
      } catch {
        return false;
      }
    },
    size(path) {
      try {
        return statSync(path).size;
      } catch {
        return null;
      }
    },
    remove: (path) => rmSync(path, { force: true, recursive: true }),
    list(dir) {
      const out: string[] = [];
      const walk = (d: string): void => {
        for (const entry of readdirSync(d, { withFileTypes: true })) {
          const p = join(d, entry.name);
          if (entry.isDirectory()) walk(p);
          else out.push(relative(dir, p));
        }
      };
      try {
        walk(dir);
      } catch {
        return [];
      }
      return out.sort();
    },
    log,
  };
}

/**
 * Outputs in memory, inputs (sources, templates, code) read from disk: a whole build with no file
 * written, for tests. Reading a path never written falls through to the disk.
 */
export function memoryEffects(): BuildEffects & { files: Map<string, string | Uint8Array>; lines: string[] } {
  const files = new Map<string, string | Uint8Array>();
  const lines: string[] = [];
  return {
    files,
    lines,
    write: (path, content) => void files.set(path, content),
    read(path) {
      const f = files.get(path) ?? readFileSync(path, 'utf8');
      return typeof f === 'string' ? f : Buffer.from(f).toString('utf8');
    },
    exists: (path) => files.has(path),
    size(path) {
      const f = files.get(path);
      return f === undefined ? null : typeof f === 'string' ? Buffer.byteLength(f) : f.byteLength;
    },
    remove(path) {
      for (const key of [...files.keys()]) if (key === path || key.startsWith(`${path}/`)) files.delete(key);
    },
    list: (dir) =>
      [...files.keys()]
        .filter((k) => k.startsWith(`${dir}/`))
        .map((k) => k.slice(dir.length + 1))
        .sort(),
    log: (line) => void lines.push(line),
  };
}
