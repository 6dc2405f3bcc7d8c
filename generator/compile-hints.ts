// V8 compiles a function when it is first called, on the main thread, unless the file opens with
// the `//# allFunctionsCalledOnLoad` comment (Chromium 136 and later): then it compiles them all
// while the file streams in, on a background thread. Hydrating an island calls most of the code
// the page loads up front, so that code is marked; chunks imported on demand (the wizard, the PDF)
// are not, nor are entries that wait for the visitor (search, forms), where eager work would be waste.
import type { Metafile } from 'esbuild';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The output files (paths as the metafile names them) that the given entry points load before they
 * run: each entry's own file and every chunk reached through static imports, not dynamic ones.
 */
export function loadedUpFront(metafile: Metafile, entryPoints: string[]): Set<string> {
  const wanted = new Set(entryPoints);
  const out = new Set<string>();
  const visit = (path: string): void => {
    if (out.has(path)) return;
    out.add(path);
    for (const i of metafile.outputs[path]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  for (const [path, output] of Object.entries(metafile.outputs))
    if (output.entryPoint && wanted.has(output.entryPoint)) visit(path);
  return out;
}

export function withCompileHint(contents: Uint8Array): Uint8Array {
  const hint = new TextEncoder().encode(COMPILE_HINT);
  const out = new Uint8Array(hint.length + contents.length);
  out.set(hint);
  out.set(contents, hint.length);
  return out;
}
