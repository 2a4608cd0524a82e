import type { AnyExtension } from '@tiptap/core';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import { Markdown } from '@tiptap/markdown';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type KeyboardEvent } from 'react';

/** Props of the rich-text editor (loaded on demand by `MarkdownEditor`). */
export interface RichTextEditorProps {
  label: string;
  /** Markdown in, markdown out: the document round-trips through @tiptap/markdown. */
  value: string;
  onChange: (markdown: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
}

/**
 * What the rich-text mode understands, each round-tripping through @tiptap/markdown: the starter kit
 * (headings, emphasis, links, code blocks, lists, quotes…), GFM task lists (nested too) and tables.
 */
export const RICH_TEXT_EXTENSIONS: readonly AnyExtension[] = [
  StarterKit,
  TaskList,
  TaskItem.configure({ nested: true }),
  TableKit.configure({ table: { resizable: false } }),
  Markdown,
];

/**
 * The serializer leaves two blank lines after a nested list or a table; one is enough, so the saved
 * source stays as a person would write it (blank lines inside code blocks are kept).
 */
export function tidyMarkdown(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
    if (fence === null && line.trim() === '' && out.length > 0 && out[out.length - 1]!.trim() === '') continue;
    out.push(line);
  }
  return out.join('\n');
}

/**
 * Tiptap (ProseMirror) with {@link RICH_TEXT_EXTENSIONS}: the text box is a
 * contenteditable with role textbox named by `label`. This module and its dependencies are a separate
 * chunk, imported only when a user switches to rich text.
 */
export function RichTextEditor({ label, value, onChange, onKeyDown, disabled = false, autoFocus = false, placeholder }: RichTextEditorProps) {
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const editor = useEditor({
    extensions: [...RICH_TEXT_EXTENSIONS],
    content: value,
    contentType: 'markdown',
    editable: !disabled,
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-label': label,
        'aria-multiline': 'true',
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        style: 'min-height: 10rem; outline: none; padding: 4px;',
      },
    },
    onUpdate: ({ editor: current }) => {
      const markdown = tidyMarkdown(current.getMarkdown());
      // Loading a document also reports an update: only the user's edits are changes.
      if (markdown === lastEmitted.current) return;
      lastEmitted.current = markdown;
      onChangeRef.current(markdown);
    },
  });

  // A value from outside (a template, a restored draft) replaces the document.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { contentType: 'markdown', emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return <EditorContent editor={editor} onKeyDown={onKeyDown} />;
}
