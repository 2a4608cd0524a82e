import { epicApi } from './epicApi';

describe('epicApi', () => {
  it("completes the description from the epic's group sources, with the epic as target", () => {
    const sources = epicApi({ groupPath: 'gitlab-org/sub', iid: 3 }).autocompleteSources;
    expect(sources?.epics).toBe('/groups/gitlab-org/sub/-/autocomplete_sources/epics?type=Epic&type_id=3');
    expect(sources?.members).toBe('/groups/gitlab-org/sub/-/autocomplete_sources/members?type=Epic&type_id=3');
    expect(sources?.commands).toBe('/groups/gitlab-org/sub/-/autocomplete_sources/commands?type=Epic&type_id=3');
  });
});
