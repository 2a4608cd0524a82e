import { Button, Checkbox, FormControl, SegmentedControl, Select } from 'shared-kernel/primer';
import { SidebarCollapseIcon, SidebarExpandIcon } from '@primer/octicons-react';
import { olderVersions, versionHeadSha, versionName } from '../lib/versions';
import type { DiffViewType } from '../lib/viewPreferences';
import type { DiffsMetadata, DiffsQuery } from '../types';
import { diffStatsText, HIDE_WHITESPACE } from '../texts';

export interface DiffsToolbarProps {
  metadata: DiffsMetadata;
  query: DiffsQuery;
  onQuery: (query: DiffsQuery) => void;
  view: DiffViewType;
  onView: (view: DiffViewType) => void;
  treeShown: boolean;
  onToggleTree: () => void;
}

const VIEWS: DiffViewType[] = ['inline', 'parallel'];

/** Above the files: the file browser toggle, compare versions, the totals, whitespace and the view switch. */
export function DiffsToolbar({ metadata, query, onQuery, view, onView, treeShown, onToggleTree }: DiffsToolbarProps) {
  const versions = metadata.merge_request_diffs ?? [];
  const selectedId = query.diffId ?? metadata.merge_request_diff?.id ?? versions.find((v) => v.latest)?.id;
  const older = olderVersions(versions, selectedId);
  const fileCount = metadata.diff_files.length;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', padding: '8px 0', borderBottom: '1px solid var(--borderColor-default, #d0d7de)' }}>
      <Button size="small" leadingVisual={treeShown ? SidebarExpandIcon : SidebarCollapseIcon} onClick={onToggleTree} aria-pressed={treeShown}>
        {treeShown ? 'Hide file browser' : 'Show file browser'}
      </Button>
      {versions.length > 0 ? (
        <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', fontSize: 13 }}>
          Compare
          <FormControl>
            <FormControl.Label visuallyHidden>Target version</FormControl.Label>
            <Select size="small" value={query.startSha ?? ''} onChange={(e) => onQuery({ ...query, startSha: e.target.value || undefined })}>
              <Select.Option value="">{`${metadata.target_branch_name ?? 'target'} (base)`}</Select.Option>
              {older.map((version) => (
                <Select.Option key={version.id} value={versionHeadSha(version)!}>
                  {`${versionName(version)} (${version.short_commit_sha})`}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
          and
          <FormControl>
            <FormControl.Label visuallyHidden>Source version</FormControl.Label>
            <Select
              size="small"
              value={String(selectedId ?? '')}
              onChange={(e) => {
                const id = Number(e.target.value);
                const latest = versions.find((v) => v.id === id)?.latest;
                onQuery({ ...query, diffId: latest ? undefined : id, startSha: undefined });
              }}
            >
              {versions.map((version) => (
                <Select.Option key={version.id} value={String(version.id)}>
                  {`${versionName(version)} (${version.short_commit_sha})`}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
        </span>
      ) : null}
      <span role="status" style={{ fontSize: 13 }}>
        {diffStatsText(fileCount, metadata.added_lines, metadata.removed_lines)}
      </span>
      <span style={{ marginLeft: 'auto', display: 'inline-flex', gap: 12, alignItems: 'center' }}>
        <label style={{ display: 'inline-flex', gap: 4, alignItems: 'center', fontSize: 13 }}>
          <Checkbox checked={query.hideWhitespace} onChange={(e) => onQuery({ ...query, hideWhitespace: e.target.checked })} />
          {HIDE_WHITESPACE}
        </label>
        <SegmentedControl aria-label="Diff view" size="small" onChange={(index) => onView(VIEWS[index]!)}>
          <SegmentedControl.Button selected={view === 'inline'}>Inline</SegmentedControl.Button>
          <SegmentedControl.Button selected={view === 'parallel'}>Side-by-side</SegmentedControl.Button>
        </SegmentedControl>
      </span>
    </div>
  );
}
