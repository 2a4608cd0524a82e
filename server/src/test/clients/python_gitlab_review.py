"""Creates a positioned diff discussion with GitLab's Python client (python-gitlab 3.12): src/domains/merge-requests/diffNotes.test.ts."""
import json
import sys

import gitlab

url, token, iid = sys.argv[1], sys.argv[2], int(sys.argv[3])
gl = gitlab.Gitlab(url, private_token=token)
gl.auth()
project = gl.projects.get("gitlab-org/gitlab")
mr = project.mergerequests.get(iid)
version = mr.diffs.list(get_all=True)[0]
position = {
    "base_sha": version.base_commit_sha,
    "start_sha": version.start_commit_sha,
    "head_sha": version.head_commit_sha,
    "position_type": "text",
    "old_path": "review.txt",
    "new_path": "review.txt",
    "new_line": 3,
}
discussion = mr.discussions.create({"body": "from python-gitlab", "position": position})
first = discussion.attributes["notes"][0]
out = {"type": first["type"], "position": {k: first["position"][k] for k in ("position_type", "new_path", "new_line")}}
listed = mr.discussions.list(get_all=True)
out["listed"] = [d.attributes["notes"][0].get("position", {}).get("new_line") for d in listed if d.id == discussion.id]
reply = discussion.notes.create({"body": "a reply"})
out["reply"] = reply.type
print(json.dumps(out))
