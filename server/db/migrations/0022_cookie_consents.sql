-- Issue 29 (decision 454): the cookie banner's answers, kept by the server only on hosts whose
-- settings ask for it (`recordCookieConsent`), as the supplier's record of what each browser
-- chose and when. No address, no cookie, no account: the answer itself is what is needed.
CREATE TABLE cookie_consents (
  id           bigserial PRIMARY KEY,
  supplier     text NOT NULL,
  host         text NOT NULL,
  choice       text NOT NULL CHECK (choice IN ('accepted', 'rejected')),
  -- When the customer answered, as the page says (it may be a moment before the post arrives).
  answered_at  timestamptz NOT NULL,
  recorded_at  timestamptz NOT NULL
);
