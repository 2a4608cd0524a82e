import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderTitle } from './index.ts';
import { context, fakeResolver } from './test-helpers.ts';

describe('renderMarkdown: CommonMark + GFM', () => {
  it('renders paragraphs, emphasis, headings and lists', async () => {
    const html = await renderMarkdown('# Title\n\nSome *em* and **strong**.\n\n1. one\n2. two\n', context());
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<p>Some <em>em</em> and <strong>strong</strong>.</p>');
    expect(html).toMatch(/<ol>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ol>/);
  });

  it('renders tables with alignment', async () => {
    const html = await renderMarkdown('| a | b |\n|:--|--:|\n| 1 | 2 |\n', context());
    expect(html).toContain('<table>');
    expect(html).toContain('<th style="text-align:left">a</th>');
    expect(html).toContain('<td style="text-align:right">2</td>');
  });

  it('renders strikethrough as del', async () => {
    expect(await renderMarkdown('~~gone~~', context())).toContain('<del>gone</del>');
  });

  it('autolinks URLs (linkify) but not bare file names', async () => {
    const html = await renderMarkdown('see https://example.com/a?b=1 and README.md', context());
    expect(html).toContain('<a href="https://example.com/a?b=1" rel="nofollow noreferrer noopener">https://example.com/a?b=1</a>');
    expect(html).toContain('README.md');
    expect(html).not.toContain('href="http://README.md"');
  });

  it('renders fenced code with the language as lang attribute and class, escaped', async () => {
    const html = await renderMarkdown('```ruby\nputs "<b>" # #1\n```\n', context());
    expect(html).toContain('<pre class="code highlight js-syntax-highlight language-ruby" lang="ruby"><code class="language-ruby">');
    // Highlighted as Rouge would class it: the string and the comment.
    expect(html).toContain('puts <span class="s">"&lt;b&gt;"</span> <span class="c"># #1</span>');
    expect(html).not.toContain('gfm-issue');
  });

  it('highlights only generated spans: a user span keeps no highlight class', async () => {
    const html = await renderMarkdown('```ts\nconst n: number = 42; // answer\n```\n\n<span class="k">x</span>', context());
    expect(html).toContain('<span class="k">const</span> n: number = <span class="m">42</span>; <span class="c">// answer</span>');
    expect(html).toContain('<span>x</span>');
  });

  it('falls back to plaintext for missing or odd languages', async () => {
    expect(await renderMarkdown('```\nx\n```', context())).toContain('lang="plaintext"');
    expect(await renderMarkdown('```"><x\nx\n```', context())).toContain('lang="plaintext"');
    expect(await renderMarkdown('    indented\n', context())).toContain('language-plaintext');
  });

  it('renders images with http(s) and relative sources', async () => {
    const html = await renderMarkdown('![alt](https://x.test/a.png) ![rel](/uploads/a.png)', context());
    expect(html).toContain('<img src="https://x.test/a.png" alt="alt" />');
    expect(html).toContain('<img src="/uploads/a.png" alt="rel" />');
  });

  it('keeps safe raw HTML such as details/summary and kbd', async () => {
    const html = await renderMarkdown('<details><summary>More</summary>\n\nHidden\n\n</details>\n\nPress <kbd>Ctrl</kbd>', context());
    expect(html).toContain('<details><summary>More</summary>');
    expect(html).toContain('<kbd>Ctrl</kbd>');
  });

  it('renders empty input as an empty string', async () => {
    expect(await renderMarkdown('', context())).toBe('');
  });
});

describe('emoji', () => {
  it('renders known shortcodes as gl-emoji', async () => {
    const html = await renderMarkdown('Nice :thumbsup: :+1::tada:', context());
    expect(html).toMatch(/<gl-emoji title="thumbs up" data-name="thumbsup" data-unicode-version="6.0">👍\uFE0F?<\/gl-emoji>/);
    expect(html).toContain('data-name="+1"');
    expect(html).toContain('data-name="tada"');
  });

  it('leaves unknown shortcodes, times and code alone', async () => {
    const html = await renderMarkdown('Meet at 10:30:45 :not_an_emoji_xyz: `:smile:`', context());
    expect(html).toContain('10:30:45 :not_an_emoji_xyz:');
    expect(html).toContain('<code>:smile:</code>');
    expect(html).not.toContain('gl-emoji');
  });

  it('does not render escaped shortcodes', async () => {
    expect(await renderMarkdown('\\:smile:', context())).not.toContain('gl-emoji');
  });
});

describe('renderTitle', () => {
  it('renders references, emoji and inline markup on one line', async () => {
    const html = await renderTitle('Fix #1 for @root :tada: **now**', context());
    expect(html).toMatch(/^Fix <a href="\/gitlab-org\/gitlab\/-\/issues\/1"[^>]*class="gfm gfm-issue"[^>]*>#1<\/a> for /);
    expect(html).toContain('gfm-project_member');
    expect(html).toContain('data-name="tada"');
    expect(html).toContain('<strong>now</strong>');
  });

  it('has no block elements, images or raw HTML blocks', async () => {
    const html = await renderTitle('# Heading\n- item ![img](/a.png) <div>x</div> <script>alert(1)</script>', context());
    expect(html).not.toMatch(/<(h1|ul|li|p|img|div|script)\b/);
    expect(html).toContain('# Heading - item');
  });

  it('shows raw HTML in titles as text (GitLab escapes title HTML)', async () => {
    expect(await renderTitle('a <b onclick="x">b</b> & c', context())).toBe('a &lt;b onclick="x"&gt;b&lt;/b&gt; &amp; c');
  });
});

describe('performance sanity', () => {
  it('renders a 1 MB document without throwing', async () => {
    const block = [
      '## Section #1 with @root and ~bug',
      '',
      'Paragraph with **bold**, `code #2`, :thumbsup:, https://example.com and #3 !4 &5 %v1.0.',
      '',
      '- [ ] task one #6',
      '- [x] task two',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | ~"multi word" |',
      '',
      '```js',
      'const x = "#1";',
      '```',
      '',
    ].join('\n');
    const text = block.repeat(Math.ceil(1_000_000 / block.length));
    expect(text.length).toBeGreaterThanOrEqual(1_000_000);
    const resolver = fakeResolver();
    const html = await renderMarkdown(text, context(resolver));
    expect(html.length).toBeGreaterThan(text.length);
    expect(new Set(resolver.calls).size).toBe(resolver.calls.length); // deduplicated
  }, 60_000);

  it('survives pathological input', async () => {
    const text = `${'a'.repeat(200_000)}#1 ${'~'.repeat(50_000)} ${':'.repeat(50_000)} ${'['.repeat(20_000)} ${'*'.repeat(20_000)}`;
    await expect(renderMarkdown(text, context())).resolves.toBeTypeOf('string');
  }, 60_000);
});
