// Shapes of the UI text tables. English (en.ts) is the reference; every other table is
// typed from it, so a missing or extra key is a compile error.

/** A nested table of UI text: key → string or a further table. */
export interface StringTree {
  readonly [key: string]: string | StringTree;
}

/** The same keys as T, every leaf widened to string (for a translation of T). */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Dot paths of every leaf of T: 'calculator.homeValue', 'errors.app.title', … */
export type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
