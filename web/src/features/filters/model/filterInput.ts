/**
 * The panel's filters as the GraphQL FilterParameterInput takes them (pathStr is the panel's own): one mapping for
 * every search, picker and save, so a relative range ('Past week') reaches the api as relative everywhere and a
 * saved view, roll-up or widget keeps moving with today.
 */
import type { FilterParameterInput } from '../../../generated/graphql';
import type { FilterParam } from './types';

export const toFilterInput = (p: FilterParam): FilterParameterInput => ({
  label: p.label,
  path: p.path,
  type: p.type,
  data: p.data,
  exclude: p.exclude,
  relative: p.relative ?? null,
});

export const filterInput = (params: readonly FilterParam[]): FilterParameterInput[] => params.map(toFilterInput);
