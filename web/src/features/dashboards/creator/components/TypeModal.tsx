/**
 * A widget type's modal (spec 002 §2, §4, §5): the filter panel on the left (the widget catalogue, validateFilter
 * for widgets), the form/question picker on the right limited to the type's questions, or for percentage the
 * visit count; FILTER PHOTO / VIDEO QUESTIONS for photo and video; the empty-selection text; CANCEL and NEXT.
 * The bar chart's NEXT opens its second step (AxisStep) with BACK / NEXT. The last NEXT saves.
 */
import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, Intent, Spinner } from '@blueprintjs/core';
import type { WidgetType } from '@svr/domain';
import { useEffect, useMemo, useState } from 'react';
import { FilterPanel } from '../../../filters/components/FilterPanel';
import { anyData } from '../../../filters/model/filterState';
import type { FilterParam, FilterPageConfig } from '../../../filters/model/types';
import { QuestionPicker } from '../../../rollups/components/QuestionPicker';
import { usePickerForms } from '../../../rollups/hooks/usePickerQuestions';
import '../../../rollups/rollups.css';
import { useFilterVisits } from '../hooks/useFilterVisits';
import { useWidgetFilters } from '../hooks/useWidgetFilters';
import { widgetFilterProblem } from '../model/widgetFilters';
import {
  applyPick,
  canNext,
  canPickQuestion,
  emptySelectionText,
  hasAxisStep,
  hasMediaFilter,
  MEDIA_FILTER_OPTIONS,
  mediaFilterLabel,
  parseMediaFilter,
  questionCount,
  visitCountText,
  type MediaFilter,
} from '../model/widgetRules';
import { AxisStep } from './AxisStep';

export interface TypeModalProps {
  widgetType: WidgetType;
  config: FilterPageConfig;
  isClient: boolean;
  initialFilters: FilterParam[];
  keys: string[];
  onKeys: (keys: string[]) => void;
  mediaFilter: MediaFilter;
  onMediaFilter: (choice: MediaFilter) => void;
  groupBy: string;
  onGroupBy: (path: string) => void;
  /** The panel's parameters as they change (kept when the user goes back to the first step). */
  onFilters: (params: FilterParam[]) => void;
  saving: boolean;
  problem: string | null;
  onBack: () => void;
  onCancel: () => void;
  /** The last NEXT: the parameters to save and the chosen question's title. */
  onSave: (params: FilterParam[], questionTitle: string | null) => void;
}

export function TypeModal(props: TypeModalProps) {
  const { widgetType, config, isClient, keys, onKeys, saving } = props;
  const filters = useWidgetFilters(config, props.initialFilters, isClient);
  const [axes, setAxes] = useState(false);
  const { onFilters } = props;
  useEffect(() => onFilters(filters.params), [filters.params, onFilters]);

  const isPercentage = questionCount(widgetType) === 'none';
  const applied = filters.applied;
  const found = useFilterVisits(applied, !isPercentage);
  const picker = usePickerForms(found.formIds, isPercentage || !applied || found.loading);
  const pickerLoading = found.loading || picker.loading;
  const offered = useMemo(
    () => picker.questions.filter((q) => canPickQuestion(widgetType, q.type)),
    [picker.questions, widgetType],
  );
  // Questions the type cannot take (chosen for another type, or gone from these forms) leave the selection.
  useEffect(() => {
    if (isPercentage || pickerLoading || !applied || picker.formCount === 0) return;
    const kept = keys.filter((k) => offered.some((q) => q.canonicalKey === k));
    if (kept.length !== keys.length) onKeys(kept);
  }, [isPercentage, pickerLoading, applied, picker.formCount, offered, keys, onKeys]);
  const visits = isPercentage && applied && !found.loading ? found.total : null;

  const problem = widgetFilterProblem(filters.params, isClient);
  const ready = canNext(widgetType, {
    keys,
    filterHasValues: anyData(filters.params) && applied !== null,
    filterValid: problem === null,
    visits,
  });
  const questionTitle = offered.find((q) => q.canonicalKey === keys[0])?.title ?? null;
  const showNext = isPercentage || picker.formCount > 0 || keys.length > 0;
  const nothingChosen = isPercentage ? !applied || !visits : keys.length === 0;

  const next = () => {
    if (!ready || saving) return;
    if (hasAxisStep(widgetType) && !axes) setAxes(true);
    else props.onSave(filters.params, questionTitle);
  };

  const shownProblem = props.problem ?? found.error ?? picker.error;
  return (
    <>
      <DialogBody className="svr-widget-creator-body">
        {shownProblem && (
          <Callout intent={Intent.DANGER} icon="error" compact className="svr-hint">
            {shownProblem}
          </Callout>
        )}
        {axes ? (
          <AxisStep
            isClient={isClient}
            questionTitle={questionTitle}
            groupBy={props.groupBy}
            onGroupBy={props.onGroupBy}
          />
        ) : (
          <div className="svr-widget-creator-columns">
            <div className="svr-widget-creator-filters">
              <FilterPanel state={filters} />
            </div>
            <div className="svr-widget-creator-picker" aria-label="Questions to roll up" role="region">
              {hasMediaFilter(widgetType) && (
                <FormGroup label={mediaFilterLabel(widgetType)} labelFor="widget-media-filter" inline>
                  <HTMLSelect
                    id="widget-media-filter"
                    value={props.mediaFilter}
                    options={MEDIA_FILTER_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
                    onChange={(e) => props.onMediaFilter(parseMediaFilter(e.currentTarget.value))}
                  />
                </FormGroup>
              )}
              {isPercentage ? (
                <div className="svr-widget-creator-visits" aria-live="polite">
                  {found.loading ? <Spinner size={24} /> : visits !== null && <strong>{visitCountText(visits)}</strong>}
                </div>
              ) : !applied ? (
                <p className="svr-muted">LOAD RESULTS to list the questions of the forms these parameters select.</p>
              ) : (
                <QuestionPicker
                  questions={offered}
                  loading={pickerLoading}
                  selected={keys}
                  quickSelects={questionCount(widgetType) === 'several'}
                  onChange={(after) => onKeys(applyPick(widgetType, keys, after))}
                />
              )}
            </div>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        minimal
        actions={
          <>
            {nothingChosen && !axes && <span className="svr-muted">{emptySelectionText(widgetType)}</span>}
            {axes ? (
              <Button text="BACK" onClick={() => setAxes(false)} disabled={saving} />
            ) : (
              <>
                <Button text="BACK" onClick={props.onBack} disabled={saving} />
                <Button text="CANCEL" onClick={props.onCancel} disabled={saving} />
              </>
            )}
            {showNext && (
              <Button intent={Intent.PRIMARY} text="NEXT" loading={saving} disabled={!ready} onClick={next} />
            )}
          </>
        }
      />
    </>
  );
}
