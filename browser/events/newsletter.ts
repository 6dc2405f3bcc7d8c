// The forms announce sign-ups as a DOM event, as the calculator announces calculations; listeners
// (analytics, when a site owner configured it) stay decoupled from the forms.
export const NEWSLETTER_EVENT = 'ptc:newsletter';

export interface NewsletterDetail {
  email: string;
  source: 'popup' | 'inline';
  /** Whether the API accepted the sign-up. */
  ok: boolean;
}

export function announceNewsletter(detail: NewsletterDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<NewsletterDetail>(NEWSLETTER_EVENT, { detail }));
}
