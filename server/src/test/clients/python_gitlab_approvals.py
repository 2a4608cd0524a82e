"""Approves and unapproves a merge request with GitLab's Python client (python-gitlab 3.12): src/domains/merge-requests/approvals.clients.test.ts."""
import json
import sys

import gitlab

url, token, source = sys.argv[1], sys.argv[2], sys.argv[3]
gl = gitlab.Gitlab(url, private_token=token)
gl.auth()
project = gl.projects.get("gitlab-org/gitlab")
mr = project.mergerequests.create({"source_branch": source, "target_branch": "main", "title": "approve from python-gitlab"})
out = {}
try:
    mr.approve(sha="0" * 40)
    out["stale_sha"] = None
except gitlab.exceptions.GitlabMRApprovalError as error:
    out["stale_sha"] = error.response_code
mr.approve(sha=mr.sha)
approvals = mr.approvals.get()
out["approved"] = {"approved": approvals.approved, "by": [a["user"]["username"] for a in approvals.approved_by], "user_has_approved": approvals.user_has_approved}
try:
    mr.approve()
    out["again"] = None
except (gitlab.exceptions.GitlabMRApprovalError, gitlab.exceptions.GitlabAuthenticationError) as error:
    out["again"] = error.response_code
state = mr.approval_state.get()
out["approval_state"] = {"approval_rules_overwritten": state.approval_rules_overwritten, "rules": state.rules}
mr.unapprove()
after = mr.approvals.get()
out["unapproved"] = {"approved": after.approved, "by": [a["user"]["username"] for a in after.approved_by]}
print(json.dumps(out))
