// sources/product.json: the product year and display settings, read before everything else.
import { join } from 'node:path';
import type { Issue } from '../../result.ts';
import { pushAll } from '../../result.ts';
import { type Layout, rel } from '../../paths.ts';
import { readTextIfExists } from '../../ingest/read-text.ts';
import { jsonIssues, parseJson } from '../../shared/json-issues.ts';
import { type Product, product as productSchema } from '../../validate/schemas.ts';
import { productSchema as productOut } from '../../../schema/index.ts';
import type { SourceKind } from '../kind.ts';
import { pathPattern } from '../kind.ts';

export async function loadProduct(l: Layout, issues: Issue[]): Promise<Product | null> {
  const text = await readTextIfExists(join(l.root, rel.product));
  if (text === undefined) {
    issues.push({ where: rel.product, message: 'file: expected product.json, found none' });
    return null;
  }
  const { data, issues: syntax } = parseJson(rel.product, text);
  if (syntax.length) {
    pushAll(issues, syntax);
    return null;
  }
  const parsed = productSchema.safeParse(data);
  if (!parsed.success) {
    pushAll(issues, jsonIssues(rel.product, parsed.error, data));
    return null;
  }
  return parsed.data;
}

export const product: SourceKind<Product> = {
  paths: [rel.product],
  columns: 'JSON: productYear, diffFlagThresholdPct, display settings (validate/schemas.ts `product`)',
  reads: [],
  load: async (ctx) => (await loadProduct(ctx.layout, ctx.issues)) ?? undefined,
  emits: [
    {
      // Product settings (year, display constants) reach the site through generated/ like everything else.
      path: 'generated/product.json',
      owns: pathPattern('generated/product.json'),
      removeStale: false,
      from: ['product'],
      schema: productOut,
      plan: (s, out) => out.put('generated/product.json', s.product),
    },
  ],
};
