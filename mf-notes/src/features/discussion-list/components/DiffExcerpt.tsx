import { Button } from 'shared-kernel/primer';
import { useCallback, useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import type { DiffExcerptLine, Discussion } from '../../../lib/types';

export const DIFF_LOAD_FAILED = 'Unable to load the diff';
export const TRY_AGAIN = 'Try again';

const MONO = 'var(--fontStack-monospace, ui-monospace, monospace)';

function background(type: string | null) {
  if (type === 'new') return 'var(--diffBlob-additionLine-bgColor, #dafbe1)';
  if (type === 'old') return 'var(--diffBlob-deletionLine-bgColor, #ffebe9)';
  return undefined;
}

/** GitLab's `rich_text` carries the line's `+`/`-`/space in front; the sign is shown apart. */
const withoutSign = (line: DiffExcerptLine) => (line.text && '+- '.includes(line.text[0] ?? '') && line.rich_text.startsWith(line.text[0]!) ? line.rich_text.slice(1) : line.rich_text);

/**
 * A diff thread's header in the timeline (spec: "Diff discussion header and excerpt"): the file, and for a
 * line thread its code lines (`truncated_diff_lines`, fetched from `truncated_diff_lines_path` when absent);
 * a failed load says 'Unable to load the diff' with Try again.
 */
export function DiffExcerpt({ discussion }: { discussion: Discussion }) {
  const given = discussion.truncated_diff_lines ?? [];
  const isText = discussion.position?.position_type === 'text';
  const [lines, setLines] = useState<DiffExcerptLine[]>(given);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const path = discussion.truncated_diff_lines_path;
  const load = useCallback(async () => {
    setFailed(false);
    if (!path) {
      setFailed(true);
      return;
    }
    setLoading(true);
    try {
      const { data } = await restClient().get<{ truncated_diff_lines: DiffExcerptLine[] }>(path);
      setLines(data.truncated_diff_lines);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [path]);
  useEffect(() => setLines(discussion.truncated_diff_lines ?? []), [discussion.truncated_diff_lines]);
  useEffect(() => {
    if (isText && given.length === 0) void load();
    // Lines are fetched once when the thread arrives without them (spec: "fetched lazily when absent").
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isText]);
  const file = discussion.diff_file?.file_path ?? discussion.position?.new_path ?? '';
  return (
    <div data-testid="diff-excerpt" style={{ borderBottom: '1px solid var(--borderColor-muted)' }}>
      <div style={{ padding: '6px 12px', background: 'var(--bgColor-muted, #f6f8fa)', fontFamily: MONO, fontSize: 12, display: 'flex', gap: 8 }}>
        {discussion.discussion_path ? <a href={discussion.discussion_path}>{file}</a> : <span>{file}</span>}
        {discussion.active === false ? <span style={{ color: 'var(--fgColor-muted)' }}>(outdated)</span> : null}
      </div>
      {isText && lines.length > 0 ? (
        <table style={{ width: '100%', borderCollapse: 'collapse', fontFamily: MONO, fontSize: 12 }}>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.line_code ?? 'l'}-${index}`} style={{ background: background(line.type) }}>
                <td style={{ width: 40, textAlign: 'right', color: 'var(--fgColor-muted)', padding: '0 6px' }}>{line.type === 'new' ? '' : line.old_line}</td>
                <td style={{ width: 40, textAlign: 'right', color: 'var(--fgColor-muted)', padding: '0 6px' }}>{line.type === 'old' ? '' : line.new_line}</td>
                <td style={{ whiteSpace: 'pre-wrap', padding: '0 6px' }}>
                  <span aria-hidden="true">{line.type === 'new' ? '+' : line.type === 'old' ? '-' : ' '}</span>
                  <span dangerouslySetInnerHTML={{ __html: withoutSign(line) }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {isText && failed ? (
        <div role="alert" style={{ padding: '8px 12px', display: 'flex', gap: 8, alignItems: 'center' }}>
          {DIFF_LOAD_FAILED}
          <Button size="small" onClick={() => void load()} disabled={loading}>
            {TRY_AGAIN}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
