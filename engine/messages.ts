// Every text an engine can hand back, in English and Spanish. The English texts in quotes in
// spec §5 and §8 are copied exactly; the Spanish ones the spec gives are too, the rest are ours.
import type { CalcError, CalcWarning, ErrorCode, Notice, NoticeCode, WarningCode } from './model.ts';
import type { CountyRate, Localized } from '../schema/index.ts';
import { rateYear } from './rate-year.ts';

export const ERROR_MESSAGES: Readonly<Record<ErrorCode, Localized>> = {
  'invalid-value': { en: 'Please enter a valid value', es: 'Por favor ingrese un valor válido' },
  'county-required': { en: 'Please select a county', es: 'Por favor seleccione un condado' },
  'county-not-found': { en: 'County not found', es: 'Condado no encontrado' },
  'state-data-not-loaded': { en: 'State data not loaded', es: 'Los datos del estado no están cargados' },
  'calculation-failed': { en: 'Error calculating taxes', es: 'Error al calcular los impuestos' },
  'market-value-not-positive': {
    en: 'Market value must be greater than 0',
    es: 'El valor de mercado debe ser mayor que 0',
  },
  'market-value-too-high': {
    en: 'Market value seems unreasonably high',
    es: 'El valor de mercado parece excesivamente alto',
  },
  'invalid-property-class': { en: 'Invalid property class', es: 'Clase de propiedad no válida' },
  'senior-income-required': {
    en: 'Senior income required for Enhanced STAR',
    es: 'Se requiere el ingreso de la persona mayor para STAR mejorado',
  },
  'senior-income-negative': {
    en: 'Senior income cannot be negative',
    es: 'El ingreso de la persona mayor no puede ser negativo',
  },
  'assessed-value-invalid': {
    en: 'The assessed value must be 0 or more and not above the market value',
    es: 'El valor tasado debe ser 0 o más y no superar el valor de mercado',
  },
  'unit-not-found': {
    en: 'Please choose taxing units of this county',
    es: 'Por favor elija unidades fiscales de este condado',
  },
  'school-not-in-town': {
    en: 'This school district does not reach the chosen town or city; choose one that does',
    es: 'Este distrito escolar no llega al pueblo o ciudad elegido; elija uno que sí llegue',
  },
  'portability-above-price': {
    en: 'Portability can be at most the purchase price minus $1: the new home keeps an assessed value above $0',
    es: 'La portabilidad puede ser como máximo el precio de compra menos $1: la vivienda nueva conserva un valor tasado mayor que $0',
  },
  'closing-out-of-range': {
    en: 'The closing date must be between {{from}} and {{to}}: buyer mode estimates a sale within two years of today',
    es: 'La fecha de cierre debe estar entre el {{from}} y el {{to}}: el modo comprador calcula una venta de hasta dos años antes o después de hoy',
  },
  'no-county-rate': {
    en: 'No tax rate is available for this county',
    es: 'No hay una tasa de impuestos disponible para este condado',
  },
};

const VERIFY: Localized = {
  en: 'Please verify this amount is correct for accurate calculations',
  es: 'Por favor verifique que este monto sea correcto para obtener cálculos precisos',
};

export const WARNING_MESSAGES: Readonly<Record<WarningCode, { message: Localized; advice: Localized }>> = {
  'very-high-value': {
    message: { en: 'Very high property value detected', es: 'Se detectó un valor de propiedad muy alto' },
    advice: VERIFY,
  },
  'very-low-value': {
    message: { en: 'Very low property value detected', es: 'Se detectó un valor de propiedad muy bajo' },
    advice: VERIFY,
  },
  // Worded per rate by typed-rate.ts; this is its plain form.
  'unit-rate-unusual': {
    message: { en: 'A typed rate is far from the usual one', es: 'Una tasa escrita está lejos de la habitual' },
    advice: {
      en: 'The rate is used as typed; check it against your notice or bill.',
      es: 'Se usa la tasa tal como la escribió; compárela con su aviso o su factura.',
    },
  },
};

export const NOTICE_MESSAGES: Readonly<Record<NoticeCode, Localized>> = {
  'mello-roos-not-included': {
    en: 'Mello-Roos and parcel taxes are not included.',
    es: 'No incluye los impuestos Mello-Roos ni los impuestos por parcela.',
  },
  'school-tax-ceiling-not-applied': {
    en: 'A school tax ceiling freezes the school tax at the amount of the year you turned 65 or qualified as disabled. Without that bill the estimate cannot apply it, so the school tax shown is not frozen.',
    es: 'El tope del impuesto escolar congela el impuesto escolar en el monto del año en que cumplió 65 años o calificó por discapacidad. Sin esa factura el cálculo no puede aplicarlo, por lo que el impuesto escolar mostrado no está congelado.',
  },
  'over65-disabled-not-combined': {
    en: 'The over-65 and disabled-person exemptions cannot be combined; only the over-65 exemption is counted.',
    es: 'Las exenciones para mayores de 65 años y por discapacidad no se combinan; solo se cuenta la de mayores de 65 años.',
  },
  'enhanced-star-income-over-limit': {
    en: 'Income is above the Enhanced STAR limit, so Basic STAR is used.',
    es: 'El ingreso supera el límite de STAR mejorado, por lo que se usa STAR básico.',
  },
  'star-not-available-for-class': {
    en: 'STAR applies only to class 1 and class 2 properties.',
    es: 'STAR solo se aplica a propiedades de clase 1 y clase 2.',
  },
  'rate-is-estimate': {
    en: "The rate is the newest one published, used as an estimate until this year's rates are published.",
    es: 'La tasa es la más reciente publicada y se usa como estimación hasta que se publiquen las tasas de este año.',
  },
  'local-exemptions-unknown': {
    en: 'For the units marked "not included", we hold no figures for their own homestead or over-65 exemptions, so none is subtracted and their tax may be overstated. Enter your unit\'s exemption in the bill builder if you know it.',
    es: 'Para las unidades marcadas "no incluida", no tenemos las cifras de sus propias exenciones de vivienda principal o de mayores de 65 años, así que no se resta ninguna y su impuesto puede estar sobrestimado. Si conoce la exención de su unidad, ingrésela en el armador de la factura.',
  },
  'nyc-assessed-estimated': {
    en: "The assessed value is estimated from the Department of Finance's citywide figures, because none was entered. A home's assessed value rises at most {{annual}}% a year and {{five}}% in five years, and a sale does not reset it, so yours may be far below its share of market value: the billable assessed value on your Notice of Property Value gives your own bill. The range shows the bill up to the full target ratio.",
    es: 'El valor tasado se estima con las cifras de toda la ciudad del Departamento de Finanzas, porque no se ingresó ninguno. El valor tasado de una vivienda sube como máximo {{annual}}% al año y {{five}}% en cinco años, y una venta no lo reinicia, así que el suyo puede estar muy por debajo de su parte del valor de mercado: el valor tasado facturable de su Aviso de Valor de la Propiedad da su propia factura. El rango muestra la factura hasta el porcentaje objetivo completo.',
  },
  'nyc-star-credit': {
    en: 'New owners get STAR as a credit: New York State mails a check, so the bill itself is not lowered. The net figure takes the check into account.',
    es: 'Los dueños nuevos reciben STAR como crédito: el Estado de Nueva York envía un cheque, así que la factura no baja. La cifra neta tiene en cuenta el cheque.',
  },
  'nyc-star-estimate': {
    en: "STAR is figured from the newest exemption amount the State has published for New York City, times the class rate; the State's own figure for this year may differ a little.",
    es: 'STAR se calcula con la cantidad de exención más reciente que el Estado publicó para la ciudad de Nueva York, por la tasa de la clase; la cifra del Estado para este año puede variar un poco.',
  },
  'nyc-sche-income-over-limit': {
    en: "Income is above the senior exemption's limit, so it is not applied.",
    es: 'El ingreso supera el límite de la exención para personas mayores, así que no se aplica.',
  },
  'nyc-veteran-maximums': {
    en: "The veterans' exemption uses the maximum amounts the Department of Finance published; they change with the class's equalization ratio.",
    es: 'La exención para veteranos usa las cantidades máximas que publicó el Departamento de Finanzas; cambian con el índice de igualación de la clase.',
  },
  'survey-rate-includes-exemptions': {
    en: "No published levy rate is on file for this county, so the estimate uses the Census survey's effective rate (taxes owners actually pay ÷ home value). That rate already reflects typical exemptions, so none are subtracted again.",
    es: 'No hay una tasa publicada para este condado, así que la estimación usa la tasa efectiva de la encuesta del Censo (impuestos que pagan los dueños ÷ valor de la vivienda). Esa tasa ya refleja las exenciones habituales, por lo que no se restan otra vez.',
  },
  'typical-for-similar-homes': {
    en: 'What owners of similar homes in this county typically pay (Census survey), not a computed bill.',
    es: 'Lo que suelen pagar los propietarios de viviendas similares en este condado (encuesta del Censo), no una factura calculada.',
  },
  'ny-county-average': {
    en: 'This is the county average over all its towns, cities, villages and school districts. Choose your town or city and school district for the rates of your own units.',
    es: 'Este es el promedio del condado sobre todos sus pueblos, ciudades, villas y distritos escolares. Elija su pueblo o ciudad y su distrito escolar para usar las tasas de sus propias unidades.',
  },
  'ny-unit-rates': {
    en: "Each line is its unit's {{year}} full-value rate as the State Comptroller published it, read in a copy of the Comptroller's workbook. A town rate averages the town's special districts (fire, lighting, water) over the whole town, so your bill may differ; library levies are not included.",
    es: 'Cada línea es la tasa sobre el valor total de {{year}} de su unidad, tal como la publicó el Contralor del Estado, leída en una copia de su libro de cálculo. La tasa del pueblo promedia sus distritos especiales (bomberos, alumbrado, agua) sobre todo el pueblo, así que su factura puede variar; no incluye las recaudaciones de bibliotecas.',
  },
  'fl-area-rate': {
    en: "The city or unincorporated-area line is that area's {{year}} millage as its publisher set it. The school line and the county's countywide levies we hold no row for are the county's {{countyYear}} figures from the Department of Revenue, the same for every home in the county. Districts that cover only part of the county (fire rescue, library, downtown development) are included only where you add them, so your bill may be higher.",
    es: 'La línea de la ciudad o del área no incorporada es la tasa de {{year}} de esa área, tal como la fijó quien la publica. La línea escolar y las recaudaciones de todo el condado de las que no tenemos fila son las cifras de {{countyYear}} del Departamento de Ingresos, iguales para toda vivienda del condado. Los distritos que cubren solo parte del condado (rescate de bomberos, bibliotecas, desarrollo del centro) solo se incluyen si usted los añade, así que su factura puede ser mayor.',
  },
  'fl-districts-on-average': {
    en: "The districts you added come on top of the county's average of city, MSTU and district levies, which already spreads such districts over the whole county, so your bill may be lower than this.",
    es: 'Los distritos que añadió se suman al promedio del condado de las recaudaciones de ciudades, MSTU y distritos, que ya reparte esos distritos sobre todo el condado, así que su factura puede ser menor que esta.',
  },
  'ca-area-rate': {
    en: "The rate is your tax rate area's {{year}} total as the county auditor-controller published it: the 1% general levy plus voter-approved debt. Other areas of the same city can differ.",
    es: 'La tasa es el total de {{year}} de su área de tasa, tal como lo publicó el auditor-contralor del condado: el 1% general más la deuda aprobada por los votantes. Otras áreas de la misma ciudad pueden ser distintas.',
  },
  'unit-rate-missing': {
    en: 'No rate was reported for {{names}} for the year we hold, so its line is $0. Type the rate on your notice or bill on its line to include it.',
    es: 'No se informó la tasa de {{names}} para el año que tenemos, así que su línea es $0. Escriba en su línea la tasa de su aviso o factura para incluirla.',
  },
  'unit-rate-typed': {
    en: 'Lines marked "your rate" use the rate you typed from your notice, not a published one we hold.',
    es: 'Las líneas marcadas "su tasa" usan la tasa que escribió de su aviso, no una tasa publicada que tengamos.',
  },
  'unit-assumed': {
    en: 'We chose {{names}} for you; change it if your home lies elsewhere.',
    es: 'Elegimos {{names}} por usted; cámbielo si su vivienda está en otro lugar.',
  },
  'zip-school-settled': {
    en: "From ZIP {{zip}}: {{name}}, which covers {{share}} of the ZIP's land (2021 school-district boundaries).",
    es: 'Según el código postal {{zip}}: {{name}}, que cubre {{share}} del terreno del código postal (límites de los distritos escolares de 2021).',
  },
  'zip-school-split': {
    en: 'From ZIP {{zip}}: {{name}}, the largest of the school districts over its land ({{shares}}). Shares are of land on 2021 boundaries, not of homes: check the district on your tax notice.',
    es: 'Según el código postal {{zip}}: {{name}}, el mayor de los distritos escolares de su terreno ({{shares}}). Las proporciones son de terreno según los límites de 2021, no de viviendas: verifique el distrito en su aviso de impuestos.',
  },
  'zip-towns': {
    en: 'That district reaches {{count}} towns or cities of the county; until you pick yours, the bill uses its largest segment, in {{town}}.',
    es: 'Ese distrito llega a {{count}} pueblos o ciudades del condado; hasta que elija el suyo, la factura usa su segmento más grande, en {{town}}.',
  },
  'zip-city': {
    en: 'From ZIP {{zip}}: {{name}}, named by its mailing city ({{city}}). The mailing city may not be the city that taxes your home.',
    es: 'Según el código postal {{zip}}: {{name}}, por su ciudad postal ({{city}}). La ciudad postal puede no ser la que cobra impuestos a su vivienda.',
  },
  'zip-groups': {
    en: 'ZIP {{zip}} does not say which tax rate area your home is in; its areas are among these of the rate book: {{groups}}. Your bill prints the number of yours.',
    es: 'El código postal {{zip}} no indica en qué área de tasa está su vivienda; sus áreas están entre estas del libro de tasas: {{groups}}. Su factura muestra el número de la suya.',
  },
  'zip-no-area': {
    en: "ZIP {{zip}} has no Census ZIP area (a PO box or one organisation's ZIP), so it names no school district: the county's lists apply.",
    es: 'El código postal {{zip}} no tiene un área postal del Censo (es de apartados postales o de una sola organización), así que no indica un distrito escolar: se aplican las listas del condado.',
  },
  'zip-unjoined': {
    en: "None of the school districts of ZIP {{zip}} is one we bill in this county: the county's lists apply.",
    es: 'Ninguno de los distritos escolares del código postal {{zip}} es uno que calculemos en este condado: se aplican las listas del condado.',
  },
  'ny-unit-rates-own': {
    en: "Each line shows the year and status of its unit's full-value rate: a line read in a copy is the State Comptroller's figure, the others are rates the units published themselves. A town rate averages the town's special districts (fire, lighting, water) over the whole town, so your bill may differ; library levies are not included.",
    es: 'Cada línea indica el año y el estado de la tasa sobre el valor total de su unidad: una línea leída en una copia es la cifra del Contralor del Estado; las demás son tasas que publicaron las propias unidades. La tasa del pueblo promedia sus distritos especiales (bomberos, alumbrado, agua) sobre todo el pueblo, así que su factura puede variar; no incluye las recaudaciones de bibliotecas.',
  },
  'exemption-not-offered': {
    en: 'This exemption is not part of this state’s calculation and was not applied.',
    es: 'Esta exención no forma parte del cálculo de este estado y no se aplicó.',
  },
};

export function error(field: string, code: ErrorCode, detail?: string): CalcError {
  return detail === undefined
    ? { field, code, message: ERROR_MESSAGES[code] }
    : { field, code, message: ERROR_MESSAGES[code], detail };
}

/** An error whose message names figures ({{from}}, {{to}}), filled in both languages. */
export function errorWith(
  field: string,
  code: ErrorCode,
  vars: Record<string, string | number>,
  detail?: string,
): CalcError {
  const base = ERROR_MESSAGES[code];
  const message: Localized = { en: filled(base.en, vars, 'en'), es: filled(base.es, vars, 'es') };
  return detail === undefined ? { field, code, message } : { field, code, message, detail };
}

export function warning(field: string, code: WarningCode): CalcWarning {
  return { field, code, ...WARNING_MESSAGES[code] };
}

/** The estimate notice names the figure's own year and kind, so it never claims "last year" for older data. */
export function estimateNotice(county: Pick<CountyRate, 'kind' | 'basis' | 'derived' | 'sourceYear'>): Notice {
  const { kind, year } = rateYear(county);
  const message: Localized =
    kind === 'levies'
      ? {
          en: `The rate is formed from ${year} levies, the newest published, and used as an estimate until newer figures are published.`,
          es: `La tasa se calcula con los impuestos recaudados de ${year}, los más recientes publicados, y se usa como estimación hasta que se publiquen cifras más nuevas.`,
        }
      : kind === 'survey'
        ? {
            en: `The rate is the Census survey's for ${year}, used as an estimate until an official rate is published.`,
            es: `La tasa es la de la encuesta del Censo de ${year} y se usa como estimación hasta que se publique una tasa oficial.`,
          }
        : {
            en: `The rate is the ${year} rate, the newest published, used as an estimate until this year's rates are published.`,
            es: `La tasa es la de ${year}, la más reciente publicada, y se usa como estimación hasta que se publiquen las tasas de este año.`,
          };
  return { code: 'rate-is-estimate', message };
}

/**
 * A notice; `vars` fill its {{name}} slots with figures the rules carry (never typed here), or a name in each
 * language.
 */
type NoticeVar = string | number | Localized;
const filled = (text: string, vars: Record<string, NoticeVar>, lang: 'en' | 'es'): string =>
  text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => {
    const v = vars[k];
    return v === undefined ? m : typeof v === 'object' ? v[lang] : String(v);
  });

export function notice(code: NoticeCode, field?: string, vars?: Record<string, NoticeVar>): Notice {
  const base = NOTICE_MESSAGES[code];
  const message: Localized = vars ? { en: filled(base.en, vars, 'en'), es: filled(base.es, vars, 'es') } : base;
  return field === undefined ? { code, message } : { code, message, field };
}
