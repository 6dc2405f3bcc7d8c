// Texas's own words, Spanish: the keys of strings.en.ts.
import type { SameKeys } from '../types.ts';
import type { txStringsEn } from './strings.en.ts';

export const txStringsEs: SameKeys<typeof txStringsEn> = {
  local: {
    countyOffice: 'Distrito de tasación',
    countyOfficeDirectory: 'Directorio de distritos de tasación',
    countyOfficeHelp:
      'El distrito de tasación de su condado fija el valor sobre el que se calcula su impuesto predial y tramita las exenciones y las protestas.',
    taxCollector: 'Tasador-recaudador de impuestos',
    homestead: 'Exención de vivienda principal (homestead)',
    appeal: 'Proteste su tasación',
    appealHelp:
      'Si el valor tasado parece demasiado alto, puede presentar una protesta ante la junta de revisión de tasaciones.',
    taxBill: 'Estado de cuenta del impuesto predial',
  },
  additionalCharges:
    'Los impuestos de los MUD y otros distritos solo se incluyen para los distritos de esta factura. Las contribuciones de los PID y otros cargos a la parcela no se incluyen y pueden sumar miles de dólares al año. Revise su factura de impuestos o pregúntele al vendedor por estos cargos.',
  assessor: {
    office: 'appraisal district',
    directory: 'distritos de tasación (Contralor de Texas)',
  },
  sourcesHeading: 'Texas: exenciones, límites, plazos y cargos',
  timeline: {
    valueSet: 'Los distritos de tasación fijan el valor al {{date}}',
    notices: 'Se envían los avisos de tasación ({{from}} a {{to}})',
    protest: 'Fecha límite para protestar: {{date}}',
    hearings: 'Audiencias de protesta ({{from}} a {{to}})',
    ratesSet: 'Las unidades fiscales fijan sus tasas ({{month}})',
    bills: 'Se envían las facturas, a partir del {{date}}',
    due: 'Vencimiento del impuesto: {{date}}',
    penalties: 'Empiezan la multa y los intereses: {{date}}',
  },
  extra: {
    tools: {
      payment: {
        title: 'Calculadora rápida de pagos',
        taxBill: 'Factura de impuestos',
        paymentDate: 'Fecha de pago',
        penalty: 'Multa',
        interest: 'Intereses',
        totalExtra: 'Total adicional',
        month: 'Mes',
        discount: 'Descuento',
        savingsOnBill: 'Ahorro en una factura de {{amount}}',
        payInFull: 'Pague el total a más tardar el {{date}}',
        splitPayment: 'Pago en dos partes: {{first}} y {{second}}',
      },
    },
    tool: {
      payment: {
        billHint: 'El total de su estado de cuenta de impuestos.',
        billRequired: 'Ingrese el monto de su factura de impuestos.',
        optionsTitle: 'Sus opciones de pago',
        splitAmounts: '{{first}} + {{second}}',
        fullText: 'Pague {{amount}} a más tardar el {{date}}: sin multa ni intereses.',
        splitText:
          'O, si su oficina de impuestos acepta pagos en dos partes, pague {{first}} a más tardar el {{firstDate}} y {{second}} a más tardar el {{secondDate}}, también sin multa ni intereses.',
        missedFirst:
          'Si no paga la primera mitad a más tardar el {{firstDate}}, pierde la opción de pagar en dos partes: el total de {{amount}} vence el {{date}} y después empiezan las multas.',
        lateTitle: 'Si paga tarde',
        lateIntro:
          'Una factura que no se paga a más tardar el {{date}} queda en mora. La multa es de {{penalty}} el primer mes y sube {{step}} de la factura cada mes, hasta llegar a {{julyPenalty}} el {{feeDate}}; los intereses suman {{interest}} por cada mes o fracción de mes. La tabla muestra lo que se agrega si paga en ese mes.',
        attorneyFee: 'Honorarios de abogado (hasta)',
        youPay: 'Usted paga',
        inMonth: 'En {{month}}',
        fromDate: 'Desde el {{date}}',
        upTo: 'hasta {{amount}}',
        afterFeeDate:
          'Desde el {{date}}, el condado puede turnar las facturas sin pagar a un abogado de cobranza, que puede cobrar honorarios de hasta {{fee}} del impuesto, la multa y los intereses. Los intereses siguen sumando {{interest}} al mes hasta que se pague la factura.',
        discountTitle: 'Descuentos por pago anticipado',
        discountIntro:
          'La ley permite que cada unidad fiscal ofrezca estos descuentos por pago anticipado (Código Tributario, §31.05), pero cada unidad decide, y ninguna de las oficinas de impuestos de los condados más grandes publica uno. Revise su factura o pregunte en su oficina de impuestos antes de contar con él; la tabla muestra lo que ahorraría si la suya lo ofrece.',
        feesTitle: 'Pago con tarjeta o cheque electrónico',
        feesIntro:
          'Cada oficina de impuestos del condado fija sus propias comisiones; la ley limita la comisión por tarjeta a {{max}} del pago. Lo que publican las oficinas más grandes:',
        feeCounty: 'Oficina de impuestos del condado',
        cardFeeHead: 'Comisión con tarjeta en esta factura',
        eCheckFeeHead: 'Comisión con cheque electrónico',
        cardFeeCell: '{{pct}}: {{fee}}',
        noFee: 'ninguna',
        feesNote:
          'Tal como las publica cada oficina; algunas cobran una comisión mínima. Los demás condados publican las suyas en su página de pagos.',
        legal:
          'Multa e intereses: Código Tributario de Texas, §33.01. Cargo de cobranza: Código Tributario de Texas, §33.07 y §6.30. Descuentos: §31.05. Comisiones con tarjeta: §31.06.',
      },
    },
    content: {
      referendum: {
        heading: 'Elección pasada: {{date}}',
        body: 'Texas celebró un referéndum estatal el {{date}}. La votación anticipada fue del {{earlyFrom}} al {{earlyTo}}, y la fecha límite para registrarse fue el {{registration}}.',
        results:
          'Para conocer las medidas de la boleta y sus resultados, consulte los resultados electorales de la Secretaría de Estado de Texas; la calculadora usa los montos de exención de su configuración estatal vigente.',
      },
    },
  },
};
