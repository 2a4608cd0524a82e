/** The class every rendered-markdown container carries (GitLab's `.md`). */
export const MARKDOWN_CLASS = 'md';

/** The stylesheet's key: React renders it once per page, whichever remote asks first. */
export const MARKDOWN_STYLESHEET_HREF = 'shared-kernel-markdown-v1';

const MONO = 'var(--fontStack-monospace, ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, monospace)';
const BORDER = 'var(--borderColor-default, #d0d7de)';
const MUTED_BG = 'var(--bgColor-muted, #f6f8fa)';

/**
 * The one stylesheet for rendered markdown (server HTML, the preview and the rich-text editor), scoped to
 * `.md`: headings, paragraphs, links (underlined, not told apart by colour alone), inline code, code blocks
 * with syntax colours (the server's Rouge-style token classes `c`, `s`, `m`, `k`, `kc`), quotes, tables,
 * lists, task lists without bullets (server `li.task-list-item` and Tiptap's `ul[data-type=taskList]`, with
 * each checkbox inline with its text), images, emoji and labels. Primer's CSS variables theme it.
 */
export const MARKDOWN_CSS = `
.md{font-size:14px;line-height:1.5;overflow-wrap:anywhere;word-wrap:break-word}
.md>:first-child{margin-top:0}.md>:last-child{margin-bottom:0}
.md p,.md blockquote,.md ul,.md ol,.md dl,.md table,.md pre,.md details{margin:0 0 12px}
.md h1,.md h2,.md h3,.md h4,.md h5,.md h6{margin:20px 0 12px;font-weight:600;line-height:1.25}
.md h1{font-size:1.75em;padding-bottom:.3em;border-bottom:1px solid ${BORDER}}
.md h2{font-size:1.5em;padding-bottom:.3em;border-bottom:1px solid ${BORDER}}
.md h3{font-size:1.25em}.md h4{font-size:1em}.md h5{font-size:.875em}.md h6{font-size:.85em;color:var(--fgColor-muted,#59636e)}
.md a{color:var(--fgColor-accent,#0969da);text-decoration:underline;text-underline-offset:.2em}
.md hr{height:0;margin:20px 0;border:0;border-top:1px solid ${BORDER}}
.md img{max-width:100%;height:auto}
.md code,.md kbd,.md samp{font-family:${MONO};font-size:90%}
.md :not(pre)>code{padding:.15em .35em;border-radius:4px;background:var(--bgColor-neutral-muted,rgba(175,184,193,.2));white-space:break-spaces}
.md kbd{display:inline-block;padding:0 .35em;border:1px solid ${BORDER};border-bottom-width:2px;border-radius:4px;background:${MUTED_BG}}
.md pre{padding:12px 16px;overflow:auto;border:1px solid ${BORDER};border-radius:6px;background:${MUTED_BG};line-height:1.45}
.md pre code{padding:0;background:none;font-size:90%;white-space:pre;overflow-wrap:normal}
.md pre .c{color:var(--fgColor-muted,#59636e);font-style:italic}
.md pre .s{color:var(--color-prettylights-syntax-string,#0a3069)}
.md pre .m,.md pre .kc{color:var(--color-prettylights-syntax-constant,#0550ae)}
.md pre .k{color:var(--color-prettylights-syntax-keyword,#cf222e)}
.md blockquote{padding:0 1em;color:var(--fgColor-muted,#59636e);border-left:4px solid ${BORDER}}
.md ul,.md ol{padding-left:2em}.md ul ul,.md ul ol,.md ol ol,.md ol ul{margin:0}
.md li+li{margin-top:.25em}.md li>p{margin:0}
.md li.task-list-item,.md ul[data-type=taskList]>li{list-style:none}
.md ul.contains-task-list,.md ol.contains-task-list{padding-left:1.6em}
.md li.task-list-item>input[type=checkbox]{margin:0 .4em .2em 0;vertical-align:middle}
.md li.task-list-item>input[type=checkbox]:first-child{margin-left:-1.5em}
.md ul[data-type=taskList]{padding-left:.25em}
.md ul[data-type=taskList]>li{display:flex;align-items:flex-start;gap:.5em}
.md ul[data-type=taskList]>li>label{flex:none;display:inline-flex;align-items:center;min-height:1.5em}
.md ul[data-type=taskList]>li>div{flex:1;min-width:0}
.md ul[data-type=taskList]>li>div>p{margin:0}
.md table{display:block;width:max-content;max-width:100%;overflow:auto;border-collapse:collapse;border-spacing:0}
.md .tableWrapper{overflow-x:auto;margin:0 0 12px}.md .tableWrapper table{margin:0}
.md th,.md td{padding:6px 12px;border:1px solid ${BORDER}}
.md th{font-weight:600;background:${MUTED_BG}}
.md td p,.md th p{margin:0}
.md tbody tr:nth-child(2n){background:var(--bgColor-inset,#f6f8fa)}
.md gl-emoji{font-family:"Apple Color Emoji","Segoe UI Emoji","Segoe UI Symbol","Noto Color Emoji",sans-serif;font-style:normal;line-height:1}
.md gl-emoji>img{width:1.2em;height:1.2em;vertical-align:-.2em}
.md .gl-label{display:inline-flex;border-radius:1em;overflow:hidden;font-size:12px;line-height:1.4;vertical-align:middle}
.md .gl-label .gl-label-text{padding:0 .6em}
.md .gl-label a{text-decoration:none;color:inherit}
.md details>summary{cursor:pointer}
`.trim();
