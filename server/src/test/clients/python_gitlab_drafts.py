"""Creates, lists and bulk-publishes draft notes with GitLab's Python client (python-gitlab 3.12 has no
`mr.draft_notes` manager, so its generic `gl.http_*` calls): src/domains/merge-requests/drafts.test.ts."""
import json
import sys

import gitlab

url, token, iid = sys.argv[1], sys.argv[2], int(sys.argv[3])
gl = gitlab.Gitlab(url, private_token=token)
gl.auth()
project = gl.projects.get("gitlab-org/gitlab")
mr = project.mergerequests.get(iid)
version = mr.diffs.list(get_all=True)[0]
path = f"/projects/{project.id}/merge_requests/{iid}/draft_notes"
position = {
    "base_sha": version.base_commit_sha,
    "start_sha": version.start_commit_sha,
    "head_sha": version.head_commit_sha,
    "position_type": "text",
    "old_path": "drafts.txt",
    "new_path": "drafts.txt",
    "new_line": 2,
}
created = gl.http_post(path, post_data={"note": "python draft on beta", "position": position})
gl.http_post(path, post_data={"note": "python general draft"})
listed = gl.http_get(path)
try:
    gl.http_post(path, post_data={"note": ""})
    refused = None
except gitlab.exceptions.GitlabHttpError as error:
    refused = error.response_code
gl.http_post(f"{path}/bulk_publish")
after = gl.http_get(path)
published = [d.attributes["notes"][0] for d in mr.discussions.list(get_all=True)]
print(json.dumps({
    "created": {"note": created["note"], "line_code": bool(created["line_code"]), "new_line": created["position"]["new_line"]},
    "listed": [d["note"] for d in listed],
    "refused": refused,
    "after": after,
    "published": sorted(n["body"] for n in published if n["body"].startswith("python")),
    "diff_note": [n["type"] for n in published if n["body"] == "python draft on beta"],
}))
