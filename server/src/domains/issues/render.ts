/**
 * The one place issue text becomes HTML (titles and descriptions). Until the markdown pipeline
 * (src/markdown) is ready this escapes the text; descriptions keep paragraphs and line breaks.
 * Swap the body of `renderIssueText` for the pipeline and every route follows.
 */
export function renderIssueText(text: string | null, kind: 'title' | 'description'): string {
  if (!text) return '';
  const escaped = escapeHtml(text);
  if (kind === 'title') return escaped;
  return escaped
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p dir="auto">${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
