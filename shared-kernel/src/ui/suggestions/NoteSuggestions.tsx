import { AnchoredOverlay, Button, CounterLabel, Flash, FormControl, Label, Textarea } from 'shared-kernel/primer';
import { useRef, useState, type CSSProperties } from 'react';
import { applyErrorMessage, applySuggestion } from './api';
import { useSuggestionBatch } from './SuggestionBatch';
import { SUGGESTION_TEXTS, suggestionDisabledReason, suggestionLineHtml, suggestionRows, type Suggestion } from './types';

export interface NoteSuggestionsProps {
  suggestions: readonly Suggestion[];
  /**
   * After a suggestion (or the batch holding it) was applied: the host resolves the thread and re-reads
   * its notes, as GitLab's notes app does.
   */
  onApplied?: () => void | Promise<void>;
}

const box: CSSProperties = { border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, overflow: 'hidden' };
const header: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, padding: '4px 8px', background: 'var(--bgColor-muted, #f6f8fa)', borderBottom: '1px solid var(--borderColor-default, #d0d7de)' };
const cell: CSSProperties = { fontFamily: 'var(--fontStack-monospace, monospace)', fontSize: 12, padding: '0 8px', whiteSpace: 'pre' };
const number: CSSProperties = { ...cell, width: 1, textAlign: 'right', color: 'var(--fgColor-muted, #656d76)', userSelect: 'none' };

/**
 * The suggestions of a diff comment, each shown as the suggested change (GitLab's suggestion diff: the
 * replaced lines removed, the suggested ones added) under the "Suggested change" header with its
 * actions: Apply suggestion (with an optional commit message), Add suggestion to batch / Remove from
 * batch and Apply suggestions (the batch, with its count). Shared by the notes timeline and the diffs'
 * threads; the page's {@link SuggestionBatchProvider} holds the batch.
 */
export function NoteSuggestions({ suggestions, onApplied }: NoteSuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <div className="note-suggestions" style={{ display: 'grid', gap: 8 }}>
      {suggestions.map((suggestion) => (
        <SuggestionDiff key={suggestion.id} suggestion={suggestion} onApplied={onApplied} />
      ))}
    </div>
  );
}

function SuggestionDiff({ suggestion, onApplied }: { suggestion: Suggestion; onApplied?: (() => void | Promise<void>) | undefined }) {
  const batch = useSuggestionBatch();
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const batched = batch?.has(suggestion.id) ?? false;
  const reason = suggestionDisabledReason(suggestion);
  const disabled = reason !== null || applying || (batch?.applying ?? false);

  const apply = async (message: string) => {
    setError(null);
    setApplying(true);
    try {
      await applySuggestion(suggestion.id, message.trim() || undefined);
      await onApplied?.();
    } catch (failure) {
      setError(applyErrorMessage(failure, SUGGESTION_TEXTS.applyError));
    } finally {
      setApplying(false);
    }
  };
  const applyBatch = async () => {
    setError(null);
    try {
      await batch?.apply();
    } catch (failure) {
      setError(applyErrorMessage(failure, SUGGESTION_TEXTS.applyBatchError));
    }
  };

  let actions;
  if (suggestion.applied) actions = <Label variant="success">{SUGGESTION_TEXTS.applied}</Label>;
  else if (applying) actions = <span role="status">{SUGGESTION_TEXTS.applying}</span>;
  else if (batched && batch?.applying) actions = <span role="status">{SUGGESTION_TEXTS.applyingBatch}</span>;
  else if (batched && batch && suggestion.current_user.can_apply)
    actions = (
      <>
        <Button size="small" onClick={() => batch.remove(suggestion.id)}>
          {SUGGESTION_TEXTS.removeFromBatch}
        </Button>
        <Button size="small" variant="primary" onClick={() => void applyBatch()} trailingVisual={() => <CounterLabel>{batch.ids.length}</CounterLabel>}>
          {SUGGESTION_TEXTS.applyBatch}
        </Button>
      </>
    );
  else
    actions = (
      <span title={reason ?? undefined} style={{ display: 'inline-flex', gap: 8 }}>
        {batch && (
          <Button size="small" disabled={disabled} onClick={() => batch.add(suggestion.id, onApplied)}>
            {SUGGESTION_TEXTS.addToBatch}
          </Button>
        )}
        <ApplySuggestion disabled={disabled} onApply={(message) => void apply(message)} />
      </span>
    );

  return (
    <div style={box} data-testid="suggestion" aria-label={SUGGESTION_TEXTS.header}>
      <div style={header}>
        <strong style={{ fontSize: 12 }}>{SUGGESTION_TEXTS.header}</strong>
        <span style={{ marginLeft: 'auto', display: 'inline-flex', gap: 8, alignItems: 'center' }}>{actions}</span>
      </div>
      {error && (
        <Flash variant="danger" role="alert" style={{ margin: 8 }}>
          {error}
        </Flash>
      )}
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {suggestionRows(suggestion.diff_lines).map((line, index) => (
            <tr
              key={`${line.type}-${index}`}
              className={`line_holder ${line.type}`}
              style={{ background: line.type === 'old' ? 'var(--diffBlob-deletionLine-bgColor, #ffebe9)' : 'var(--diffBlob-additionLine-bgColor, #dafbe1)' }}
            >
              <td style={number}>{line.old_line ?? ''}</td>
              <td style={number}>{line.new_line ?? ''}</td>
              <td style={cell} aria-label={line.type === 'old' ? 'Removed line' : 'Added line'}>
                <span aria-hidden="true">{line.type === 'old' ? '-' : '+'}</span>
                {/* The server escapes and highlights rich_text. */}
                <span dangerouslySetInnerHTML={{ __html: suggestionLineHtml(line).replace(/\n$/, '') }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** apply_suggestion.vue: the "Apply suggestion" dropdown with an optional commit message. */
function ApplySuggestion({ disabled, onApply }: { disabled: boolean; onApply: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <AnchoredOverlay
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      renderAnchor={(anchorProps) => (
        <Button {...anchorProps} size="small" disabled={disabled}>
          {SUGGESTION_TEXTS.apply}
        </Button>
      )}
      overlayProps={{ role: 'dialog', 'aria-label': SUGGESTION_TEXTS.apply, initialFocusRef: field }}
    >
      <form
        style={{ display: 'grid', gap: 8, padding: 12, width: 320 }}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(false);
          onApply(message);
        }}
      >
        <FormControl>
          <FormControl.Label>{SUGGESTION_TEXTS.commitMessage}</FormControl.Label>
          <Textarea ref={field} value={message} placeholder={SUGGESTION_TEXTS.defaultCommitMessage} onChange={(event) => setMessage(event.target.value)} block rows={3} />
        </FormControl>
        <Button type="submit" variant="primary">
          {SUGGESTION_TEXTS.applyButton}
        </Button>
      </form>
    </AnchoredOverlay>
  );
}
