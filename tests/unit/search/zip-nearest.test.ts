// "Use my location" and a tap on the state map snap to the nearest ZIP centre: on the ground in
// kilometres (none farther than 30 km), on the map within the county tapped.
import { describe, expect, it } from 'vitest';
import { nearestOnMap } from '../../../browser/components/zip/map-tap.ts';
import { nearest } from '../../../browser/components/zip/nearest-zip.ts';

describe('nearest ZIP centre', () => {
  const centres = {
    zips: [
      ['77449', 29.8323, -95.736],
      ['77494', 29.7432, -95.8291],
      ['77002', 29.7566, -95.3653],
    ] as [string, number, number][],
  };

  it('a position in Katy snaps to the Katy ZIP centre, with its distance', () => {
    const found = nearest(centres, 29.83, -95.74)!;
    expect(found.zip).toBe('77449');
    expect(found.km).toBeLessThan(1);
  });

  it('a position far from every centre is reported far (the field then says it is not near)', () => {
    expect(nearest(centres, 32.78, -96.8)!.km).toBeGreaterThan(300);
  });

  it("a tap on the map takes the nearest centre of the county tapped, not a neighbour's", () => {
    const table = {
      zips: [
        ['77449', 100, 100, '48201'],
        ['77494', 102, 101, '48157 48201 48473'],
        ['77469', 101, 100, '48157'],
      ] as [string, number, number, string][],
    };
    expect(nearestOnMap(table, '48201', 101, 100)).toBe('77449');
    expect(nearestOnMap(table, '48157', 101, 100)).toBe('77469');
    expect(nearestOnMap(table, '48999', 101, 100)).toBeNull();
  });
});
