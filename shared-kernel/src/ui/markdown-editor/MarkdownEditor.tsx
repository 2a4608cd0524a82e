import { Button, Flash, Textarea } from 'shared-kernel/primer';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent, type ComponentType, type DragEvent, type KeyboardEvent } from 'react';
import type { EmojiData } from '../emoji/emojiData';
import { MarkdownHtml } from '../markdown/MarkdownHtml';
import { MarkdownStyles } from '../markdown/MarkdownStyles';
import { AttachButton } from './AttachButton';
import { ATTACHMENT_TEXTS, filesOf, type MarkdownUploadHandler } from './attachments';
import type { AutocompleteSources } from './autocomplete';
import { AutocompleteMenu, autocompleteOptionId } from './AutocompleteMenu';
import { placeMenu, textareaCaretRect, type MenuPlacement } from './caretPosition';
import { isSubmitChord, MARKDOWN_EDITOR_TEXTS as T, readEditorMode, writeEditorMode, type MarkdownEditorMode } from './editorMode';
import { applyFormat, formatActionForKey, type FormatAction } from './formatting';
import { FormattingToolbar } from './FormattingToolbar';
import type { RichTextController, RichTextEditorProps } from './RichTextEditor';
import { useAttachments } from './useAttachments';
import { useAutocomplete, type AutocompleteFetcher, type AutocompleteSurface } from './useAutocomplete';

/** Loads the rich-text editor (Tiptap) on demand: it is never part of a page's first view. */
export type RichTextEditorLoader = () => Promise<ComponentType<RichTextEditorProps>>;

const loadTiptapEditor: RichTextEditorLoader = () => import('./RichTextEditor').then((module) => module.RichTextEditor);

/** Props of {@link MarkdownEditor}. */
export interface MarkdownEditorProps {
  /** The form field's id (the textarea's, or the hidden input's in rich-text mode). Required by the spec. */
  id: string;
  /** The form field's name. */
  name: string;
  /** Accessible name of the text box, e.g. "Description". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Renders markdown to (sanitised) HTML for the Preview tab, e.g. `preview_markdown`. Without it there is no Preview tab. */
  renderPreview?: (markdown: string) => Promise<string>;
  /** Ctrl+Enter / Cmd+Enter in either mode. */
  onSubmit?: () => void;
  /** Escape in either mode. */
  onCancel?: () => void;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  rows?: number;
  /** Offer the rich-text mode. Default true. */
  enableRichText?: boolean;
  /** Where the rich-text editor comes from (tests). Default: a dynamic import of the Tiptap editor. */
  loadRichTextEditor?: RichTextEditorLoader;
  /**
   * Uploads a file and answers the markdown to insert (e.g. `uploadFile` of `shared-kernel/api`, whose
   * link has `markdown`). With it the editor offers "Attach a file" and takes dropped and pasted files.
   */
  onUpload?: MarkdownUploadHandler;
  /**
   * GitLab's autocomplete data sources (`autocompleteSourcesFor(...)` or `autocompleteSourcesFromCommandsPath(...)`):
   * with them, `@`, `#`, `!`, `&`, `~`, `%`, `/` and `:` (emoji) open suggestions in both modes.
   */
  autocompleteSources?: AutocompleteSources;
  /** Reads a source (tests). Default: the kernel's REST client. */
  fetchAutocomplete?: AutocompleteFetcher;
  /** Loads the emoji set for `:` (tests). Default: the kernel's `loadEmojiData`. */
  loadEmojis?: () => Promise<EmojiData>;
}

/**
 * A markdown field with Write / Preview tabs and a rich-text mode (Tiptap, round-tripping markdown, loaded on
 * demand). The mode is remembered in local storage for every editor (`gl-markdown-editor-mode`).
 */
export function MarkdownEditor({
  id,
  name,
  label,
  value,
  onChange,
  renderPreview,
  onSubmit,
  onCancel,
  placeholder,
  disabled = false,
  autoFocus = false,
  rows = 10,
  enableRichText = true,
  loadRichTextEditor = loadTiptapEditor,
  onUpload,
  autocompleteSources,
  fetchAutocomplete,
  loadEmojis,
}: MarkdownEditorProps) {
  const [mode, setModeState] = useState<MarkdownEditorMode>(() => (enableRichText ? readEditorMode() : 'markdownField'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<{ status: 'idle' | 'loading' | 'ready' | 'error'; html: string }>({ status: 'idle', html: '' });
  const [RichText, setRichText] = useState<ComponentType<RichTextEditorProps> | null>(null);
  const [richTextError, setRichTextError] = useState(false);
  const loader = useRef(loadRichTextEditor);

  const richTextMode = enableRichText && mode === 'contentEditor' && !richTextError;
  const [richText, setRichTextController] = useState<RichTextController | null>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const textarea = useCallback(() => document.getElementById(id) as HTMLTextAreaElement | null, [id]);
  const valueRef = useRef(value);
  valueRef.current = value;

  // After a completion or a format in the textarea, the caret (or selection) goes where the edit says.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const field = textarea();
    if (!selection || !field) return;
    pendingSelection.current = null;
    field.focus();
    field.setSelectionRange(selection.start, selection.end);
  }, [value, textarea]);

  const surface = useMemo<AutocompleteSurface | null>(() => {
    if (richTextMode) return richText;
    return {
      textBeforeCaret: () => {
        const field = textarea();
        return field ? field.value.slice(0, field.selectionStart) : '';
      },
      // textBeforeCaret is the whole text up to the caret: an offset in it is one in the field.
      caretRect: (offset) => {
        const field = textarea();
        return field ? textareaCaretRect(field, offset) : null;
      },
      replaceBeforeCaret: (length, text) => {
        const field = textarea();
        if (!field) return;
        const caret = field.selectionStart;
        const start = Math.max(0, caret - length);
        pendingSelection.current = { start: start + text.length, end: start + text.length };
        onChange(field.value.slice(0, start) + text + field.value.slice(caret));
      },
    };
  }, [richTextMode, richText, textarea, onChange]);
  const autocomplete = useAutocomplete(disabled ? undefined : autocompleteSources, surface, fetchAutocomplete, loadEmojis);
  const menuId = `${id}-autocomplete`;
  const panel = useRef<HTMLDivElement>(null);
  const [menuPlacement, setMenuPlacement] = useState<MenuPlacement | null>(null);
  const openMatch = autocomplete.match;
  // The menu opens at the trigger character (GitLab's At.js), placed once per completion: it stays
  // where it opened while the query is typed.
  useLayoutEffect(() => {
    const box = panel.current;
    const caret = openMatch && surface?.caretRect ? surface.caretRect(openMatch.start) : null;
    if (!box || !caret) {
      setMenuPlacement(null);
      return;
    }
    const rect = box.getBoundingClientRect();
    setMenuPlacement(placeMenu(caret, { left: rect.left, top: rect.top, width: rect.width }, window.innerHeight));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placed when a completion opens (its start), not on each keystroke
  }, [openMatch?.start, openMatch?.kind, surface]);

  const format = (action: FormatAction) => {
    if (disabled) return;
    if (richTextMode) {
      richText?.format(action);
      return;
    }
    const field = textarea();
    if (!field) return;
    const next = applyFormat({ value: field.value, start: field.selectionStart, end: field.selectionEnd }, action);
    pendingSelection.current = { start: next.start, end: next.end };
    onChange(next.value);
  };
  const attachments = useAttachments({
    value,
    onChange,
    onUpload: disabled ? undefined : onUpload,
    textarea: () => (richTextMode ? null : (document.getElementById(id) as HTMLTextAreaElement | null)),
  });
  // Files dropped or pasted anywhere in the field are attached (text pastes stay the editor's).
  const fileEvents = onUpload
    ? {
        onDragOver: (event: DragEvent<HTMLDivElement>) => {
          if (Array.from(event.dataTransfer.types).includes('Files')) event.preventDefault();
        },
        onDrop: (event: DragEvent<HTMLDivElement>) => {
          const files = filesOf(event.dataTransfer);
          if (files.length === 0) return;
          event.preventDefault();
          attachments.attach(files);
        },
        onPaste: (event: ClipboardEvent<HTMLDivElement>) => {
          const files = filesOf(event.clipboardData);
          if (files.length === 0) return;
          event.preventDefault();
          attachments.attach(files);
        },
      }
    : {};

  useEffect(() => {
    if (!richTextMode || RichText) return;
    let cancelled = false;
    loader.current().then(
      (component) => !cancelled && setRichText(() => component),
      (error: unknown) => {
        console.warn('[shared-kernel/ui] rich text editor failed to load', error);
        if (!cancelled) setRichTextError(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [richTextMode, RichText]);

  function setMode(next: MarkdownEditorMode) {
    setModeState(next);
    setRichTextError(false);
    setTab('write');
    writeEditorMode(next);
  }

  function showPreview() {
    setTab('preview');
    if (!renderPreview) return;
    if (!value.trim()) {
      setPreview({ status: 'ready', html: '' });
      return;
    }
    setPreview({ status: 'loading', html: '' });
    renderPreview(value).then(
      (html) => setPreview({ status: 'ready', html }),
      () => setPreview({ status: 'error', html: '' }),
    );
  }

  // The rich-text editor hands key presses here first (before ProseMirror's own keymap).
  const interceptRichTextKey = (event: globalThis.KeyboardEvent): boolean => {
    if (autocomplete.onKeyDown(event)) return true;
    const action = formatActionForKey(event);
    if (!action) return false;
    format(action);
    return true;
  };

  function onTextareaKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (autocomplete.onKeyDown(event.nativeEvent)) {
      event.preventDefault();
      return;
    }
    const action = formatActionForKey(event.nativeEvent);
    if (action) {
      event.preventDefault();
      format(action);
      return;
    }
    onKeyDown(event);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // An Escape the rich-text editor handled closed its suggestions, not the form.
    if (event.key === 'Escape' && event.defaultPrevented) return;
    if (isSubmitChord(event.nativeEvent)) {
      event.preventDefault();
      onSubmit?.();
    } else if (event.key === 'Escape' && onCancel) {
      onCancel();
    }
  }

  const tabId = `${id}-tab`;
  return (
    <div style={{ border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6 }}>
      {/* Wraps on narrow windows rather than pushing the page sideways. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, padding: 4, borderBottom: '1px solid var(--borderColor-default, #d0d7de)' }}>
        {!richTextMode && renderPreview ? (
          <div role="tablist" aria-label={`${label} editor`} style={{ display: 'flex', gap: 4 }}>
            <Button id={`${tabId}-write`} role="tab" size="small" variant="invisible" aria-selected={tab === 'write'} aria-controls={`${tabId}-panel`} onClick={() => setTab('write')}>
              {T.write}
            </Button>
            <Button id={`${tabId}-preview`} role="tab" size="small" variant="invisible" aria-selected={tab === 'preview'} aria-controls={`${tabId}-panel`} onClick={showPreview}>
              {T.preview}
            </Button>
          </div>
        ) : null}
        {richTextMode || tab === 'write' ? <FormattingToolbar disabled={disabled || (richTextMode && !richText)} onFormat={format} /> : null}
        {onUpload ? (
          <span style={{ marginLeft: 'auto' }}>
            <AttachButton disabled={disabled} onFiles={attachments.attach} />
          </span>
        ) : null}
        {enableRichText ? (
          <Button size="small" variant="invisible" style={onUpload ? undefined : { marginLeft: 'auto' }} disabled={disabled} onClick={() => setMode(richTextMode ? 'markdownField' : 'contentEditor')}>
            {richTextMode ? T.switchToPlainText : T.switchToRichText}
          </Button>
        ) : null}
      </div>
      {richTextError ? (
        <Flash variant="warning" style={{ margin: 8 }}>
          {T.richTextLoadError}
        </Flash>
      ) : null}
      <div id={`${tabId}-panel`} role={!richTextMode && renderPreview ? 'tabpanel' : undefined} aria-labelledby={!richTextMode && renderPreview ? `${tabId}-${tab}` : undefined} ref={panel} style={{ padding: 8, position: 'relative' }} {...fileEvents}>
        {richTextMode ? (
          <>
            <MarkdownStyles />
            <input type="hidden" id={id} name={name} value={value} />
            {RichText ? (
              <RichText
                label={label}
                value={value}
                onChange={onChange}
                onKeyDown={onKeyDown}
                disabled={disabled}
                autoFocus={autoFocus}
                placeholder={placeholder}
                onReady={setRichTextController}
                onCaretChange={autocomplete.update}
                interceptKeyDown={interceptRichTextKey}
              />
            ) : (
              <p role="status" style={{ margin: 0, color: 'var(--fgColor-muted)' }}>
                {T.loadingRichText}
              </p>
            )}
          </>
        ) : tab === 'preview' ? (
          <PreviewPane state={preview} />
        ) : (
          <Textarea
            id={id}
            name={name}
            aria-label={label}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onTextareaKeyDown}
            onKeyUp={(event) => {
              // Caret moves re-read the text before the caret; the menu's own keys do not.
              if (!['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(event.key) || !autocomplete.match) autocomplete.update();
            }}
            onClick={autocomplete.update}
            onBlur={autocomplete.close}
            {...(autocompleteSources
              ? {
                  'aria-autocomplete': 'list' as const,
                  // Only while the menu is in the document: a reference to a missing id is invalid ARIA.
                  'aria-controls': autocomplete.match && (autocomplete.loading || autocomplete.items.length > 0) ? menuId : undefined,
                  'aria-activedescendant': autocomplete.match && autocomplete.items.length > 0 ? autocompleteOptionId(menuId, autocomplete.active) : undefined,
                }
              : {})}
            placeholder={placeholder}
            disabled={disabled}
            autoFocus={autoFocus}
            rows={rows}
            block
            resize="vertical"
          />
        )}
        {tab === 'write' || richTextMode ? <AutocompleteMenu id={menuId} state={autocomplete} placement={menuPlacement} /> : null}
      </div>
      {attachments.uploading > 0 ? (
        <p role="status" style={{ margin: '0 8px 8px', fontSize: 12, color: 'var(--fgColor-muted)' }}>
          {attachments.uploading === 1 ? ATTACHMENT_TEXTS.attaching : ATTACHMENT_TEXTS.attachingMany(attachments.uploading)}
        </p>
      ) : null}
      {attachments.error ? (
        <Flash variant="danger" role="alert" style={{ margin: '0 8px 8px' }}>
          {attachments.error}{' '}
          <Button size="small" variant="invisible" onClick={attachments.dismissError}>
            {ATTACHMENT_TEXTS.dismiss}
          </Button>
        </Flash>
      ) : null}
    </div>
  );
}

function PreviewPane({ state }: { state: { status: 'idle' | 'loading' | 'ready' | 'error'; html: string } }) {
  if (state.status === 'loading' || state.status === 'idle') return <p role="status">{T.loadingPreview}</p>;
  if (state.status === 'error') return <Flash variant="danger">{T.previewError}</Flash>;
  if (!state.html) return <p>{T.nothingToPreview}</p>;
  // The server renders and sanitises preview HTML (markdown pipeline); it is trusted as such.
  return <MarkdownHtml aria-label="Preview" html={state.html} />;
}
