"""Drives the API with GitLab's Python client (python-gitlab, as Debian ships it): src/plugins/clients.test.ts."""
import json
import sys

import gitlab

url, token = sys.argv[1], sys.argv[2]
gl = gitlab.Gitlab(url, private_token=token)
gl.auth()
out = {"user": gl.user.username}
project = gl.projects.get("gitlab-org/gitlab")
out["project"] = project.path_with_namespace
issue = project.issues.create({"title": "from python-gitlab", "labels": "python-made-label,bug", "confidential": True})
out["created"] = {"iid": issue.iid, "labels": sorted(issue.labels), "confidential": issue.confidential}
issue.add_labels = "python-added-label"
issue.save()
out["updated_labels"] = sorted(project.issues.get(issue.iid).labels)
note = issue.notes.create({"body": "a note from python-gitlab", "internal": True})
out["note"] = {"body": note.body, "internal": note.internal}
out["notes"] = [n.body for n in issue.notes.list(get_all=True)]
note.delete()
issue.delete()
try:
    project.issues.get(issue.iid)
    out["deleted"] = False
except gitlab.exceptions.GitlabGetError as error:
    out["deleted"] = error.response_code == 404
out["project_labels"] = sorted(label.name for label in project.labels.list(get_all=True) if label.name.startswith("python-"))
print(json.dumps(out))
