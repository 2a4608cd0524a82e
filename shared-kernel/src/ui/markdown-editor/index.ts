export { MarkdownEditor, type MarkdownEditorProps, type RichTextEditorLoader } from './MarkdownEditor';
export type { RichTextController, RichTextEditorProps } from './RichTextEditor';
export {
  MARKDOWN_EDITOR_MODE_STORAGE_KEY,
  MARKDOWN_EDITOR_TEXTS,
  isSubmitChord,
  readEditorMode,
  writeEditorMode,
  type MarkdownEditorMode,
} from './editorMode';
export { ATTACHMENT_TEXTS, uploadPlaceholder, type MarkdownUploadHandler } from './attachments';
export {
  AUTOCOMPLETE_LIMITS,
  AUTOCOMPLETE_TRIGGERS,
  autocompleteItems,
  autocompleteSourcesFor,
  autocompleteSourcesFromCommandsPath,
  matchAutocomplete,
  type AutocompleteItem,
  type AutocompleteKind,
  type AutocompleteMatch,
  type AutocompleteSourceName,
  type AutocompleteSources,
} from './autocomplete';
export type { AutocompleteFetcher } from './useAutocomplete';
export { FORMAT_ACTIONS, TABLE_TEMPLATE, applyFormat, formatActionForKey, type FormatAction, type TextSelection } from './formatting';
