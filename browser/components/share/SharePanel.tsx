import { useRef, useState } from 'react';
import type { ShowToast } from '../Toasts.tsx';
import { copyText, shareTargets } from './share-links.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

interface Props {
  url: string;
  /** Short text for a post (spec: share.text). */
  text: string;
  subject: string;
  /** The report details, for the e-mail body and Copy. */
  details: string;
  t: Translate;
  show: ShowToast;
  toastMs: number;
  failureMs: number;
}

/** Share (spec §2, §4): a panel that toggles open, with e-mail, Twitter, Facebook, Copy and Copy link. */
export function SharePanel({ url, text, subject, details, t, show, toastMs, failureMs }: Props) {
  const [open, setOpen] = useState(false);
  const [manual, setManual] = useState(false);
  const manualRef = useRef<HTMLInputElement>(null);
  const targets = shareTargets(url, text, subject, details);
  const copy = async (what: string, success: string): Promise<void> => {
    try {
      await copyText(what);
      show({ kind: 'success', title: success, ms: toastMs });
    } catch {
      show({ kind: 'error', title: t('share.copyFailed'), ms: failureMs });
      setManual(true);
      requestAnimationFrame(() => manualRef.current?.select());
    }
  };
  const newTab = <span className="sr-only"> {t('common.opensInNewTab')}</span>;
  return (
    <div className="share">
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls="share-panel"
        onClick={() => setOpen(!open)}
      >
        {t('share.share')}
      </button>
      {open && (
        <div id="share-panel" className="share-panel" role="group" aria-labelledby="share-panel-title">
          <p id="share-panel-title" className="share-title">
            {t('share.title')}
          </p>
          <ul className="share-list">
            <li>
              <a href={targets.email} data-share="email">
                {t('share.email')}
              </a>
            </li>
            <li>
              <a href={targets.twitter} target="_blank" rel="noopener noreferrer" data-share="twitter">
                {t('share.twitter')}
                {newTab}
              </a>
            </li>
            <li>
              <a href={targets.facebook} target="_blank" rel="noopener noreferrer" data-share="facebook">
                {t('share.facebook')}
                {newTab}
              </a>
            </li>
            <li>
              <button
                type="button"
                className="link-button"
                data-share="copy"
                onClick={() => void copy(details, t('report.copied'))}
              >
                {t('share.copy')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className="link-button"
                data-share="copy-link"
                onClick={() => void copy(url, t('share.linkCopied'))}
              >
                {t('share.copyLink')}
              </button>
            </li>
          </ul>
          {manual && (
            <p>
              <label htmlFor="share-url" className="field-label">
                {t('forms.share.linkLabel')}
              </label>
              <input
                id="share-url"
                ref={manualRef}
                type="text"
                readOnly
                value={url}
                onFocus={(e) => e.target.select()}
              />
            </p>
          )}
        </div>
      )}
    </div>
  );
}
