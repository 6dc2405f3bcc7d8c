import { Calculator } from '../../browser/components/calculator/Calculator.tsx';
import { FormsIsland } from '../../browser/components/forms/islands.tsx';
import type { CalculatorProps } from '../../browser/components/calculator/props.ts';
import { Island } from '../../browser/components/Island.tsx';
import { Layout } from '../../browser/components/Layout.tsx';
import type { PageContext } from '../../browser/components/page-context.ts';
import { SearchBox } from '../../browser/components/search/SearchBox.tsx';

export function CalculatorPage({ ctx, calculator }: { ctx: PageContext; calculator: CalculatorProps }) {
  const { t } = ctx;
  return (
    <Layout
      ctx={ctx}
      hasCalculator
      breadcrumbs={[{ label: t('nav.home'), href: ctx.href('/') }, { label: t('calculator.title') }]}
    >
      <div className="wrap">
        <h1>{t('calculator.title')}</h1>
        <p className="muted">{t('calculator.intro')}</p>
        <SearchBox ctx={ctx} id="calculator-search" mode="fill" />
        <Island name="calculator" id="calculator-island" props={{ ...calculator, boundary: 'page' }}>
          <Calculator {...calculator} />
        </Island>
        <FormsIsland ctx={ctx} kind="newsletter" id="newsletter-card" />
        <p className="disclaimer">{t('disclaimer.long')}</p>
      </div>
      <FormsIsland ctx={ctx} kind="popup" id="newsletter-popup" />
    </Layout>
  );
}
