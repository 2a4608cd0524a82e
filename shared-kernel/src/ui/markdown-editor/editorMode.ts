/** The two ways of editing markdown: the plain textarea or the rich-text (WYSIWYG) editor. */
export type MarkdownEditorMode = 'markdownField' | 'contentEditor';

/** Local storage key of the remembered mode (GitLab's key and values). */
export const MARKDOWN_EDITOR_MODE_STORAGE_KEY = 'gl-markdown-editor-mode';

/** Texts of the mode switch and the preview tab. */
export const MARKDOWN_EDITOR_TEXTS = Object.freeze({
  write: 'Write',
  preview: 'Preview',
  switchToRichText: 'Switch to rich text editing',
  switchToPlainText: 'Switch to plain text editing',
  loadingPreview: 'Loading…',
  nothingToPreview: 'Nothing to preview.',
  previewError: 'An error occurred while rendering the preview.',
  loadingRichText: 'Loading the rich text editor…',
  richTextLoadError: 'The rich text editor could not be loaded. You can keep editing in plain text.',
});

type ModeStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): ModeStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The remembered mode (`markdownField` when none or when storage fails: errors are logged and ignored). */
export function readEditorMode(storage: ModeStorage | undefined = defaultStorage()): MarkdownEditorMode {
  try {
    return storage?.getItem(MARKDOWN_EDITOR_MODE_STORAGE_KEY) === 'contentEditor' ? 'contentEditor' : 'markdownField';
  } catch (error) {
    console.warn('[shared-kernel/ui] could not read the markdown editor mode', error);
    return 'markdownField';
  }
}

/** Remembers `mode` for every markdown editor of the browser (errors are logged and ignored). */
export function writeEditorMode(mode: MarkdownEditorMode, storage: ModeStorage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(MARKDOWN_EDITOR_MODE_STORAGE_KEY, mode);
  } catch (error) {
    console.warn('[shared-kernel/ui] could not remember the markdown editor mode', error);
  }
}

/** True for Ctrl+Enter or Cmd+Enter (the editors' "save" chord). */
export function isSubmitChord(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
