// Texas's own words, English: its entries in the site strings (states/types.ts, StateStrings, says
// where i18n/state-words.ts puts each). strings.es.ts has the same keys, which the typecheck holds it to.
import type { StateStrings } from '../types.ts';

export const txStringsEn = {
  local: {
    countyOffice: 'Appraisal district',
    countyOfficeDirectory: 'Appraisal district directory',
    countyOfficeHelp:
      'Your county appraisal district sets the value your property tax is based on and handles exemption applications and protests.',
    taxCollector: 'Tax assessor-collector',
    homestead: 'Homestead exemption',
    appeal: 'Protest your appraisal',
    appealHelp: 'If the appraised value looks too high, you can file a protest with the appraisal review board.',
    taxBill: 'Property tax statement',
  },
  additionalCharges:
    'MUD and other district taxes are included only for the districts on this bill. PID assessments and other charges billed to the parcel are not, and can add thousands of dollars a year. Check your tax bill or the seller for these charges.',
  assessor: {
    office: 'appraisal district',
    directory: 'appraisal districts (Texas Comptroller)',
  },
  sourcesHeading: 'Texas: exemptions, limits, deadlines and fees',
  timeline: {
    valueSet: 'Appraisal districts set the value as of {{date}}',
    notices: 'Appraisal notices are mailed ({{from}} to {{to}})',
    protest: 'Protest deadline: {{date}}',
    hearings: 'Protest hearings ({{from}} to {{to}})',
    ratesSet: 'Taxing units set their rates ({{month}})',
    bills: 'Tax bills are mailed, from {{date}}',
    due: 'Taxes due: {{date}}',
    penalties: 'Penalty and interest start: {{date}}',
  },
  extra: {
    tools: {
      payment: {
        title: 'Quick payment calculator',
        taxBill: 'Tax bill',
        paymentDate: 'Payment date',
        penalty: 'Penalty',
        interest: 'Interest',
        totalExtra: 'Total extra',
        month: 'Month',
        discount: 'Discount',
        savingsOnBill: 'Savings on a {{amount}} bill',
        payInFull: 'Pay in full by {{date}}',
        splitPayment: 'Split payment: {{first}} and {{second}}',
      },
    },
    tool: {
      payment: {
        billHint: 'The total on your tax statement.',
        billRequired: 'Enter the amount of your tax bill.',
        optionsTitle: 'Your payment options',
        splitAmounts: '{{first}} + {{second}}',
        fullText: 'Pay {{amount}} by {{date}}: no penalty, no interest.',
        splitText:
          'Or, if your tax office accepts split payments, pay {{first}} by {{firstDate}} and {{second}} by {{secondDate}}, also without penalty or interest.',
        missedFirst:
          'Miss the {{firstDate}} half and the split is off: the full {{amount}} is due by {{date}}, and penalties start after that.',
        lateTitle: 'If you pay late',
        lateIntro:
          'A bill not paid by {{date}} is delinquent. The penalty is {{penalty}} in the first month and rises by {{step}} of the bill each month, to {{julyPenalty}} on {{feeDate}}; interest adds {{interest}} for each month or part of a month. The table shows what a payment made in that month adds.',
        attorneyFee: 'Attorney fee (up to)',
        youPay: 'You pay',
        inMonth: 'In {{month}}',
        fromDate: 'From {{date}}',
        upTo: 'up to {{amount}}',
        afterFeeDate:
          'From {{date}}, the county may hand unpaid bills to a collection attorney, who can add a fee of up to {{fee}} of the tax, penalty and interest. Interest keeps growing by {{interest}} a month until the bill is paid.',
        discountTitle: 'Early-payment discounts',
        discountIntro:
          "The law lets each taxing unit offer these discounts for early payment (Tax Code §31.05), but it is the unit's choice, and none of the largest counties' tax offices lists one. Check your bill or ask your tax office before counting on one; the table shows what it would save if yours does.",
        feesTitle: 'Paying by card or e-check',
        feesIntro:
          'Each county tax office sets its own fees; the law caps a card fee at {{max}} of the payment. What the largest offices publish:',
        feeCounty: 'County tax office',
        cardFeeHead: 'Card fee on this bill',
        eCheckFeeHead: 'E-check fee',
        cardFeeCell: '{{pct}}: {{fee}}',
        noFee: 'none',
        feesNote:
          'As each office published them; some add a minimum fee. Other counties list theirs on their payment page.',
        legal:
          'Penalty and interest: Texas Tax Code §33.01. Collection fee: Texas Tax Code §33.07 and §6.30. Discounts: §31.05. Card fees: §31.06.',
      },
    },
    content: {
      referendum: {
        heading: 'Past election: {{date}}',
        body: 'Texas held a statewide referendum on {{date}}. Early voting ran from {{earlyFrom}} to {{earlyTo}}, and the voter registration deadline was {{registration}}.',
        results:
          "For the measures on the ballot and the results, see the Texas Secretary of State's election results; the calculator uses the exemption amounts in its current state configuration.",
      },
    },
  },
} satisfies StateStrings;
