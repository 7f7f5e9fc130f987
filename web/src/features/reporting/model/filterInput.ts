/** The panel's loaded filters as the GraphQL FilterParameterInput takes them (pathStr is the panel's own). */
import type { FilterParam } from '../../filters/model/types';
import type { FilterParameterInput } from '../../../generated/graphql';

export const filterInput = (params: readonly FilterParam[]): FilterParameterInput[] =>
  params.map((p) => ({ label: p.label, path: p.path, type: p.type, data: p.data, exclude: p.exclude }));
