export { MarkdownEditor, type MarkdownEditorProps, type RichTextEditorLoader } from './MarkdownEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export {
  MARKDOWN_EDITOR_MODE_STORAGE_KEY,
  MARKDOWN_EDITOR_TEXTS,
  isSubmitChord,
  readEditorMode,
  writeEditorMode,
  type MarkdownEditorMode,
} from './editorMode';
export { ATTACHMENT_TEXTS, uploadPlaceholder, type MarkdownUploadHandler } from './attachments';
