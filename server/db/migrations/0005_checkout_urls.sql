-- The second provider's start names where the customer's browser returns (success_url,
-- error_url) and where the provider posts its webhook (callback_url). The start call checks
-- them (this portal's own only) and keeps them with the attempt, so the checkout follows exactly
-- what was checked and the audit shows where each attempt was to report. The first provider's
-- attempts carry their addresses in the signed form instead: null here.
ALTER TABLE payment_attempts ADD COLUMN success_url text;
ALTER TABLE payment_attempts ADD COLUMN error_url text;
ALTER TABLE payment_attempts ADD COLUMN callback_url text;

-- When the provider's hosted checkout ended (paid, declined or cancelled): a checkout is used
-- once, as the provider's is. Only the sandbox writes it; a real provider keeps its own state.
ALTER TABLE payment_attempts ADD COLUMN completed_at timestamptz;
