/** Texts of the attachment controls (GitLab's wording where it has one). */
export const ATTACHMENT_TEXTS = Object.freeze({
  attach: 'Attach a file',
  attaching: 'Attaching a file…',
  attachingMany: (count: number) => `Attaching ${count} files…`,
  failed: 'Attaching the file failed.',
  dismiss: 'Dismiss',
});

/** What the editor asks its host to do with a file: upload it and answer the markdown to insert. */
export type MarkdownUploadHandler = (file: File) => Promise<{ markdown: string }>;

/** The text standing in for a file while it uploads: `[Uploading name…]()`. */
export function uploadPlaceholder(file: Pick<File, 'name'>): string {
  return `[Uploading ${(file.name || 'file').replace(/[[\]]/g, '')}…]()`;
}

/** `text` with `insert` at `position` (clamped), separated from words on either side by a space. */
export function insertAt(text: string, position: number, insert: string): { value: string; caret: number } {
  const at = Math.max(0, Math.min(text.length, position));
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const piece = `${lead}${insert}${trail}`;
  return { value: `${before}${piece}${after}`, caret: before.length + lead.length + insert.length };
}

/**
 * Puts the uploaded file's markdown where its placeholder is; if the user removed the placeholder
 * meanwhile (or there never was one), the markdown goes at the end, so an upload is never lost.
 */
export function replacePlaceholder(text: string, placeholder: string | null, markdown: string): string {
  if (placeholder && text.includes(placeholder)) return text.replace(placeholder, () => markdown);
  if (text === '') return markdown;
  return `${text}${/\n$/.test(text) ? '' : '\n'}${markdown}`;
}

/** Takes a failed upload's placeholder out again, with the space that set it apart. */
export function removePlaceholder(text: string, placeholder: string | null): string {
  if (!placeholder) return text;
  const at = text.indexOf(placeholder);
  if (at < 0) return text;
  let start = at;
  let end = at + placeholder.length;
  if (text[end] === ' ') end += 1;
  else if (text[start - 1] === ' ') start -= 1;
  return `${text.slice(0, start)}${text.slice(end)}`;
}

/** The files of a drop or paste, if it carries any. */
export function filesOf(data: DataTransfer | null | undefined): File[] {
  if (!data) return [];
  if (data.files && data.files.length > 0) return Array.from(data.files);
  return Array.from(data.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}
