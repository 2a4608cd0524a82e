"""Drives the group epic REST endpoints with GitLab's Python client (python-gitlab 3.12: `group.epics`,
`epic.issues`): src/domains/epics/clients.test.ts."""
import json
import sys

import gitlab

url, token = sys.argv[1], sys.argv[2]
gl = gitlab.Gitlab(url, private_token=token, keep_base_url=True)
gl.auth()
group = gl.groups.get("gitlab-org")
out = {}
epic = group.epics.create({"title": "From python-gitlab", "description": "Made by the client library"})
out["created"] = {"title": epic.title, "state": epic.state, "has_iid": isinstance(epic.iid, int)}
epic.title = "From python-gitlab, renamed"
epic.save()
out["renamed"] = group.epics.get(epic.iid).title
out["listed"] = any(e.iid == epic.iid for e in group.epics.list(search="python-gitlab", get_all=True))
project = gl.projects.get("gitlab-org/gitlab")
issue = project.issues.create({"title": "Issue for the python-gitlab epic"})
link = epic.issues.create({"issue_id": issue.id})
out["linked"] = {"issue_iid": link.issue["iid"] if isinstance(link.issue, dict) else None, "same_link_id": link.epic_issue_id == link.id}
out["epic_issues"] = [i.iid for i in epic.issues.list(get_all=True)]
for listed in epic.issues.list(get_all=True):
    listed.delete()
out["after_remove"] = [i.iid for i in epic.issues.list(get_all=True)]
out["issue_iid"] = issue.iid
epic.delete()
try:
    group.epics.get(epic.iid)
    out["deleted"] = False
except gitlab.exceptions.GitlabGetError as error:
    out["deleted"] = error.response_code == 404
print(json.dumps(out))
