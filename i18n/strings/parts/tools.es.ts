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
  search: {
    count: 'Se muestran {{count}} de {{total}}',
    categories: 'Categorías',
  },
};
