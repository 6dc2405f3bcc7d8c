import type { PageContext } from '../page-context.ts';

/** The free federal filing link: a new tab, marked sponsored, with the disclosure one click away. */
export function AffiliateLink({ ctx, url }: { ctx: PageContext; url: string }) {
  const { t } = ctx;
  return (
    <aside className="card affiliate" aria-label={t('content.affiliate.label')} data-affiliate>
      <p>
        <a href={url} target="_blank" rel="noopener sponsored">
          {t('affiliate.freeFiling')}
        </a>{' '}
        <span className="small muted">{t('common.opensInNewTab')}</span>
      </p>
      <p className="small">
        {t('content.affiliate.note')} {t('affiliate.disclosureShort')}{' '}
        <a href={ctx.href('/affiliate-disclosure')}>{t('content.affiliate.disclosureLink')}</a>
      </p>
    </aside>
  );
}
