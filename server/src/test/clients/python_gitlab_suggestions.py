"""Applies suggestions with GitLab's Python client (python-gitlab 3.12 has no suggestions manager, so
through `http_put` as its docs advise for endpoints it lacks): src/domains/suggestions/clients.test.ts."""
import json
import sys

import gitlab

url, token, single, batch = sys.argv[1], sys.argv[2], int(sys.argv[3]), [int(i) for i in sys.argv[4].split(",")]
gl = gitlab.Gitlab(url, private_token=token, keep_base_url=True)
gl.auth()
out = {}
applied = gl.http_put(f"/suggestions/{single}/apply", post_data={"commit_message": "Apply from python-gitlab"})
out["single"] = {"id": applied["id"], "applied": applied["applied"], "appliable": applied["appliable"], "to_content": applied["to_content"]}
try:
    gl.http_put(f"/suggestions/{single}/apply")
except gitlab.exceptions.GitlabHttpError as error:
    out["again"] = {"status": error.response_code, "message": error.error_message}
applied_batch = gl.http_put("/suggestions/batch_apply", post_data={"ids": batch})
out["batch"] = [s["applied"] for s in applied_batch]
project = gl.projects.get("gitlab-org/gitlab")
out["commits"] = [c.title for c in project.commits.list(ref_name=sys.argv[5], per_page=2, get_all=False)]
print(json.dumps(out))
