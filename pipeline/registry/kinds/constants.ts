// sources/constants/<scope>.csv (+ labels.csv): every sourced constant an engine or page uses, by
// tax year, with its source.
import { pushAll } from '../../result.ts';
import {
  CONSTANT_COLUMNS,
  CONSTANT_SCOPES,
  type ConstantScope,
  type ConstantTable,
  loadConstants,
} from '../../validate/constants.ts';
import { constantsFileSchema } from '../../../schema/index.ts';
import { constantsOutput } from '../../emit/outputs.ts';
import { type SourceKind, pathPattern } from '../kind.ts';

export const constants: SourceKind<Partial<Record<ConstantScope, ConstantTable>>> = {
  paths: ['sources/constants/<scope>.csv', 'sources/constants/labels.csv'],
  columns: CONSTANT_COLUMNS,
  reads: [],
  async load(ctx) {
    const loaded = await loadConstants(ctx.layout.sources);
    pushAll(ctx.issues, loaded.issues);
    return loaded.tables;
  },
  emits: [
    {
      // The product year's figure of each key with its source, and every year on file.
      path: 'generated/constants/<scope>.json',
      owns: pathPattern('generated/constants/<scope>.json', { scope: CONSTANT_SCOPES }),
      removeStale: true,
      from: ['constants', 'product'],
      schema: constantsFileSchema,
      plan(s, out) {
        for (const [scope, table] of Object.entries(s.constants))
          out.put(`generated/constants/${scope}.json`, constantsOutput(table, s.product.productYear));
      },
    },
  ],
};
