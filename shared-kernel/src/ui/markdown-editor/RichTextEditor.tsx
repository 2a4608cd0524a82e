import type { AnyExtension } from '@tiptap/core';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import { Markdown } from '@tiptap/markdown';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { Editor } from '@tiptap/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { CaretRect } from './caretPosition';
import type { FormatAction } from './formatting';

/** What the markdown editor drives in the rich-text mode: autocomplete and the formatting toolbar. */
export interface RichTextController {
  /** The text of the caret's block up to the caret. */
  textBeforeCaret(): string;
  /** Replaces the `length` characters before the caret with `text` (plain text, no markdown parsing). */
  replaceBeforeCaret(length: number, text: string): void;
  /** The viewport box of the character at `offset` of the caret's block (`textBeforeCaret`'s text). */
  caretRect?(offset: number): CaretRect | null;
  /** Applies a toolbar action as the content editor does (marks, blocks, a 3×2 table, a link). */
  format(action: FormatAction): void;
}

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
  /** Receives the controller once the editor exists. */
  onReady?: (controller: RichTextController) => void;
  /** After each edit or caret move (autocomplete re-reads the text before the caret). */
  onCaretChange?: () => void;
  /** Sees each key press first; true when it handled it (ProseMirror then does nothing with it). */
  interceptKeyDown?: (event: globalThis.KeyboardEvent) => boolean;
}

/** Asks for a link's address (the content editor's link prompt). */
function askLinkUrl(): string | null {
  return typeof window === 'undefined' ? null : window.prompt('Link URL', 'https://');
}

/** The toolbar's actions on a Tiptap editor. */
export function formatRichText(editor: Editor, action: FormatAction, askUrl: () => string | null = askLinkUrl): void {
  const chain = editor.chain().focus();
  switch (action) {
    case 'bold':
      chain.toggleBold().run();
      return;
    case 'italic':
      chain.toggleItalic().run();
      return;
    case 'strikethrough':
      chain.toggleStrike().run();
      return;
    case 'code':
      if (editor.state.selection.$from.parent !== editor.state.selection.$to.parent) chain.toggleCodeBlock().run();
      else chain.toggleCode().run();
      return;
    case 'quote':
      chain.toggleBlockquote().run();
      return;
    case 'bulletList':
      chain.toggleBulletList().run();
      return;
    case 'numberedList':
      chain.toggleOrderedList().run();
      return;
    case 'taskList':
      chain.toggleTaskList().run();
      return;
    case 'table':
      chain.insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run();
      return;
    case 'link': {
      if (editor.isActive('link')) {
        chain.extendMarkRange('link').unsetLink().run();
        return;
      }
      const href = askUrl();
      if (!href) return;
      if (editor.state.selection.empty) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
      else chain.setLink({ href }).run();
    }
  }
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
export function RichTextEditor({ label, value, onChange, onKeyDown, disabled = false, autoFocus = false, placeholder, onReady, onCaretChange, interceptKeyDown }: RichTextEditorProps) {
  const lastEmitted = useRef(value);
  const onChangeRef = useRef(onChange);
  const callbacks = useRef({ onCaretChange, interceptKeyDown });
  useEffect(() => {
    onChangeRef.current = onChange;
    callbacks.current = { onCaretChange, interceptKeyDown };
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
        class: 'md',
      },
      handleKeyDown: (_view, event) => callbacks.current.interceptKeyDown?.(event) ?? false,
    },
    onSelectionUpdate: () => callbacks.current.onCaretChange?.(),
    onUpdate: ({ editor: current }) => {
      callbacks.current.onCaretChange?.();
      const markdown = tidyMarkdown(current.getMarkdown());
      // Loading a document also reports an update: only the user's edits are changes.
      if (markdown === lastEmitted.current) return;
      lastEmitted.current = markdown;
      onChangeRef.current(markdown);
    },
  });

  useEffect(() => {
    if (!editor || !onReady) return;
    onReady({
      textBeforeCaret: () => {
        const { $from } = editor.state.selection;
        return $from.parent.textBetween(0, $from.parentOffset, '\n', '\ufffc');
      },
      replaceBeforeCaret: (length, text) => {
        const { from } = editor.state.selection;
        editor.chain().focus().deleteRange({ from: Math.max(0, from - length), to: from }).insertContent({ type: 'text', text }).run();
      },
      caretRect: (offset) => {
        // textBeforeCaret counts from the start of the caret's block.
        const { $from } = editor.state.selection;
        try {
          const coords = editor.view.coordsAtPos(Math.min($from.start() + offset, $from.pos));
          return { left: coords.left, top: coords.top, bottom: coords.bottom };
        } catch {
          // No layout to measure (the editor is not in a rendered document): the menu opens under the box.
          return null;
        }
      },
      format: (action) => formatRichText(editor, action),
    });
  }, [editor, onReady]);

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
