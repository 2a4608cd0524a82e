"""External status checks through GitLab's Python client (python-gitlab 3.12, whose HTTP layer carries the calls: 3.12 has no status-check managers): src/domains/status-checks/clients.test.ts."""
import json
import sys

import gitlab

url, token, source = sys.argv[1], sys.argv[2], sys.argv[3]
gl = gitlab.Gitlab(url, private_token=token)
gl.auth()
project = gl.projects.get("gitlab-org/gitlab")
checks = f"/projects/{project.id}/external_status_checks"
check = gl.http_post(checks, post_data={"name": "Python check", "external_url": "http://127.0.0.1:9/python"})
out = {"created": {"name": check["name"], "external_url": check["external_url"]}}
try:
    gl.http_post(checks, post_data={"name": "Python check", "external_url": "http://127.0.0.1:9/other"})
    out["duplicate"] = None
except gitlab.exceptions.GitlabHttpError as error:
    out["duplicate"] = error.response_code
out["listed"] = [c["name"] for c in gl.http_list(checks, get_all=True)]
mr = project.mergerequests.create({"source_branch": source, "target_branch": "main", "title": "checked from python-gitlab"})
path = f"/projects/{project.id}/merge_requests/{mr.iid}"
out["pending"] = [c["status"] for c in gl.http_list(f"{path}/status_checks", get_all=True)]
try:
    gl.http_post(f"{path}/status_checks/{check['id']}/retry")
    out["retry_pending"] = None
except gitlab.exceptions.GitlabHttpError as error:
    out["retry_pending"] = error.response_code
gl.http_post(f"{path}/status_check_responses", post_data={"sha": mr.sha, "external_status_check_id": check["id"], "status": "failed"})
out["failed"] = [c["status"] for c in gl.http_list(f"{path}/status_checks", get_all=True)]
out["retried"] = gl.http_post(f"{path}/status_checks/{check['id']}/retry")
out["after_retry"] = [c["status"] for c in gl.http_list(f"{path}/status_checks", get_all=True)]
gl.http_delete(f"{checks}/{check['id']}")
print(json.dumps(out))
