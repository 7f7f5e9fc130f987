/**
 * One group of the Export Columns dialog (spec 002 §2): collapsible, with Select All, a Search box and
 * 'No related questions found' when nothing is there (or nothing matches the search).
 */
import { Checkbox, InputGroup, Section, SectionCard, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { choiceId, matchesSearch, type ExportChoice } from '../model/exportColumns';

export const NO_RELATED = 'No related questions found';

export interface ExportColumnGroupProps {
  title: string;
  choices: ExportChoice[];
  isChosen: (id: string) => boolean;
  onChange: (ids: string[], chosen: boolean) => void;
  loading?: boolean;
  defaultOpen?: boolean;
}

export function ExportColumnGroup({
  title,
  choices,
  isChosen,
  onChange,
  loading = false,
  defaultOpen = true,
}: ExportColumnGroupProps) {
  const [search, setSearch] = useState('');
  const shown = choices.filter((c) => matchesSearch(c, search));
  const shownIds = shown.map(choiceId);
  const chosenCount = choices.filter((c) => isChosen(choiceId(c))).length;
  const allShown = shownIds.length > 0 && shownIds.every(isChosen);
  const someShown = shownIds.some(isChosen);
  const slug = title.replace(/\W+/g, '-').toLowerCase();
  return (
    <Section
      className="svr-export-group"
      title={title}
      compact
      collapsible
      collapseProps={{ defaultIsOpen: defaultOpen }}
      rightElement={
        <Tag minimal round>
          {loading ? '…' : `${chosenCount} of ${choices.length}`}
        </Tag>
      }
      role="group"
      aria-label={title}
    >
      <SectionCard className="svr-export-group-body">
        <div className="svr-export-group-tools">
          <Checkbox
            label="Select All"
            checked={allShown}
            indeterminate={someShown && !allShown}
            disabled={shownIds.length === 0}
            onChange={() => onChange(shownIds, !allShown)}
            aria-label={`Select All ${title}`}
          />
          <InputGroup
            leftIcon="search"
            placeholder="Search"
            aria-label={`Search ${title}`}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            size="small"
            id={`export-search-${slug}`}
          />
        </div>
        {loading ? (
          <Spinner size={20} aria-label={`Loading ${title}`} />
        ) : shown.length === 0 ? (
          <p className="svr-muted svr-export-empty">{NO_RELATED}</p>
        ) : (
          <ul className="svr-export-choices">
            {shown.map((c) => {
              const id = choiceId(c);
              return (
                <li key={id}>
                  <Checkbox checked={isChosen(id)} onChange={() => onChange([id], !isChosen(id))}>
                    {c.label}
                    {c.detail && <span className="svr-muted svr-export-detail"> — {c.detail}</span>}
                  </Checkbox>
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>
    </Section>
  );
}
