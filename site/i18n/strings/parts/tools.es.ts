import type { Shape } from '../types.ts';
import type { toolsEn } from './tools.en.ts';

export const toolsEs: Shape<typeof toolsEn> = {
  common: {
    date: '{{day}} de {{month}}',
    and: 'y',
    orMore: '{{amount}} o más',
    months: {
      m1: 'enero',
      m2: 'febrero',
      m3: 'marzo',
      m4: 'abril',
      m5: 'mayo',
      m6: 'junio',
      m7: 'julio',
      m8: 'agosto',
      m9: 'septiembre',
      m10: 'octubre',
      m11: 'noviembre',
      m12: 'diciembre',
    },
  },
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
  prop13: {
    title: 'Calculadora de ahorro de la Proposición 13',
    area: 'Tasa de impuesto de la zona',
    statewide: 'Promedio estatal de California',
    rateLine:
      'Tasa usada: {{general}} de impuesto general + {{debt}} de deuda aprobada por los votantes = {{rate}}; {{area}}, promedio de {{year}}.',
    resultsTitle: 'Su ahorro por la Proposición 13 en {{year}}',
    limitedByMarket:
      'El valor de mercado actual es menor que el avalúo con tope, así que el tasador registra el valor de mercado: este año la Proposición 13 no le ahorra nada.',
    byYear: 'Año por año',
    year: 'Año',
    estimatedMarket: 'Valor de mercado estimado',
    methodTitle: 'Cómo se calcula',
    method:
      'El avalúo protegido es el precio de compra aumentado {{cap}} por cada año como propietario, sin pasar nunca del valor de mercado actual. Los dos impuestos anuales usan la tasa actual. El ahorro total suma cada año desde el año siguiente a la compra hasta {{year}}: como no se conocen los valores de mercado pasados, se estiman en línea recta desde el precio de compra hasta el valor actual, y cada año se ahorra la tasa multiplicada por la diferencia entre ese valor y el avalúo protegido.',
    notIncluded:
      'Solo son estimaciones. No se incluyen exenciones, Mello-Roos ni otros cargos directos, y se supone que las tasas de años pasados eran iguales a la actual.',
    problems: {
      purchasePrice: 'Ingrese el precio de compra.',
      marketValue: 'Ingrese el valor de mercado actual.',
      purchaseYear: 'Elija un año de compra entre {{min}} y {{max}}.',
    },
  },
  taxShock: {
    title: 'Calculadora del golpe fiscal en Florida',
    county: 'Condado',
    sellerLegend: 'La factura del vendedor (opcional)',
    sellerTaxHint: 'El total de la factura de impuestos más reciente del vendedor, si lo tiene.',
    sellerAssessed: 'O el valor tasado del vendedor',
    sellerAssessedHint:
      'Del registro de la vivienda en la oficina del tasador de propiedades del condado; se usa si deja vacío el impuesto.',
    more: 'Pagaría {{amount}} al año más que el vendedor: {{pct}} más.',
    less: 'Pagaría {{amount}} al año menos que el vendedor: {{pct}} menos.',
    noSeller: 'Ingrese el impuesto o el valor tasado del vendedor para ver la diferencia.',
    sellerFromAssessed:
      'El impuesto del vendedor se calcula con las mismas tasas sobre su valor tasado de {{value}}, menos {{exemptions}} de exenciones de vivienda principal.',
    howTitle: 'Por qué sube la factura',
    reset:
      'Save Our Homes limita cuánto puede subir cada año el valor tasado de una vivienda principal, así que quien lleva años en su casa suele pagar sobre mucho menos de lo que vale. La venta termina ese tope: su valor tasado empieza de nuevo en el valor de mercado, que aquí es su precio de compra de {{price}}.',
    homestead:
      'Sus propias exenciones de vivienda principal restan {{amount}} a ese valor; solicítelas a más tardar el {{deadline}}.',
    taxable:
      'Base gravable: {{school}} con la tasa escolar de {{schoolRate}}, y {{other}} con las demás tasas, {{otherRate}} en conjunto.',
    estimate:
      'Estimación con las tasas promedio de {{county}} ({{year}}); su ciudad y los distritos especiales pueden subir o bajar la factura.',
  },
  melloRoos: {
    title: 'Buscador de Mello-Roos',
    hint: 'Un código postal de 5 dígitos, o una dirección completa que lo incluya.',
    searching: 'Buscando...',
    loadError: 'No se pudo cargar la tabla de códigos postales.',
    zipTitle: 'Código postal {{zip}}',
    inCounty: 'El código postal {{zip}} está en {{county}}.',
    inCounties: 'El código postal {{zip}} abarca varios condados: {{counties}}.',
    avgRate:
      'Tasa promedio de {{rate}} ({{general}} de impuesto general más deuda aprobada por los votantes, {{year}}), sin contar Mello-Roos.',
    redFlagByValue:
      'En una vivienda de {{value}}, un cargo de Mello-Roos de más de {{charge}} al año es una señal de alerta: más de {{share}} del valor.',
    redFlagByTotal:
      'En una vivienda de {{value}}, un cargo de Mello-Roos de más de {{charge}} al año es una señal de alerta: sumado al promedio de {{rate}}, la tasa total pasa de {{total}}.',
    noDistrictList:
      'No tenemos una lista de los Distritos de Instalaciones Comunitarias, así que no podemos decir si una dirección de esta zona paga Mello-Roos. Los pasos de abajo le indican cómo averiguarlo.',
    whatTitle: 'Qué es Mello-Roos',
    what: 'El impuesto especial Mello-Roos lo cobra un Distrito de Instalaciones Comunitarias para pagar calles, escuelas, parques o servicios, sobre todo en fraccionamientos nuevos. Se suma al impuesto predial normal y por lo general no depende del valor de la vivienda.',
    typical:
      'Cada distrito fija su propio impuesto especial y cuántos años dura; ninguna cifra publicada da un monto típico, así que busque el cargo en la factura de impuestos o en la declaración del vendedor.',
    redFlagRule:
      'Una regla práctica de este sitio, no un límite legal: tenga cuidado con un cargo de Mello-Roos de más de {{share}} del valor de la vivienda al año, o una tasa total de más de {{total}}.',
    howTitle: 'Cómo saber si una vivienda paga Mello-Roos',
    howBill:
      'Revise la factura del impuesto predial: Mello-Roos aparece entre los cargos directos (o evaluaciones especiales), por lo general con el nombre del distrito.',
    howDisclosure:
      'Pregúntele al vendedor: en California el vendedor debe declarar si la vivienda está en un distrito Mello-Roos; busque el aviso de impuesto especial entre las divulgaciones.',
    howCollector:
      'Pida al recaudador de impuestos del condado los cargos directos de la parcela, con su número de parcela del tasador (APN).',
  },
  search: {
    count: 'Se muestran {{count}} de {{total}}',
    categories: 'Categorías',
  },
};
