/**
 * The widget creator (spec 002 §2, §4, §5, §9): first a title and a widget type (both required), a description
 * and 'ONLY VISIBLE TO ME'; then the type's modal (filter panel and question picker, TypeModal), and for a bar
 * chart its axes step. The last NEXT creates the widget on the dashboard (createWidget appends it in the same
 * transaction) or saves the edited one; a problem the server answers shows in the dialog, in its words.
 */
import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  Intent,
} from '@blueprintjs/core';
import type { WidgetType } from '@svr/domain';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useSession } from '../../../app/session/SessionContext';
import { toast } from '../../../app/toaster';
import { useCreateWidgetMutation, useUpdateWidgetMutation, type WidgetMetaInput } from '../../../generated/graphql';
import { SaveTitleStep, useTitleFields } from '../../../ui/SaveTitleStep';
import { readSavedParams, writeSavedParams } from '../../filters/model/storage';
import type { FilterParam } from '../../filters/model/types';
import { rememberWidgetNamespace } from '../../rollups/model/widgetNamespace';
import { TypeModal } from './components/TypeModal';
import {
  filterInput,
  initialWidgetParams,
  keepOffered,
  newWidgetNamespace,
  percentageParams,
  widgetFilterConfig,
} from './model/widgetFilters';
import {
  hasAxisStep,
  hasMediaFilter,
  infersDescription,
  mediaFilterMeta,
  mediaFilterOf,
  metaText,
  questionCount,
  WIDGET_TYPE_OPTIONS,
  widgetDescription,
  widgetTypeLabel,
  widgetTypeOf,
  widgetTypeValue,
  type MediaFilter,
} from './model/widgetRules';
import './creator.css';

export const WIDGET_TITLE_REQUIRED = 'Please enter a title for the widget.';
export const WIDGET_TYPE_REQUIRED = 'Please choose a widget type.';
const CHOOSE_TYPE = 'Choose a widget type...';
/** The browser namespace of the creator's last filters (a new widget starts from them). */
export const CREATOR_NAMESPACE = 'widgetCreator';

/** A saved widget to edit, as the dashboard query reads it. */
export interface EditedWidget {
  id: number;
  title: string;
  description?: string | null;
  /** The schema's value (BAR_CHART) or the stored name. */
  widgetType?: string | null;
  formQuestionCanonicalKeys: readonly string[];
  filters: unknown;
  metaJson: unknown;
  restrictTokenUserId?: number | null;
}

export interface WidgetCreatorDialogProps {
  isOpen: boolean;
  /** The dashboard a new widget is added to. */
  dashboardId: number | null;
  /** Edit this widget instead of creating one (its type does not change). */
  widget?: EditedWidget;
  onClose: () => void;
  onSaved: (widgetId: number) => void;
}

export function WidgetCreatorDialog(props: WidgetCreatorDialogProps) {
  return (
    <Dialog
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={props.widget ? 'Edit Widget' : 'Add Widget'}
      icon="widget"
      className="svr-widget-creator"
      // A half-built widget is not lost to a stray Escape or click (the filter panel's popovers use Escape).
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      {/* Mounted while open only: each opening starts from the widget (or a blank one). */}
      {props.isOpen && <CreatorContent key={props.widget?.id ?? 'new'} {...props} />}
    </Dialog>
  );
}

function CreatorContent({ dashboardId, widget, onClose, onSaved }: WidgetCreatorDialogProps) {
  const { user } = useSession();
  const isClient = user?.isClient ?? false;
  const fields = useTitleFields({ title: widget?.title, description: widget?.description });
  const [type, setType] = useState<WidgetType | null>(widgetTypeOf(widget?.widgetType));
  const [onlyMe, setOnlyMe] = useState(widget ? widget.restrictTokenUserId != null : false);
  const [step, setStep] = useState<'title' | 'modal'>('title');
  const [typeTouched, setTypeTouched] = useState(false);
  const [keys, setKeys] = useState<string[]>([...(widget?.formQuestionCanonicalKeys ?? [])]);
  const [mediaFilter, setMediaFilter] = useState<MediaFilter>(mediaFilterOf(widget?.metaJson));
  const [groupBy, setGroupBy] = useState(metaText(widget?.metaJson, 'dataGroupBy') ?? '');
  // An edited widget starts from its filters; a new one from the creator's last filters, or the widget defaults.
  const [draft, setDraft] = useState<FilterParam[]>(() =>
    initialWidgetParams(widget ? widget.filters : readSavedParams(localStorage, CREATOR_NAMESPACE), isClient),
  );
  const namespace = useMemo(() => metaText(widget?.metaJson, 'namespace') ?? newWidgetNamespace(), [widget]);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useCreateWidgetMutation();
  const [update, updated] = useUpdateWidgetMutation();
  const saving = created.loading || updated.loading;
  const onFilters = useCallback((params: FilterParam[]) => setDraft(params), []);

  const config = useMemo(() => (type ? widgetFilterConfig(type, namespace) : null), [type, namespace]);
  // The modal starts from the draft, less what the type's panel does not offer; its changes come back as the draft.
  const [modalFilters, setModalFilters] = useState<FilterParam[]>([]);

  const close = () => {
    if (!saving) onClose();
  };

  const toModal = (e?: FormEvent) => {
    e?.preventDefault();
    fields.setTouched(true);
    setTypeTouched(true);
    if (fields.titleMissing || !type) return;
    setProblem(null);
    const offered = keepOffered(draft, widgetFilterConfig(type, namespace), isClient);
    setModalFilters(type === 'percentage' && !widget ? percentageParams(offered) : offered);
    setStep('modal');
  };

  const save = async (params: FilterParam[], questionTitle: string | null) => {
    if (!type || saving) return;
    setProblem(null);
    const meta: WidgetMetaInput = {
      namespace,
      ...(hasMediaFilter(type) ? mediaFilterMeta(mediaFilter) : {}),
      ...(hasAxisStep(type) ? { dataGroupBy: groupBy || null } : {}),
    };
    const common = {
      title: fields.title.trim(),
      description: widgetDescription(type, fields.description, questionTitle) || null,
      questionCanonicalKeys: questionCount(type) === 'none' ? [] : [...new Set(keys)],
      filters: filterInput(params),
      meta,
      onlyVisibleToMe: onlyMe,
    };
    try {
      // The dashboard page reads the dashboard again on onSaved (the widget's content and the new widget's place);
      // nothing is evicted here, so the page keeps showing whole data in between.
      const payload = widget
        ? (await update({ variables: { id: widget.id, input: common } })).data?.updateWidget
        : (await create({ variables: { input: { ...common, widgetType: widgetTypeValue(type) }, dashboardId } })).data
            ?.createWidget;
      if (payload?.error) setProblem(payload.error.message);
      else if (!payload?.widget) setProblem('The widget could not be saved. Please try again.');
      else {
        rememberWidgetNamespace(localStorage, namespace, payload.widget.id);
        writeSavedParams(localStorage, namespace, params);
        if (!widget) writeSavedParams(localStorage, CREATOR_NAMESPACE, params);
        toast(`Widget '${payload.widget.title}' saved.`);
        onSaved(payload.widget.id);
      }
    } catch (error) {
      setProblem(`The widget could not be saved: ${error instanceof Error ? error.message : 'please try again.'}`);
    }
  };

  if (step === 'modal' && type && config) {
    return (
      <>
        <h4 className="svr-widget-creator-heading">{`${widgetTypeLabel(type)}: ${fields.title.trim()}`}</h4>
        <TypeModal
          widgetType={type}
          config={config}
          isClient={isClient}
          initialFilters={modalFilters}
          keys={keys}
          onKeys={setKeys}
          mediaFilter={mediaFilter}
          onMediaFilter={setMediaFilter}
          groupBy={groupBy}
          onGroupBy={setGroupBy}
          onFilters={onFilters}
          saving={saving}
          problem={problem}
          onBack={() => setStep('title')}
          onCancel={close}
          onSave={(params, questionTitle) => void save(params, questionTitle)}
        />
      </>
    );
  }

  const showTypeError = typeTouched && !type;
  return (
    <form onSubmit={toModal}>
      <DialogBody>
        {problem && (
          <Callout intent={Intent.DANGER} icon="error" compact className="svr-hint">
            {problem}
          </Callout>
        )}
        <SaveTitleStep
          fields={fields}
          idPrefix="widget-creator"
          titleRequired={WIDGET_TITLE_REQUIRED}
          hideDescription={type === 'percentage'}
          descriptionHelper={
            type && infersDescription(type) ? "Left blank, the question's title is the description." : undefined
          }
        >
          <FormGroup
            label="Widget type"
            labelFor="widget-creator-type"
            labelInfo="(required)"
            intent={showTypeError ? Intent.DANGER : Intent.NONE}
            helperText={showTypeError ? WIDGET_TYPE_REQUIRED : widget ? 'A widget keeps its type.' : undefined}
          >
            <HTMLSelect
              id="widget-creator-type"
              value={type ?? ''}
              disabled={!!widget}
              fill
              options={[{ value: '', label: CHOOSE_TYPE, disabled: true }, ...WIDGET_TYPE_OPTIONS]}
              onChange={(e) => {
                setType(widgetTypeOf(e.currentTarget.value));
                setTypeTouched(true);
              }}
            />
          </FormGroup>
        </SaveTitleStep>
        <Checkbox label="ONLY VISIBLE TO ME" checked={onlyMe} onChange={(e) => setOnlyMe(e.currentTarget.checked)} />
      </DialogBody>
      <DialogFooter
        minimal
        actions={
          <>
            <Button text="CANCEL" onClick={close} />
            <Button type="submit" intent={Intent.PRIMARY} text="NEXT" />
          </>
        }
      />
    </form>
  );
}
