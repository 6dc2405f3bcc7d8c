// The facts the tools compute with, checked when sources/ is validated: a figure of the wrong kind
// stops `rates validate` and `rates emit` with its file, line and column, so the build and the
// pages can take the emitted facts as typed (generator/pages/tool-facts.ts).
import { z } from 'zod';

const figure = z.number().refine(Number.isFinite, 'a finite number');
const monthDay = z.string().regex(/^\d{2}-\d{2}$/, 'a month and day as MM-DD');

const payment = z.looseObject({
  dueDate: monthDay,
  split: z.looseObject({ first: monthDay, second: monthDay }),
  penalty: z.looseObject({ firstMonthPct: figure, monthlyIncreasePct: figure, julyTotalPct: figure }),
  interestMonthlyPct: figure,
  attorneyFee: z.looseObject({ maxPct: figure, from: monthDay }),
  earlyDiscounts: z.looseObject({ schedule: z.array(z.looseObject({ month: z.int().min(1).max(12), pct: figure })) }),
  fees: z.looseObject({
    cardMaxPct: figure,
    counties: z.array(z.looseObject({ county: z.string().min(1), cardPct: figure, eCheck: figure })),
  }),
  example: z.looseObject({ bill: figure }),
});
const melloRoos = z.looseObject({ redFlags: z.looseObject({ chargeOfValuePct: figure, totalRatePct: figure }) });
const prop13 = z.looseObject({
  baseYear: z.int(),
  example: z.looseObject({ purchasePrice: figure, purchaseYear: z.int(), currentMarketValue: figure }),
});

/** Scope → topic → schema, for the topics a tool computes with (the rest are cited as text by guides). */
export const TOOL_FACT_SCHEMAS: Record<string, Record<string, z.ZodType>> = {
  tx: { payment },
  ca: { 'mello-roos': melloRoos, 'tools-prop13': prop13 },
};

/** One schema per scope, so a scope's schema is the same object wherever it is asked for. */
const factsSchemas = new Map<string, ReturnType<typeof factsSchemaOf>>();

/** generated/facts/<scope>.json as the reader checks it: every topic an object, a tool's topics in full. */
export function factsFileSchemaFor(scope: string) {
  let schema = factsSchemas.get(scope);
  if (!schema) factsSchemas.set(scope, (schema = factsSchemaOf(scope)));
  return schema;
}

function factsSchemaOf(scope: string) {
  const tools = Object.entries(TOOL_FACT_SCHEMAS[scope] ?? {});
  return z.record(z.string(), z.record(z.string(), z.unknown())).superRefine((facts, ctx) => {
    for (const [topic, schema] of tools) {
      const checked = facts[topic] === undefined ? null : schema.safeParse(facts[topic]);
      // zod's own findings, placed under the topic, so the message names the field as emit would.
      for (const issue of checked?.error?.issues ?? [])
        ctx.addIssue({ ...issue, path: [topic, ...issue.path] } as Parameters<typeof ctx.addIssue>[0]);
    }
  });
}

// What the schemas accept is what the pages read: generator/pages/tool-facts.ts checks its shapes against these.
export type PaymentFactsFile = z.output<typeof payment>;
export type MelloRoosFactsFile = z.output<typeof melloRoos>;
export type Prop13FactsFile = z.output<typeof prop13>;
