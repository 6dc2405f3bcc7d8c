// What every page is made from and gives the build: the generated data the build loaded (PageData) and a page
// before rendering (PageParts). A leaf of types, so the page builders need not import the renderer for them.
import type { ReactElement } from 'react';
import type { StateCode } from '../../schema/codes.ts';
import type { CountyRate, NationalCounty, SourcedConstant, Unit } from '../../schema/index.ts';
import type { HistoryFile } from '../../browser/charts/history-types.ts';
import type { IslandName } from '../../browser/components/island-names.ts';
import type { MapData } from '../../browser/components/maps/types.ts';
import type { NycClassRate } from '../../browser/components/page-context.ts';
import type { AllZips } from '../../browser/search/zip-types.ts';
import type { SiteContent } from './content/types.ts';

/** What the pages read: the generated data, already loaded by the build. */
export interface PageData {
  national: NationalCounty[];
  states: Partial<Record<StateCode, { counties: CountyRate[] }>>;
  /** Each state's taxing units by county (generated/units/<state>.json). */
  units: Partial<Record<StateCode, { counties: Record<string, Unit[]> }>>;
  nycRates: NycClassRate[];
  facts: Record<string, Record<string, unknown>>;
  content: SiteContent;
  /** Sourced constants by scope and key, product-year figures with their sources. */
  constants: Record<string, Record<string, SourcedConstant>>;
  /** County shapes and neighbours from the boundary file (absent in builds and tests that skip maps). */
  maps?: MapData;
  /** Rate history per scope (tx, ca, fl, ny, us) for the county pages' charts. */
  history?: Partial<Record<StateCode | 'us', HistoryFile>>;
  /** Every state's ZIP codes by county (the search page and hub state pages list them). */
  allZips?: AllZips | null;
}

export interface PageParts {
  element: ReactElement;
  title: string;
  description: string;
  islands: IslandName[];
}
