"""Drives the merge request API with GitLab's Python client (python-gitlab 3.12): src/domains/merge-requests/clients.test.ts."""
import json
import sys

import gitlab

url, token, source = sys.argv[1], sys.argv[2], sys.argv[3]
gl = gitlab.Gitlab(url, private_token=token)
gl.auth()
project = gl.projects.get("gitlab-org/gitlab")
mr = project.mergerequests.create({"source_branch": source, "target_branch": "main", "title": "from python-gitlab", "labels": "bug"})
out = {"created": {"iid": mr.iid, "state": mr.state, "labels": mr.labels, "source_branch": mr.source_branch}}
out["listed"] = [m.iid for m in project.mergerequests.list(state="opened", get_all=True)]
changes = mr.changes()
out["changes"] = sorted(c["new_path"] for c in changes["changes"])
versions = mr.diffs.list(get_all=True)
out["versions"] = len(versions)
version = mr.diffs.get(versions[0].id)
out["version_diffs"] = sorted(d["new_path"] for d in version.diffs)
out["commits"] = [c.title for c in mr.commits()]
mr.merge()
merged = project.mergerequests.get(mr.iid)
out["merged"] = {"state": merged.state, "merge_commit_sha": merged.merge_commit_sha is not None}
print(json.dumps(out))
