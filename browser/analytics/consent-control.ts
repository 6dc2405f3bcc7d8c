// The footer's consent control (server markup in AnalyticsIsland.tsx). It only works with JS, so the
// server renders it hidden and this shows it: a button that opens two switches, applied at once.
import type { Consent } from './consent.ts';

export function mountConsentControl(root: HTMLElement, consent: Consent, onChange: (next: Consent) => void): void {
  const control = root.querySelector<HTMLElement>('[data-consent-control]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-consent-toggle]');
  const panel = root.querySelector<HTMLElement>('[data-consent-panel]');
  const status = root.querySelector<HTMLElement>('[data-consent-status]');
  const box = (name: keyof Consent): HTMLInputElement | null =>
    root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const analytics = box('analytics');
  const marketing = box('marketing');
  if (!control || !toggle || !panel || !analytics || !marketing) return;

  analytics.checked = consent.analytics;
  marketing.checked = consent.marketing;
  control.hidden = false;
  toggle.addEventListener('click', () => {
    const open = panel.hidden;
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  });
  const changed = (): void => {
    onChange({ analytics: analytics.checked, marketing: marketing.checked });
    if (status) status.textContent = status.dataset.saved ?? '';
  };
  analytics.addEventListener('change', changed);
  marketing.addEventListener('change', changed);
}
