import type { Lang, Variant } from '../../../schema/codes.ts';
import type { TextTable } from '../text.ts';

interface FormsCommon {
  /** The island's id; element ids inside start with it, so two forms on one page never clash. */
  id: string;
  lang: Lang;
  /** The site variant, sent as the API's `state` ('tx' … or 'hub'). */
  site: Variant;
  stateName: string;
  /**
   * Where the API lives (build env API_BASE_URL); null: this copy of the site has none, so the forms say so and send
   * nothing.
   */
  apiBase: string | null;
  text: TextTable;
  /** Values the texts interpolate (state, year, month). */
  vars: Record<string, string | number>;
  boundary?: 'page' | 'component';
}

export type NewsletterProps = FormsCommon & { kind: 'newsletter' };
export type NotifyProps = FormsCommon & { kind: 'notify'; county: string | null };
export type ContactProps = FormsCommon & { kind: 'contact' };
export type PopupProps = FormsCommon & { kind: 'popup'; delayMs: number; closeMs: number };

/** Props of a 'forms' island, one kind of form each. */
export type FormsIslandProps = NewsletterProps | NotifyProps | ContactProps | PopupProps;
