// Glossary and FAQ search: every word, in the title or the body, ignoring case and accents.
import { describe, expect, it } from 'vitest';
import { fold, matchEntries } from '../../../engine/tools/search.ts';

const entries = [
  {
    id: 'homestead',
    title: 'Homestead exemption',
    body: 'Takes an amount off the value of your main home.',
    category: 'exemptions',
  },
  { id: 'exencion', title: 'Exención de vivienda', body: 'Resta una cantidad del valor.', category: 'exemptions' },
  {
    id: 'mello',
    title: 'Mello-Roos',
    body: 'A special tax of a Community Facilities District.',
    category: 'california',
  },
  { id: 'due', title: 'When is the bill due?', body: 'January 31 in Texas.', category: 'payments' },
];

describe('matchEntries', () => {
  it('an empty query shows everything, in order', () => {
    expect(matchEntries(entries, '  ')).toEqual(['homestead', 'exencion', 'mello', 'due']);
  });

  it('matches title or body, any case', () => {
    expect(matchEntries(entries, 'HOMESTEAD')).toEqual(['homestead']);
    expect(matchEntries(entries, 'facilities')).toEqual(['mello']);
  });

  it('every word must match (somewhere)', () => {
    expect(matchEntries(entries, 'special district')).toEqual(['mello']);
    expect(matchEntries(entries, 'special homestead')).toEqual([]);
  });

  it('accents do not matter either way', () => {
    expect(matchEntries(entries, 'exencion')).toEqual(['exencion']);
    expect(matchEntries(entries, 'Exención')).toEqual(['exencion']);
    expect(fold('Año ÉXITO')).toBe('ano exito');
  });

  it('a category narrows the search', () => {
    expect(matchEntries(entries, '', 'exemptions')).toEqual(['homestead', 'exencion']);
    expect(matchEntries(entries, 'texas', 'exemptions')).toEqual([]);
  });
});
