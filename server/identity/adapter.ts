import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Queryable } from '../db/database.ts';
import { refreshTokenAt } from './refreshReuse.ts';

/** Models whose rows belong to a grant, and go when the grant is revoked (a logout). */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

const live = '(expires_at IS NULL OR expires_at > now())';

/**
 * oidc-provider's storage (its adapter interface) over the project's database, one table for
 * every model (0009_identity.sql), so sessions, grants, interactions, codes and tokens outlive
 * the process and are shared by every process (ADR 0029). `host` keeps each host's provider to
 * its own rows. Expired rows are never read; each new session or interaction deletes them.
 */
export function databaseAdapter(db: Queryable, host: string): (model: string) => Adapter {
  return (model) => new DatabaseAdapter(db, host, model);
}

interface PayloadRow {
  payload: AdapterPayload;
}

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Queryable,
    private readonly host: string,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    if (this.model === 'Session' || this.model === 'Interaction') {
      // Cleaning here costs one indexed delete per login, and no timer in any process.
      await this.db.query('DELETE FROM oidc_models WHERE expires_at < now()');
    }
    const expiresAt =
      typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const grantId = grantable.has(this.model) ? (payload.grantId ?? null) : null;
    await this.db.query(
      `INSERT INTO oidc_models (host, model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
       ON CONFLICT (host, model, id) DO UPDATE SET payload = EXCLUDED.payload,
         grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid, user_code = EXCLUDED.user_code,
         expires_at = EXCLUDED.expires_at`,
      [
        this.host,
        this.model,
        id,
        JSON.stringify(payload),
        grantId,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresAt,
      ],
    );
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const payload = await this.one(`id = $3`, id);
    if (payload === undefined || this.model !== 'RefreshToken') return payload;
    return refreshTokenAt(payload, Math.floor(Date.now() / 1000));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.one(`uid = $3`, uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.one(`user_code = $3`, userCode);
  }

  async consume(id: string): Promise<void> {
    // A code or refresh token used once is marked, never deleted: a second use is then seen
    // as a replay, and oidc-provider revokes the whole grant (a refresh token's only after
    // ./refreshReuse.ts's interval). The first use's time stays, so the interval never moves.
    await this.db.query(
      `UPDATE oidc_models SET payload = payload
         || jsonb_build_object('consumed', COALESCE((payload->>'consumed')::bigint, $4::bigint))
       WHERE host = $1 AND model = $2 AND id = $3`,
      [this.host, this.model, id, Math.floor(Date.now() / 1000)],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_models WHERE host = $1 AND model = $2 AND id = $3', [
      this.host,
      this.model,
      id,
    ]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_models WHERE host = $1 AND grant_id = $2', [
      this.host,
      grantId,
    ]);
  }

  private async one(where: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<PayloadRow>(
      `SELECT payload FROM oidc_models WHERE host = $1 AND model = $2 AND ${where} AND ${live}`,
      [this.host, this.model, value],
    );
    return row?.payload;
  }
}
