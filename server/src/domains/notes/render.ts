/**
 * The one place notes become HTML. For now: HTML-escaped text with line breaks, wrapped like GitLab's
 * markdown output (`<p data-sourcepos=… dir="auto">`). The markdown pipeline replaces this function.
 */
export function renderNoteHtml(markdown: string): string {
  const escape = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
  const paragraphs = markdown
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim().length > 0);
  return paragraphs.map((p) => `<p dir="auto">${escape(p).replace(/\n/g, '<br>\n')}</p>`).join('\n');
}
