// California: its engine side and what an estimate leaves out.
import { california as engine } from './calc.ts';
import { COUNTY_HELP } from '../county-help.ts';
import { METHODS } from './methods.ts';
import { caStringsEn } from './strings.en.ts';
import { caStringsEs } from './strings.es.ts';
import type { StateModule } from '../types.ts';

export const california = {
  code: 'ca',
  fips: '06',
  zips: {
    join: 'rate-areas',
    // Los Gatos-Saratoga Joint Union and Mountain View-Los Altos Union are high-school districts.
    secondaryIds: ['0622800', '0626310'],
    highSchoolLevel: true,
  },
  guideSlug: 'california',
  calc: engine,
  leavesOut: [
    {
      en: 'Mello-Roos (community facilities district) special taxes.',
      es: 'Los impuestos especiales Mello-Roos (distritos de instalaciones comunitarias).',
    },
    {
      en: 'Parcel taxes, fixed charges and special assessments listed on the bill as direct charges.',
      es: 'Los impuestos por parcela, los cargos fijos y las contribuciones especiales que la factura lista como cargos directos.',
    },
    {
      en: "Supplemental bills after a purchase or new construction, and your own tax rate area's voter-approved debt where it differs from the county average.",
      es: 'Las facturas suplementarias después de una compra o una construcción nueva, y la deuda aprobada por los votantes de su propia área de tasa cuando difiere del promedio del condado.',
    },
  ],
  timeline: [],
  countyHelp: () => COUNTY_HELP,
  zipCountyTable: true,
  strings: { en: caStringsEn, es: caStringsEs },
  methods: METHODS,
} as const satisfies StateModule;

export default california;
