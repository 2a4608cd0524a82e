// The shell page's CSP is sent by the static server that serves it (runner/src/shellCsp.ts).
/** The API's own CSP: it serves data, never documents. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
