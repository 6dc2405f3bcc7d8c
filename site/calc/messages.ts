// Every text an engine can hand back, in English and Spanish. The English texts in quotes in
// spec §5 and §8 are copied exactly; the Spanish ones the spec gives are too, the rest are ours.
import type {
  CalcError,
  CalcWarning,
  ErrorCode,
  Notice,
  NoticeCode,
  WarningCode,
} from './model.ts';
import type { Localized } from './types.ts';

export const ERROR_MESSAGES: Readonly<Record<ErrorCode, Localized>> = {
  'invalid-value': { en: 'Please enter a valid value', es: 'Por favor ingrese un valor válido' },
  'county-required': { en: 'Please select a county', es: 'Por favor seleccione un condado' },
  'county-not-found': { en: 'County not found', es: 'Condado no encontrado' },
  'state-data-not-loaded': { en: 'State data not loaded', es: 'Los datos del estado no están cargados' },
  'calculation-failed': { en: 'Error calculating taxes', es: 'Error al calcular los impuestos' },
  'market-value-not-positive': { en: 'Market value must be greater than 0', es: 'El valor de mercado debe ser mayor que 0' },
  'market-value-too-high': { en: 'Market value seems unreasonably high', es: 'El valor de mercado parece excesivamente alto' },
  'invalid-property-class': { en: 'Invalid property class', es: 'Clase de propiedad no válida' },
  'senior-income-required': {
    en: 'Senior income required for Enhanced STAR',
    es: 'Se requiere el ingreso de la persona mayor para STAR mejorado',
  },
  'senior-income-negative': {
    en: 'Senior income cannot be negative',
    es: 'El ingreso de la persona mayor no puede ser negativo',
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
    en: "The rate is last year's, used as an estimate until this year's rates are published.",
    es: 'La tasa es la del año pasado y se usa como estimación hasta que se publiquen las tasas de este año.',
  },
  'survey-rate-includes-exemptions': {
    en: 'No published levy rate is on file for this county, so the estimate uses the Census survey\'s effective rate (taxes owners actually pay ÷ home value). That rate already reflects typical exemptions, so none are subtracted again.',
    es: 'No hay una tasa publicada para este condado, así que la estimación usa la tasa efectiva de la encuesta del Censo (impuestos que pagan los dueños ÷ valor de la vivienda). Esa tasa ya refleja las exenciones habituales, por lo que no se restan otra vez.',
  },
  'typical-for-similar-homes': {
    en: 'What owners of similar homes in this county typically pay (Census survey), not a computed bill.',
    es: 'Lo que suelen pagar los propietarios de viviendas similares en este condado (encuesta del Censo), no una factura calculada.',
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

export function warning(field: string, code: WarningCode): CalcWarning {
  return { field, code, ...WARNING_MESSAGES[code] };
}

export function notice(code: NoticeCode, field?: string): Notice {
  return field === undefined ? { code, message: NOTICE_MESSAGES[code] } : { code, message: NOTICE_MESSAGES[code], field };
}
