import type { DemoLayout, SimpleSection } from '../types';
import simpleCodes from './simple-codes';
import simpleDefault from './simple-default';
import simpleFormulas from './simple-formulas';
import smartChristmas from './smart-christmas';
import smartDefault from './smart-default';
import smartFeedback from './smart-feedback';
import smartLocation from './smart-location';
import smartUnconfigured from './smart-unconfigured';

/**
 * Every layout the /bill pages demonstrate, by variant and name, for the tests. A page imports only
 * the layout it shows (`import smartDefault from '@site/src/data/bill/layouts/smart-default'`), so
 * it does not load the others. Simple Bill layouts may only hold sections the Simple Bill offers;
 * the type of each module enforces it.
 */
export const simpleLayouts: Record<string, DemoLayout<SimpleSection>> = {
  default: simpleDefault,
  codes: simpleCodes,
  formulas: simpleFormulas,
};

export const smartLayouts: Record<string, DemoLayout> = {
  default: smartDefault,
  unconfigured: smartUnconfigured,
  christmas: smartChristmas,
  location: smartLocation,
  feedback: smartFeedback,
};

export const demoLayouts: { simple: Record<string, DemoLayout>; smart: Record<string, DemoLayout> } = {
  simple: simpleLayouts,
  smart: smartLayouts,
};
