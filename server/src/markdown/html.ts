const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes for text and attribute values; NUL becomes U+FFFD (generated HTML uses NUL-delimited markers). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'\0]/g, (char) => ESCAPES[char] ?? '\uFFFD');
}

/** URLs we put in generated links: http(s) or root/relative paths only (resolver output is still checked). */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /^\/\//.test(trimmed) || /[\s\p{Cc}]/u.test(trimmed)) return null;
  return trimmed;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function safeColor(color: string | undefined): string | null {
  return color && HEX_COLOR.test(color.trim()) ? color.trim() : null;
}
