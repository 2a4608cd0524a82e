import { Button, Flash, FormControl, Radio, RadioGroup, TextInput, Token } from 'shared-kernel/primer';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { splitReferences } from 'shared-kernel/references';
import { canSubmitLinks, LINK_TYPE_LABELS, LINK_TYPES, type LinkType } from '../linkTypes';

export interface AddLinkedItemsFormProps {
  type: string;
  onSubmit: (references: string[], linkType: LinkType) => Promise<void>;
  onCancel: () => void;
  error?: string | null;
}

/** "The current issue relates to / blocks / is blocked by the following issues": references as tokens, Add and Cancel. */
export function AddLinkedItemsForm({ type, onSubmit, onCancel, error }: AddLinkedItemsFormProps) {
  const [linkType, setLinkType] = useState<LinkType>('relates_to');
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  function takeInput() {
    const refs = splitReferences(input.replace(/,/g, ' '));
    if (refs.length) setPending((current) => [...new Set([...current, ...refs])]);
    setInput('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitLinks({ input, pending, submitting })) return;
    const references = [...new Set([...pending, ...splitReferences(input.replace(/,/g, ' '))])];
    setSubmitting(true);
    try {
      await onSubmit(references, linkType);
    } finally {
      setSubmitting(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === ' ' || event.key === ',') {
      event.preventDefault();
      takeInput();
    } else if (event.key === 'Backspace' && input === '' && pending.length > 0) {
      setPending((current) => current.slice(0, -1));
    }
  }

  return (
    <form aria-label="Add a linked item" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: 8, padding: 8, border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6 }}>
      {error ? <Flash variant="danger">{error}</Flash> : null}
      <RadioGroup name="linked-item-type" onChange={(value) => value && setLinkType(value as LinkType)}>
        <RadioGroup.Label>The current {type}</RadioGroup.Label>
        {LINK_TYPES.map((value) => (
          <FormControl key={value}>
            <Radio value={value} checked={linkType === value} onChange={() => setLinkType(value)} />
            <FormControl.Label>{LINK_TYPE_LABELS[value]}</FormControl.Label>
          </FormControl>
        ))}
      </RadioGroup>
      <div>
        <div id="linked-items-input-label" style={{ fontWeight: 600, marginBottom: 4 }}>
          the following issues
        </div>
        {pending.length > 0 ? (
          <ul aria-label="Pending references" style={{ display: 'flex', gap: 4, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: '0 0 4px' }}>
            {pending.map((reference) => (
              <li key={reference}>
                <Token text={reference} onRemove={() => setPending((current) => current.filter((r) => r !== reference))} />
              </li>
            ))}
          </ul>
        ) : null}
        <TextInput
          aria-labelledby="linked-items-input-label"
          block
          placeholder="Paste issue link or <#issue id>"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" disabled={!canSubmitLinks({ input, pending, submitting })}>
          Add
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
