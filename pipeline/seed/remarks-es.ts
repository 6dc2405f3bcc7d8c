// Spanish for the data's own remarks (corrections, gaps) that no template can word. The seed refuses
// to write a remark without its Spanish twin, listing every one still missing.
const SPANISH: Record<string, string> = {
  'Comptroller file reports 0.9471 (GF M&O 0.3574 + R&B I&S 0.5897) against a voter-approval rate of 0.42069; the R&B I&S figure looks mis-keyed. No independent 2025 source found.':
    'El archivo del Contralor informa 0.9471 (GF M&O 0.3574 + R&B I&S 0.5897) frente a una tasa de aprobación de los votantes de 0.42069; la cifra R&B I&S parece mal capturada. No se encontró otra fuente de 2025.',
  'Comptroller file reports the proposed rate 0.423059 (M&O 0.392813, I&S 0.030246); adopted rate is 0.4197, split not published in the sources found.':
    'El archivo del Contralor informa la tasa propuesta 0.423059 (M&O 0.392813, I&S 0.030246); la tasa adoptada es 0.4197, y las fuentes encontradas no publican su desglose.',
  'Comptroller file reports 0.84405 with I&S 0.35005 (decimal shift of 0.035005).':
    'El archivo del Contralor informa 0.84405 con I&S 0.35005 (punto decimal corrido de 0.035005).',
  'No 2025 county rate in the Comptroller file (county marked * = not reported; NNR 0.152903). Value is the 2024 rate approved for proposal; final 2024 adoption and the 2025 rate were not found.':
    'El archivo del Contralor no trae tasa del condado para 2025 (condado marcado con * = no informado; tasa sin ingresos nuevos 0.152903). El valor es la tasa de 2024 aprobada para proponerse; no se encontraron la adopción final de 2024 ni la tasa de 2025.',
  'Comptroller file reports 0.824 (FMFC 0.278+0.11 duplicates the GF/R&B lines); adopted county rate is 0.412. M&O/I&S split taken from the GF+R&B lines (0.302 / 0.11).':
    'El archivo del Contralor informa 0.824 (FMFC 0.278+0.11 repite las líneas GF/R&B); la tasa adoptada del condado es 0.412. El desglose M&O/I&S se toma de las líneas GF+R&B (0.302 / 0.11).',
  'Comptroller file reports 1.3735 with GF I&S equal to GF M&O (0.68675 each); its own voter-approval rate is 0.68675, so the real total is probably 0.68675. No independent 2025 source found.':
    'El archivo del Contralor informa 1.3735 con GF I&S igual a GF M&O (0.68675 cada una); su propia tasa de aprobación de los votantes es 0.68675, así que el total real probablemente es 0.68675. No se encontró otra fuente de 2025.',
  'Comptroller file reports only an FMFC rate of 0.0152 (general fund rate missing; its NNR is 0.1555). No independent 2025 source found.':
    'El archivo del Contralor informa solo una tasa FMFC de 0.0152 (falta la tasa del fondo general; su tasa sin ingresos nuevos es 0.1555). No se encontró otra fuente de 2025.',
  'Comptroller file reports 0.66505 with I&S 0.2345; the CAD sheet total 0.454 equals M&O 0.43055 + I&S 0.02345 (decimal shift).':
    'El archivo del Contralor informa 0.66505 con I&S 0.2345; el total de la hoja del distrito de tasación, 0.454, es M&O 0.43055 + I&S 0.02345 (punto decimal corrido).',
  'GF I&S 0.2677 is new (county reported no debt rate up to 2022); no NNR/VAR reported; not independently checked.':
    'GF I&S 0.2677 es nueva (el condado no informó tasa de deuda hasta 2022); no informó tasa sin ingresos nuevos ni de aprobación de los votantes; no verificada con otra fuente.',
  'Comptroller file reports 0.6992 (FMFC 0.2996 duplicates the GF rate); adopted 0.3996 = GF 0.2996 + special road & bridge 0.10.':
    'El archivo del Contralor informa 0.6992 (FMFC 0.2996 repite la tasa GF); la adoptada es 0.3996 = GF 0.2996 + impuesto especial de caminos y puentes 0.10.',
  "GF I&S 0.4529 is unusually high but the file's own voter-approval rate (1.255147) matches the total; not independently checked.":
    'GF I&S 0.4529 es inusualmente alta, pero la tasa de aprobación de los votantes del propio archivo (1.255147) coincide con el total; no verificada con otra fuente.',
  'Comptroller file shows the council-adopted 0.574017, which needed voter approval; Proposition Q failed on 2025-11-04 (Community Impact 2025-11-04/05), so the voter-approval rate 0.524017 applies. M&O = total minus the unchanged I&S 0.113735.':
    'El archivo del Contralor muestra 0.574017, adoptada por el concejo y sujeta a aprobación de los votantes; la Proposición Q fue rechazada el 2025-11-04 (Community Impact 2025-11-04/05), así que rige la tasa de aprobación de los votantes, 0.524017. M&O = total menos la I&S sin cambios, 0.113735.',
  "Its 0.10 is the county's special road & bridge tax, already part of Van Zandt County's adopted rate of 0.3996 (general fund 0.2996 + road & bridge 0.10, Commissioners Court 2025-09-29); it is not added to a bill again.":
    'Su 0.10 es el impuesto especial de caminos y puentes del condado, ya incluido en la tasa adoptada del condado de Van Zandt, 0.3996 (fondo general 0.2996 + caminos y puentes 0.10, Corte de Comisionados, 2025-09-29); no se suma otra vez a la factura.',
  'Consolidated City of Jacksonville levies are less-than-countywide (the beaches cities and Baldwin differ), so DOR counts them in less_than_countywide_avg_mills; county_mills here is only the countywide special districts (water management district and FIND).':
    'Las recaudaciones de la ciudad consolidada de Jacksonville no cubren todo el condado (las ciudades de playa y Baldwin son distintas), así que el Departamento de Ingresos las cuenta entre las recaudaciones locales promediadas; la parte del condado aquí es solo la de los distritos especiales de todo el condado (el distrito de gestión del agua y FIND).',
  "DOR labels this county 'Dade'.": "El Departamento de Ingresos llama a este condado 'Dade'.",
  "The tax rate area is the City of Bakersfield's TRA 001-001. The State Controller data give a county average of 1.2529%, probably overstated; Bakersfield-area tax rate areas run from about 1.090% to 1.205%.":
    'El área de tasa es la TRA 001-001 de la ciudad de Bakersfield. Los datos del Contralor del Estado dan un promedio del condado de 1.2529%, probablemente exagerado; las áreas de tasa de la zona de Bakersfield van de alrededor de 1.090% a 1.205%.',
  'The State Controller figures for this county are gross errors, so only the 1% general levy is known. The statewide average is derived as ($95.3 B county-assessed + $2.6 B state-assessed revenue) ÷ $8.7 T net taxable value ≈ 1.13%.':
    'Las cifras del Contralor del Estado para este condado tienen errores graves, así que solo se conoce el impuesto general del 1%. El promedio estatal se calcula como (95.3 mil millones de dólares de ingresos tasados por los condados + 2.6 mil millones tasados por el estado) ÷ 8.7 billones de valor gravable neto ≈ 1.13%.',
  'Not in the levies: Village of Islandia: full value not filed (levy counted in overall, left out of village rate).':
    'Fuera de las recaudaciones: Village of Islandia no presentó su valor total (su recaudación cuenta en la tasa general, no en la de las villas).',
  'The survey caps taxes paid at $10,000, so this rate understates what owners pay.':
    'La encuesta limita los impuestos pagados a $10,000, así que esta tasa se queda corta frente a lo que pagan los propietarios.',
};

const missing = new Set<string>();

export function withSpanish(en: string): string {
  const es = SPANISH[en];
  if (es === undefined) missing.add(en);
  return es ?? '';
}

export function missingSpanish(): string[] {
  return [...missing];
}
