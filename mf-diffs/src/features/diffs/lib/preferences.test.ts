import { userRb } from '../../../test/diffFixtures';
import { fileReviewsKey, isFileReviewed, markFileReviewed, readFileReviews, writeFileReviews } from './fileReviews';
import { buildRows, parseDiffAnchor } from './rows';
import { readDiffView, readHideWhitespace, writeDiffView, writeHideWhitespace } from './viewPreferences';
import { olderVersions, versionName } from './versions';
import { diffsMetadata } from '../../../test/diffFixtures';

describe('what the Changes tab remembers', () => {
  it('keeps viewed files under {id}-file-reviews per file version, and the view in the diff_view cookie', () => {
    const mr = '/gitlab-org/gitlab-test/-/merge_requests/1';
    expect(fileReviewsKey(mr)).toBe('/gitlab-org/gitlab-test/-/merge_requests/1-file-reviews');
    const reviews = markFileReviewed({}, userRb, true);
    writeFileReviews(mr, reviews);
    expect(JSON.parse(localStorage.getItem(`${mr}-file-reviews`)!)).toEqual({ [userRb.file_identifier_hash!]: [`hash:${userRb.file_hash}`] });
    expect(isFileReviewed(readFileReviews(mr), userRb)).toBe(true);
    // The same file with other contents (a new push) is not viewed any more.
    expect(isFileReviewed(readFileReviews(mr), { ...userRb, file_hash: 'f'.repeat(40) })).toBe(false);
    expect(markFileReviewed(reviews, userRb, false)).toEqual({});
    localStorage.setItem(`${mr}-file-reviews`, 'not json');
    expect(readFileReviews(mr)).toEqual({});

    expect(readDiffView('')).toBe('inline');
    writeDiffView('parallel');
    expect(document.cookie).toContain('diff_view=parallel');
    expect(readDiffView('')).toBe('parallel');
    expect(readDiffView('?view=inline')).toBe('inline');
    writeDiffView('inline');
    expect(readHideWhitespace('')).toBe(false);
    writeHideWhitespace(true);
    expect(readHideWhitespace('')).toBe(true);
    expect(readHideWhitespace('?w=0')).toBe(false);
  });

  it('reads anchors, builds rows per view and names versions', () => {
    expect(parseDiffAnchor(`#diff-content-${userRb.file_hash}`)).toEqual({ fileHash: userRb.file_hash });
    expect(parseDiffAnchor(`#${userRb.file_hash}_11_11`)).toEqual({ fileHash: userRb.file_hash, lineCode: `${userRb.file_hash}_11_11` });
    expect(parseDiffAnchor('#note_3')).toBeNull();
    const entry = { meta: { ...userRb }, diff: userRb, collapsed: null };
    expect(buildRows([entry], 'inline').map((r) => r.kind)).toEqual(['header', 'line', 'line', 'line', 'line', 'line', 'line']);
    expect(buildRows([entry], 'parallel').map((r) => r.kind)).toEqual(['header', 'pair', 'pair', 'pair', 'pair', 'pair']);
    expect(buildRows([{ ...entry, collapsed: 'manual' }], 'inline').map((r) => r.kind)).toEqual(['header']);
    expect(buildRows([{ ...entry, diff: null }], 'inline').map((r) => r.kind)).toEqual(['header', 'body']);
    const { merge_request_diffs: versions } = diffsMetadata();
    expect(versions.map(versionName)).toEqual(['latest version', 'version 1']);
    expect(olderVersions(versions, undefined).map((v) => v.id)).toEqual([2]);
    expect(olderVersions(versions, 2)).toEqual([]);
  });
});
