-- Issue 19 (ADR 0035): the last effective template of each host that passed the check, as the
-- server served it, so a broken edit followed by a restart still serves the previous version.
-- `body` is the exact JSON answer and `etag` its hash: a restart answers the same bytes and tag.

CREATE TABLE last_good_templates (
  host     text NOT NULL,                   -- the host folder's name
  name     text NOT NULL,                   -- the template's name
  body     text NOT NULL,
  etag     text NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (host, name)
);
