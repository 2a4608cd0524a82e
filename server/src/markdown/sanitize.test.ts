import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderTitle } from './index.ts';
import { context, tags } from './test-helpers.ts';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<svg onload=alert(1)><circle></circle></svg>',
  '<iframe src="https://evil.test"></iframe>',
  '<style>body{display:none}</style>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '![img](javascript:alert(1))',
  '[ref]: javascript:alert(1)\n\n[ref]',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<input type="text" autofocus onfocus="alert(1)">',
  '<input type="image" src="x" onerror="alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="https://evil.test/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.test/x.css">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<textarea><script>alert(1)</script></textarea>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://ok.test" onmouseover="alert(1)">x</a>',
  '<gl-emoji onclick="alert(1)" class="gfm" data-name="x">x</gl-emoji>',
  '<span style="background-color: expression(alert(1))">x</span>',
  '`<script>alert(1)</script>`',
  '~"<img src=x onerror=alert(1)>"',
  ':<img src=x onerror=alert(1)>:',
  '<<script>script>alert(1)<</script>/script>',
  '<!--><script>alert(1)</script>-->',
];

const FORBIDDEN_TAGS = new Set(['script', 'style', 'iframe', 'svg', 'math', 'object', 'embed', 'base', 'meta', 'link', 'form', 'textarea', 'noscript', 'button']);

function expectInert(html: string) {
  for (const tag of tags(html)) {
    expect(FORBIDDEN_TAGS.has(tag.name), `<${tag.name}> in ${html}`).toBe(false);
    for (const [name, value] of Object.entries(tag.attrs)) {
      expect(name.startsWith('on'), `${name} in ${html}`).toBe(false);
      if (name === 'href' || name === 'src' || name === 'action' || name === 'xlink:href') {
        const decoded = value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/\s/g, '');
        expect(decoded, `${name} in ${html}`).not.toMatch(/^(?:javascript|vbscript|data):/i);
      }
      if (name === 'style') expect(value).not.toMatch(/url\(|expression/i);
    }
    if (tag.name === 'input') expect(tag.attrs.type).toBe('checkbox');
  }
}

describe('sanitisation', () => {
  it.each(PAYLOADS)('renders %j inert', async (payload) => {
    expectInert(await renderMarkdown(payload, context()));
    expectInert(await renderMarkdown(`- [ ] ${payload}`, context()));
    expectInert(await renderTitle(payload, context()));
  });

  it('strips reference markup that authors forge by hand', async () => {
    const html = await renderMarkdown(
      '<a href="/x" class="gfm gfm-issue" data-reference-type="issue" data-issue="1">#1</a> <span class="gl-label" style="color:#fff">x</span> <li class="task-list-item" data-md-trusted="x">y</li>',
      context(),
    );
    expect(html).not.toMatch(/gfm|data-reference-type|gl-label|style=|data-md-trusted|task-list-item/);
  });

  it('keeps user code language classes and GitLab-safe elements', async () => {
    const html = await renderMarkdown('<code class="language-js evil">x</code> <sup>1</sup> <sub>2</sub> <abbr title="t">a</abbr>', context());
    expect(html).toContain('<code class="language-js">x</code>');
    expect(html).toContain('<sup>1</sup>');
    expect(html).toContain('<abbr title="t">a</abbr>');
  });

  it('only allows disabled checkboxes', async () => {
    const html = await renderMarkdown('<input type="checkbox" checked> <input type="password">', context());
    expect(html).toContain('<input type="checkbox" checked disabled />');
    expect(html).not.toContain('password');
  });

  it('adds rel to external links', async () => {
    expect(await renderMarkdown('[x](https://e.test)', context())).toContain('<a href="https://e.test" rel="nofollow noreferrer noopener">x</a>');
    expect(await renderMarkdown('[x](/local)', context())).toContain('<a href="/local">x</a>');
  });
});
