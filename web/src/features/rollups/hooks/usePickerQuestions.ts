/**
 * The question picker's questions (spec 002 §4, §5): the forms the filter's visits were filed on (the newest
 * 1,000 visits), their questions mapped to the picker's rules (model/questionPicker.ts). NEXT shows only when
 * at least one form is listed.
 */
import { useMemo } from 'react';
import { useRollupPickerFormsQuery, useRollupPickerVisitsQuery } from '../../../generated/graphql';
import { storedQuestionType } from '../../../ui/questionTypes';
import type { FilterParam } from '../../filters/model/types';
import { pickerQuestions, type PickerQuestion } from '../model/questionPicker';
import { filterInput } from '../../filters/model/filterInput';

export interface PickerData {
  questions: PickerQuestion[];
  formCount: number;
  loading: boolean;
  error: string | null;
}

export function usePickerQuestions(filters: readonly FilterParam[], skip: boolean): PickerData {
  const visits = useRollupPickerVisitsQuery({
    variables: {
      filters: filterInput(filters),
    },
    skip,
  });
  const formIds = useMemo(
    () => [
      ...new Set((visits.data?.storeVisits.items ?? []).map((v) => v.formId).filter((id): id is number => id !== null)),
    ],
    [visits.data],
  );
  const forms = usePickerForms(formIds, skip);
  return {
    ...forms,
    loading: visits.loading || forms.loading,
    error: visits.error ? visits.error.message : forms.error,
  };
}

/** The picker's questions of these forms (the widget creator finds its forms' ids itself). */
export function usePickerForms(formIds: readonly number[], skip: boolean): PickerData {
  const forms = useRollupPickerFormsQuery({ variables: { formIds: [...formIds] }, skip: skip || formIds.length === 0 });
  const questions = useMemo(
    () =>
      pickerQuestions(
        (forms.data?.formsByIds ?? []).flatMap((form) =>
          form.questions
            .filter((q): q is typeof q & { canonicalKey: string } => !!q.canonicalKey)
            .map((q) => {
              const type = storedQuestionType(q.type);
              return {
                canonicalKey: q.canonicalKey,
                title: q.title,
                type,
                isCommon: q.commonId !== null || type === 'common-input',
                isInternal: q.isHidden,
                formTitle: form.title,
              };
            }),
        ),
      ),
    [forms.data],
  );
  return {
    questions,
    formCount: forms.data?.formsByIds.length ?? 0,
    loading: forms.loading,
    error: forms.error ? forms.error.message : null,
  };
}
