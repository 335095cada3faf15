-- Issue 31: the per-address and per-link limits (server/http/limits.ts and every other
-- @fastify/rate-limit limiter) counted once for every process on one PostgreSQL server
-- (server/http/sharedLimits.ts, ADR 0057). One row per limiter and key, for one fixed window
-- that starts at its first hit, as @fastify/rate-limit's own stores count; the database's
-- clock decides when a window ends, so processes on machines whose clocks differ agree.
CREATE TABLE rate_limit_counts (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
-- Rows of windows long over are deleted a minute at a time by any process.
CREATE INDEX rate_limit_counts_ends ON rate_limit_counts (window_ends);
