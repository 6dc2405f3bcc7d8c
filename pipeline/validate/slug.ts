// Spec §3: a county slug is its name without "County", lower case, hyphenated (harris, los-angeles, st-johns).
// Louisiana parishes, Alaska boroughs and census areas, and Connecticut planning regions drop their
// suffix the same way; Virginia's independent cities keep "city" so Fairfax city ≠ Fairfax County.
const SUFFIXES = [
  ' County',
  ' Parish',
  ' City and Borough',
  ' Borough',
  ' Census Area',
  ' Municipality',
  ' Planning Region',
];

export function countySlug(name: string): string {
  let base = name;
  for (const suffix of SUFFIXES) {
    if (base.endsWith(suffix)) {
      base = base.slice(0, -suffix.length);
      break;
    }
  }
  return base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
