/**
 * Tags of a common question (spec 000 §5, §9): typing fetches tags by substring and suggests at most 5;
 * Enter or leaving the field adds the typed text when it is not empty: an existing tag (or a suggestion)
 * is used as it is, a new title is created first (POST /tag through createTag). Arrow keys pick a
 * suggestion, Enter adds it, Escape closes the list.
 */
import { FormGroup, Intent, Menu, MenuItem, Popover, Spinner, TagInput } from '@blueprintjs/core';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { useCreateTagMutation, useTagSuggestionsQuery } from '../../../generated/graphql';
import { sameLabel } from '../commonQuestionDraft';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';

/** Spec 000 §9: tag suggestions, at most 5. */
export const MAX_TAG_SUGGESTIONS = 5;

export interface TagFieldProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}

/** What the dialog asks of the field when SAVE is pressed. */
export interface TagFieldHandle {
  /** Adds the text still in the field (or waits for the tag being added); answers the tags, or null when one was refused. */
  flush: () => Promise<string[] | null>;
}

export const TagField = forwardRef<TagFieldHandle, TagFieldProps>(function TagField({ tags, onChange, disabled }, ref) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const [focused, setFocused] = useState(false);
  const search = useDebouncedValue(text.trim(), 200);
  const { data, previousData } = useTagSuggestionsQuery({
    // Ask for a few more than shown: tags already on the question are left out of the list.
    variables: { search, first: Math.min(50, MAX_TAG_SUGGESTIONS + tags.length) },
    skip: search === '',
    fetchPolicy: 'network-only',
  });
  const [createTag, { loading: creating }] = useCreateTagMutation();

  const typed = text.trim();
  const found = (data ?? previousData)?.tags ?? [];
  // Results of an older search still match while the user types on, as long as they contain the text.
  const suggestions =
    typed === ''
      ? []
      : found
          .filter(
            (t) => t.title.toLowerCase().includes(typed.toLowerCase()) && !tags.some((x) => sameLabel(x, t.title)),
          )
          .slice(0, MAX_TAG_SUGGESTIONS);
  const open = focused && !closed && !disabled && suggestions.length > 0;

  // The newest tags and text, for adds that finish after a re-render and for flush() from the dialog's SAVE.
  const latest = useRef({ tags, text });
  latest.current = { tags, text };
  const inflight = useRef<Promise<string[] | null> | null>(null);

  const clearText = () => {
    setText('');
    latest.current = { ...latest.current, text: '' };
  };
  const added = (next: string[]) => {
    onChange(next);
    latest.current = { ...latest.current, tags: next };
    clearText();
    return next;
  };

  /** Adds a tag; answers the tags after it, or null when the api refused it (the field says why). One at a time. */
  const add = (title: string): Promise<string[] | null> => {
    if (inflight.current) return inflight.current;
    const wanted = title.trim();
    const current = latest.current.tags;
    if (wanted === '') return Promise.resolve(current);
    setProblem(null);
    setActive(-1);
    if (current.some((t) => sameLabel(t, wanted))) {
      clearText();
      return Promise.resolve(current);
    }
    // An existing tag with this title (any case) is used as it is: no new tag is made for it.
    const existing = found.find((t) => sameLabel(t.title, wanted));
    if (existing) return Promise.resolve(added([...current, existing.title]));
    const run = (async () => {
      try {
        const result = await createTag({ variables: { title: wanted } });
        const payload = result.data?.createTag;
        if (payload?.tag) return added([...latest.current.tags, payload.tag.title]);
        setProblem(payload?.error?.message ?? 'The tag could not be created.');
      } catch (e) {
        setProblem(e instanceof Error ? e.message : 'The tag could not be created.');
      } finally {
        inflight.current = null;
      }
      return null;
    })();
    inflight.current = run;
    return run;
  };

  useImperativeHandle(ref, () => ({
    flush: async () => {
      if (inflight.current && (await inflight.current) === null) return null;
      return add(latest.current.text);
    },
  }));

  const menu = (
    <Menu role="listbox" aria-label="Tag suggestions">
      {suggestions.map((t, i) => (
        <MenuItem
          key={t.id}
          roleStructure="listoption"
          text={t.title}
          active={i === active}
          // Keep the focus in the field, so choosing a suggestion does not first add the typed text on blur.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => void add(t.title)}
        />
      ))}
    </Menu>
  );

  return (
    <FormGroup
      label="Tags"
      labelFor="cq-tags"
      helperText={problem ?? 'Type to find a tag; Enter adds it, or creates it when it is new.'}
      intent={problem ? Intent.DANGER : Intent.NONE}
    >
      <Popover
        content={menu}
        isOpen={open}
        placement="bottom-start"
        minimal
        autoFocus={false}
        enforceFocus={false}
        shouldReturnFocusOnClose={false}
        matchTargetWidth
        fill
      >
        <TagInput
          values={tags}
          inputValue={text}
          disabled={disabled}
          fill
          leftIcon="tag"
          placeholder="Add tags"
          addOnBlur
          addOnPaste={false}
          separator={false}
          intent={problem ? Intent.DANGER : Intent.NONE}
          rightElement={creating ? <Spinner size={16} aria-label="Creating the tag" /> : undefined}
          inputProps={{
            id: 'cq-tags',
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            onFocus: () => setFocused(true),
            onBlur: () => setFocused(false),
          }}
          tagProps={{ minimal: true }}
          onInputChange={(e) => {
            setText(e.currentTarget.value);
            setActive(-1);
            setClosed(false);
            setProblem(null);
          }}
          onAdd={(values, method) => {
            const chosen = method === 'default' && active >= 0 ? suggestions[active]?.title : undefined;
            void add(chosen ?? values[0] ?? '');
            return false;
          }}
          onRemove={(_value, index) => onChange(tags.filter((_, i) => i !== index))}
          onKeyDown={(e) => {
            if (!open) return;
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              const last = suggestions.length - 1;
              const down = e.key === 'ArrowDown';
              setActive((i) => (down ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
            } else if (e.key === 'Escape') {
              // Close the list, not the dialog.
              e.stopPropagation();
              setClosed(true);
              setActive(-1);
            }
          }}
        />
      </Popover>
    </FormGroup>
  );
});
