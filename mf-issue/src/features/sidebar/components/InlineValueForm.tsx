import { Button, FormControl, TextInput } from 'shared-kernel/primer';
import { useState, type FormEvent } from 'react';

export interface InlineValueFormProps {
  /** The input's label: "Weight", "Due date". */
  label: string;
  type: 'number' | 'date';
  initial: string;
  /** The message to show for `text`, or null when it may be saved. */
  validate: (text: string) => string | null;
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/** The sidebar's inline editor of one value: an input, Apply and Cancel (Escape cancels). */
export function InlineValueForm({ label, type, initial, validate, onSubmit, onCancel }: InlineValueFormProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(text);
    setError(problem);
    if (!problem) onSubmit(text);
  }
  return (
    <form noValidate onSubmit={submit} aria-label={`Set ${label.toLowerCase()}`} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <FormControl>
        <FormControl.Label visuallyHidden>{label}</FormControl.Label>
        <TextInput
          type={type}
          value={text}
          autoFocus
          block
          size="small"
          {...(type === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {})}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
        {error ? <FormControl.Validation variant="error">{error}</FormControl.Validation> : null}
      </FormControl>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" size="small" variant="primary">
          Apply
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
