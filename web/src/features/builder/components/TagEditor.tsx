import { Menu, MenuItem, Popover, TagInput } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { toastError } from '../../../app/toaster';
import { useBuilderCreateTagMutation, useBuilderTagSearchQuery } from '../../../generated/graphql';

export interface TagEditorProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  label: string;
}

const SEARCH_DELAY_MS = 250;

/**
 * Tags of a section (spec 000 §5): typing fetches tags by substring and suggests at most 5; Enter or blur
 * adds the typed tag when non-empty and not already there. A tag not among the suggestions is created.
 */
export function TagEditor({ tags, onChange, label }: TagEditorProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [focused, setFocused] = useState(false);
  const [createTag] = useBuilderCreateTagMutation();

  useEffect(() => {
    const t = window.setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [input]);
  const { data } = useBuilderTagSearchQuery({ variables: { search }, skip: search === '', fetchPolicy: 'cache-first' });
  const has = (title: string) => tags.some((t) => t.toLowerCase() === title.toLowerCase());
  const suggestions = (search ? (data?.tags ?? []) : []).filter((t) => !has(t.title)).slice(0, 5);

  const add = async (typed: string) => {
    const title = typed.trim();
    setInput('');
    if (!title || has(title)) return;
    const known = (data?.tags ?? []).find((t) => t.title.toLowerCase() === title.toLowerCase());
    if (known) {
      onChange([...tags, known.title]);
      return;
    }
    try {
      const result = await createTag({ variables: { title } });
      const payload = result.data?.createTag;
      if (payload?.error) toastError(payload.error.message);
      else onChange([...tags, payload?.tag?.title ?? title]);
    } catch (e) {
      toastError(e instanceof Error ? e.message : 'The tag could not be created.');
    }
  };

  return (
    <Popover
      isOpen={focused && suggestions.length > 0}
      autoFocus={false}
      enforceFocus={false}
      placement="bottom-start"
      fill
      content={
        <Menu aria-label="Tag suggestions">
          {suggestions.map((t) => (
            <MenuItem
              key={t.id}
              text={t.title}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => void add(t.title)}
            />
          ))}
        </Menu>
      }
    >
      <TagInput
        leftIcon="tag"
        placeholder="Add tags"
        values={[...tags]}
        inputValue={input}
        onInputChange={(e) => setInput(e.currentTarget.value)}
        addOnBlur
        separator={false}
        onAdd={(values) => {
          for (const v of values) void add(v);
        }}
        onRemove={(_value, index) => onChange(tags.filter((_t, i) => i !== index))}
        inputProps={{ 'aria-label': label, onFocus: () => setFocused(true), onBlur: () => setFocused(false) }}
        tagProps={{ minimal: true }}
      />
    </Popover>
  );
}
