import { InputGroup, Menu, MenuItem, Popover, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useBuilderCommonQuestionsQuery } from '../../../generated/graphql';
import { storedQuestionType } from '../../../ui/questionTypes';
import { useBuilderActions } from '../hooks/useBuilder';
import { newUuid } from '../model/uuid';
import type { BuilderQuestion } from '../model/types';

export interface CommonQuestionPickerProps {
  question: BuilderQuestion;
}

/** Most matches the common-question search shows (spec 000 §5). */
export const MAX_COMMON_MATCHES = 5;

/** A Common Question: search the library by title (at most 5 matches) and place the chosen one. */
export function CommonQuestionPicker({ question: q }: CommonQuestionPickerProps) {
  const { dispatch } = useBuilderActions();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const { data, loading } = useBuilderCommonQuestionsQuery({
    skip: !open && q.commonId === null,
    fetchPolicy: 'cache-first',
  });
  const needle = search.trim().toLowerCase();
  const matches = (data?.commonQuestions ?? [])
    .filter((c) => needle === '' || c.title.toLowerCase().includes(needle))
    .slice(0, MAX_COMMON_MATCHES);
  const chosen = data?.commonQuestions.find((c) => c.id === q.commonId);

  return (
    <div className="svr-common">
      <Popover
        isOpen={open && (matches.length > 0 || loading)}
        autoFocus={false}
        enforceFocus={false}
        placement="bottom-start"
        onInteraction={(next) => !next && setOpen(false)}
        content={
          <Menu aria-label="Common questions">
            {loading && <MenuItem disabled text="Loading…" />}
            {matches.map((c) => (
              <MenuItem
                key={c.id}
                text={c.title}
                label={c.typeLabel}
                onClick={() => {
                  dispatch({
                    type: 'updateQuestion',
                    uuid: q.uuid,
                    fn: (x) => ({
                      ...x,
                      title: c.title,
                      commonId: c.id,
                      tags: [...c.tags],
                      // A placed common question keeps its answers; follow-ups stay in the library.
                      options: c.options.map((o) => ({
                        uuid: newUuid(),
                        label: o.label,
                        value: o.value,
                        conditionalFork: [],
                      })),
                      // Form content keeps the stored type name (radio-button-input), not the schema's enum value.
                      meta: { ...x.meta, commonType: storedQuestionType(c.type) },
                    }),
                  });
                  setSearch('');
                  setOpen(false);
                }}
              />
            ))}
          </Menu>
        }
      >
        <InputGroup
          size="small"
          leftIcon="search"
          aria-label="Search common questions"
          placeholder="Search common questions by title"
          value={search}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setOpen(true);
          }}
        />
      </Popover>
      {q.commonId !== null && (
        <Tag minimal icon="link" className="svr-common-chosen">
          Common question #{q.commonId}
          {chosen ? ` · ${chosen.typeLabel}` : ''}
        </Tag>
      )}
    </div>
  );
}
