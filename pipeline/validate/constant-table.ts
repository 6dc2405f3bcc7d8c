// The shape of a checked constants table (constants.ts reads it, constant-labels.ts adds the labels): a leaf
// of types both import, so neither imports the other for them.
import type { SourcedConstant } from '../../schema/index.ts';

/** A constant as stored: every year span of a key, with the cell positions for later messages. */
export interface ConstantRecord extends Omit<SourcedConstant, 'standIn'> {
  fromYear: number;
  /** null: no end known (current law). */
  toYear: number | null;
  /** `file:line:column` of the value cell, so a value used in the wrong place is reported where it is typed. */
  valueAt: string;
}

export type ConstantTable = Map<string, ConstantRecord[]>;
