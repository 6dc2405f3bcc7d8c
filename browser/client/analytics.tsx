// Entry point of analytics, on every page of a build that configured a tag-manager container or an
// error-reporting DSN, and on no page otherwise. It stays small and shares nothing with the islands'
// chunks; the SDKs (error reporting, web vitals) load on their own, when the page is idle.
import type { AnalyticsProps } from '../analytics/start.ts';
import { startAnalytics } from '../analytics/start.ts';

const root = document.querySelector<HTMLElement>('[data-island="analytics"]');
const script = root && document.querySelector<HTMLScriptElement>(`script[data-island-props="${root.id}"]`);
if (root && script?.textContent) startAnalytics(window, root, JSON.parse(script.textContent) as AnalyticsProps);
