/**
 * The builder's mode line (spec 000 §4): 'Draft {date}' when the status is 3, otherwise 'Latest publish {date}'.
 * A new form is status 1 with no timestamp yet, so it reads 'Latest publish' with no date.
 */
import { RecordStatus } from '@svr/domain';
import { formatDate } from '../../../ui/format';
import type { BuilderForm } from './types';

export function modeLine(form: Pick<BuilderForm, 'status' | 'timestamp'>): string {
  const label = form.status === RecordStatus.Draft ? 'Draft' : 'Latest publish';
  const date = formatDate(form.timestamp);
  return date ? `${label} ${date}` : label;
}
