import type { Shape } from '../types.ts';
import type { analyticsEn } from './analytics.en.ts';

export const analyticsEs: Shape<typeof analyticsEn> = {
  consent: {
    button: 'Opciones de privacidad',
    title: 'Sus opciones de privacidad',
    intro:
      'Este sitio mide cómo se usan su calculadora y sus guías mediante un administrador de etiquetas. Nunca enviamos su nombre ni su correo electrónico; una suscripción al boletín se cuenta con un hash irreversible de la dirección.',
    analytics: 'Analítica.',
    analyticsHelp:
      'Cuenta visitas, cálculos (rango del valor de la vivienda, condado, impuesto estimado), velocidad de las páginas y solicitudes fallidas, para mejorar el sitio. Activada salvo que usted la desactive.',
    marketing: 'Marketing.',
    marketingHelp:
      'Permite que los socios publicitarios cuenten las suscripciones al boletín y los clics en enlaces de socios. Desactivado salvo que usted lo active.',
    saved: 'Sus opciones quedaron guardadas en este dispositivo.',
    errorReports:
      'Elija lo que elija aquí, cuando algo falla en una página se envía un informe de error (qué falló, en qué página, su navegador y su dirección IP) para que podamos corregirlo.',
  },
};
