/**
 * The bar chart's second step (spec 002 §2, §5): the x-axis data, disabled ('Submitted Responses'), the y-axis
 * data ('Answer': the chosen question's answers), and 'data grouped by', limited to the fixed column labels.
 */
import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { groupByOptions } from '../model/widgetFilters';

export interface AxisStepProps {
  isClient: boolean;
  questionTitle: string | null;
  /** The chosen column's filter path, '' for none. */
  groupBy: string;
  onGroupBy: (path: string) => void;
}

export const NOT_GROUPED = 'Not grouped';

export function AxisStep({ isClient, questionTitle, groupBy, onGroupBy }: AxisStepProps) {
  const options = groupByOptions(isClient);
  return (
    <div className="svr-widget-creator-axes">
      <FormGroup label="X-axis data" labelFor="widget-x-axis">
        <InputGroup id="widget-x-axis" disabled placeholder="Submitted Responses" />
      </FormGroup>
      <FormGroup label="Y-axis data" labelFor="widget-y-axis" helperText={questionTitle ?? undefined}>
        <InputGroup id="widget-y-axis" disabled placeholder="Answer" />
      </FormGroup>
      <FormGroup label="Data grouped by" labelFor="widget-group-by">
        <HTMLSelect
          id="widget-group-by"
          value={groupBy}
          options={[{ value: '', label: NOT_GROUPED }, ...options.map((o) => ({ value: o.path, label: o.label }))]}
          onChange={(e) => onGroupBy(e.currentTarget.value)}
        />
      </FormGroup>
    </div>
  );
}
