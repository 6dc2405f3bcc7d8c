import type { ReportDoc } from '../../report/report-data.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface ShareTargets {
  email: string;
  twitter: string;
  facebook: string;
}

/** Plain links to each service (no script of theirs on the page): a mailto, a tweet intent, a Facebook share. */
export function shareTargets(url: string, text: string, subject: string, body: string): ShareTargets {
  const e = encodeURIComponent;
  return {
    email: `mailto:?subject=${e(subject)}&body=${e(body)}`,
    twitter: `https://twitter.com/intent/tweet?text=${e(text)}&url=${e(url)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`,
  };
}

/** The report's figures as plain text, for the clipboard and the e-mail body. */
export function reportDetails(doc: ReportDoc, url: string, t: Translate): string {
  return [
    `${t('forms.share.detailsTitle')}: ${doc.heading}`,
    ...doc.figures.map(([label, value]) => `${label}: ${value}`),
    ...doc.details.map(([label, value]) => `${label}: ${value}`),
    ...(doc.buyer?.rows ?? []).map(([label, value]) => `${label}: ${value}`),
    t('forms.share.detailsLink', { url }),
    doc.disclaimer[0] ?? '',
  ].join('\n');
}

/** Writes text to the clipboard; the older execCommand route covers pages the Clipboard API refuses. */
export async function copyText(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard API');
    await navigator.clipboard.writeText(text);
  } catch (error) {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    if (!done) throw error;
  }
}
