// The shape of an endpoint and what it answers: a leaf the route tables (routes.ts, notify-routes.ts) import.
import type { ApiConfig } from './config.ts';
import type { ApiLanguage, ApiSuccessStatus } from './contract.ts';
import type { emailTemplates } from './emails.ts';
import type { MessageKey } from './messages.ts';
import type { Store } from './store.ts';

export interface Reply {
  status: number;
  json?: object;
  html?: string;
  headers?: Record<string, string>;
}
export interface Ctx {
  lang: ApiLanguage;
  body: unknown;
  url: URL;
}
export interface Deps {
  store: Store;
  cfg: ApiConfig;
  templates: ReturnType<typeof emailTemplates>;
  /** An e-mail job was queued: send it now rather than at the next poll. */
  mailQueued: () => void;
}

export interface Route {
  method: 'GET' | 'POST';
  handle(ctx: Ctx, deps: Deps): Promise<Reply> | Reply;
  /** POST only: what a caught bot is told, the same as a real first success. */
  decoy?: [ApiSuccessStatus, MessageKey];
  /** GET pages the e-mail links open: their failures are pages too, in the link's language. */
  page?: true;
  /** Also answers a POST with no JSON body: the one-click unsubscribe of RFC 8058. */
  oneClick?(ctx: Ctx, deps: Deps): Promise<Reply>;
}
