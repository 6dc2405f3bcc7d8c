// The shapes of the content sources: a guide page as read, and the FAQ and glossary files (their zod
// schemas). A leaf: content.ts reads and content-check.ts checks them without importing each other.
import { z } from 'zod';

export interface PageSource {
  title: string;
  description: string;
  breadcrumb: string;
  path: string;
  body: string;
  /** Line of the body's first line in the source file, for messages. */
  bodyLine: number;
}

const localized = z.object({ en: z.string().min(1), es: z.string().min(1) }).strict();
const FAQ_CATEGORIES = ['general', 'calculations', 'exemptions', 'payments', 'appeals'] as const;
export const faqFile = z
  .object({
    entries: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            category: z.enum(FAQ_CATEGORIES),
            question: localized,
            answer: localized,
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export const glossaryFile = z
  .object({
    categories: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), label: localized }).strict()).min(1),
    entries: z
      .array(
        z
          .object({ id: z.string().regex(/^[a-z0-9-]+$/), category: z.string(), term: localized, body: localized })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type FaqFile = z.infer<typeof faqFile>;
export type GlossaryFile = z.infer<typeof glossaryFile>;
