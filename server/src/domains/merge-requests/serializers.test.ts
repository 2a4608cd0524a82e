import { describe, expect, it } from 'vitest';
import { diffLanguageOf, diffLineJson } from './serializers.ts';

describe('diff lines', () => {
  it('are highlighted on the server by the file extension, keeping the diff sign in front', () => {
    expect(diffLanguageOf('src/app/main.ts')).toBe('ts');
    expect(diffLanguageOf('lib/Greeter.RB')).toBe('rb');
    expect(diffLanguageOf('Makefile')).toBe('');
    expect(diffLanguageOf('.gitignore')).toBe('');
    const line = { type: 'new' as const, old_line: null, new_line: 3, old_pos: 0, new_pos: 3, text: '+const limit = 10; // <max>', line_code: 'x_0_3' };
    expect(diffLineJson(line, 'ts').rich_text).toBe('+<span class="k">const</span> limit = <span class="m">10</span>; <span class="c">// &lt;max&gt;</span>');
    // No grammar, or a hunk header: escaped text only.
    expect(diffLineJson(line, 'txt').rich_text).toBe('+const limit = 10; // &lt;max&gt;');
    expect(diffLineJson(line).rich_text).toBe('+const limit = 10; // &lt;max&gt;');
    const match = { type: 'match' as const, old_line: null, new_line: null, old_pos: 1, new_pos: 1, text: '@@ -1,3 +1,4 @@ const a', line_code: null };
    expect(diffLineJson(match, 'ts').rich_text).toBe('@@ -1,3 +1,4 @@ const a');
  });
});
