import { describe, expect, it } from 'vitest';
import { grammarOf, highlightCode } from './highlight.ts';

describe('highlightCode', () => {
  it('classes comments, strings, numbers, keywords and constants, escaping the rest', () => {
    expect(highlightCode('if (a < 1) return "x<y"; // done', 'js')).toBe(
      '<span class="k">if</span> (a &lt; <span class="m">1</span>) <span class="k">return</span> <span class="s">&quot;x&lt;y&quot;</span>; <span class="c">// done</span>',
    );
    expect(highlightCode('def x = nil # why', 'ruby')).toBe('<span class="k">def</span> x = <span class="kc">nil</span> <span class="c"># why</span>');
    expect(highlightCode("SELECT 'it''s' FROM t -- c", 'sql')).toBe('<span class="k">SELECT</span> <span class="s">&#39;it&#39;&#39;s&#39;</span> <span class="k">FROM</span> t <span class="c">-- c</span>');
    expect(highlightCode('x = """doc\nmore"""', 'py')).toBe('x = <span class="s">&quot;&quot;&quot;doc\nmore&quot;&quot;&quot;</span>');
  });

  it('leaves words inside identifiers and unknown languages alone, and adds the given attributes', () => {
    expect(highlightCode('format_if x1', 'js')).toBe('format_if x1');
    expect(highlightCode('if <b>', 'plaintext')).toBe('if &lt;b&gt;');
    expect(grammarOf('tsx')).toBe('typescript');
    expect(grammarOf('brainfuck')).toBeNull();
    expect(highlightCode('true', 'json', ' data-x="1"')).toBe('<span class="kc" data-x="1">true</span>');
  });
});
