import { escapeHtml } from './html.ts';

// A small syntax highlighter for fenced code blocks (GitLab highlights with Rouge on the server): comments,
// strings, numbers, keywords and constants of common languages, with Rouge's short class names (`c`, `s`,
// `m`, `k`, `kc`) so one stylesheet colours them. Unknown languages stay plain text.

/** The token classes the highlighter emits (sanitize.ts lets them through on generated spans only). */
export const HIGHLIGHT_CLASSES = ['c', 's', 'm', 'k', 'kc'] as const;

interface Grammar {
  comments: string[];
  strings: string[];
  keywords: string[];
  constants: string[];
}

const C_COMMENTS = ['//[^\\n]*', '/\\*[\\s\\S]*?(?:\\*/|$)'];
const HASH_COMMENT = ['#[^\\n]*'];
const QUOTED = ['"(?:[^"\\\\\\n]|\\\\.)*"?', "'(?:[^'\\\\\\n]|\\\\.)*'?"];

const JS: Grammar = {
  comments: C_COMMENTS,
  strings: [...QUOTED, '`(?:[^`\\\\]|\\\\.)*`?'],
  keywords: 'async await break case catch class const continue debugger default delete do else export extends finally for from function if import in instanceof interface let new of return static super switch this throw try type typeof var void while with yield enum implements private protected public readonly as satisfies declare namespace abstract keyof'.split(' '),
  constants: 'true false null undefined NaN Infinity'.split(' '),
};

const GRAMMARS: Record<string, Grammar> = {
  javascript: JS,
  typescript: JS,
  json: { comments: [], strings: ['"(?:[^"\\\\\\n]|\\\\.)*"?'], keywords: [], constants: ['true', 'false', 'null'] },
  ruby: {
    comments: HASH_COMMENT,
    strings: QUOTED,
    keywords: 'alias and begin break case class def defined? do else elsif end ensure for if in module next not or redo rescue retry return self super then undef unless until when while yield require attr_reader attr_accessor private protected public'.split(' '),
    constants: ['true', 'false', 'nil'],
  },
  python: {
    comments: HASH_COMMENT,
    strings: ['"""[\\s\\S]*?(?:"""|$)', "'''[\\s\\S]*?(?:'''|$)", ...QUOTED],
    keywords: 'and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield self'.split(' '),
    constants: ['True', 'False', 'None'],
  },
  go: {
    comments: C_COMMENTS,
    strings: [...QUOTED, '`[^`]*`?'],
    keywords: 'break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var'.split(' '),
    constants: ['true', 'false', 'nil', 'iota'],
  },
  shell: {
    comments: HASH_COMMENT,
    strings: QUOTED,
    keywords: 'if then else elif fi for while until do done case esac function in return export local echo cd exit set unset source'.split(' '),
    constants: ['true', 'false'],
  },
  sql: {
    comments: ['--[^\\n]*', '/\\*[\\s\\S]*?(?:\\*/|$)'],
    strings: ["'(?:[^'\\n]|'')*'?"],
    // SQL is written in either case.
    keywords: 'select from where insert into values update set delete create table alter drop index join left right inner outer on group by order having limit offset as and or not in is like distinct union all primary key references default returning with case when then else end begin commit rollback'
      .split(' ')
      .flatMap((word) => [word, word.toUpperCase()]),
    constants: ['null', 'true', 'false', 'NULL', 'TRUE', 'FALSE'],
  },
  yaml: { comments: HASH_COMMENT, strings: QUOTED, keywords: [], constants: 'true false null yes no on off ~'.split(' ') },
  c: {
    comments: C_COMMENTS,
    strings: QUOTED,
    keywords: 'auto break case char const continue default do double else enum extern float for goto if inline int long register return short signed sizeof static struct switch typedef union unsigned void volatile while class public private protected new delete namespace template typename using virtual override final import package extends implements interface throws throw try catch finally fn let mut pub impl trait use mod match loop where self crate'.split(' '),
    constants: 'true false null NULL nullptr None Some Ok Err'.split(' '),
  },
};

const ALIASES: Record<string, string> = {
  js: 'javascript', jsx: 'javascript', mjs: 'javascript', cjs: 'javascript', ts: 'typescript', tsx: 'typescript',
  rb: 'ruby', py: 'python', golang: 'go', sh: 'shell', bash: 'shell', zsh: 'shell', console: 'shell',
  yml: 'yaml', postgresql: 'sql', psql: 'sql', cpp: 'c', 'c++': 'c', h: 'c', java: 'c', rust: 'c', rs: 'c', csharp: 'c', cs: 'c', kotlin: 'c', swift: 'c',
};

/** The grammar name of a fence's language (`ts` → `typescript`), or null when it is not highlighted. */
export function grammarOf(lang: string): string | null {
  const name = ALIASES[lang] ?? lang;
  return name in GRAMMARS ? name : null;
}

const compiled = new Map<string, RegExp>();

function tokenizer(name: string): RegExp {
  let regex = compiled.get(name);
  if (!regex) {
    const g = GRAMMARS[name]!;
    const words = (list: string[]) => (list.length ? `(?<![\\w$?])(?:${list.map((w) => w.replace(/[?]/g, '\\?')).join('|')})(?![\\w$?])` : '(?!)');
    const alt = (list: string[]) => (list.length ? list.join('|') : '(?!)');
    regex = new RegExp(`(${alt(g.comments)})|(${alt(g.strings)})|(${words(g.constants)})|(${words(g.keywords)})|((?<![\\w$])(?:0x[0-9a-fA-F_]+|\\d[\\d_]*(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)(?![\\w$]))`, 'g');
    compiled.set(name, regex);
  }
  regex.lastIndex = 0;
  return regex;
}

/**
 * The code as escaped HTML with `<span class="…">` around its tokens (`attrs` is added to every span, e.g. the
 * pipeline's trust marker). Plain escaped text when the language has no grammar.
 */
export function highlightCode(code: string, lang: string, attrs = ''): string {
  const name = grammarOf(lang);
  if (!name) return escapeHtml(code);
  const regex = tokenizer(name);
  let html = '';
  let last = 0;
  for (let match = regex.exec(code); match; match = regex.exec(code)) {
    if (match[0] === '') {
      regex.lastIndex += 1;
      continue;
    }
    const cls = match[1] !== undefined ? 'c' : match[2] !== undefined ? 's' : match[3] !== undefined ? 'kc' : match[4] !== undefined ? 'k' : 'm';
    html += escapeHtml(code.slice(last, match.index)) + `<span class="${cls}"${attrs}>${escapeHtml(match[0])}</span>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(code.slice(last));
}
