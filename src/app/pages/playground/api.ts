/**
 * The playground's calls (server/playground, ADR 0037). Every answer enters as `unknown` and
 * is narrowed here: the page ships no ajv, and these answers are for a developer's tool.
 */

export interface PlaygroundHost {
  name: string;
  supplier: string;
  defaultTemplate: string;
  templates: string[];
}

export interface PlaygroundIndex {
  hosts: PlaygroundHost[];
  samples: { id: string; supplier: string; label: string }[];
}

export interface Bill {
  doc: unknown;
  modules?: unknown;
  rate?: unknown;
}

export interface HostLook {
  settings: Record<string, unknown>;
  locale: string;
  catalogue: Record<string, unknown>;
}

export interface EditorProblem {
  file: string;
  line?: number;
  column?: number;
  message: string;
  severity: 'error' | 'warning';
}

export interface Checked {
  problems: EditorProblem[];
  template?: unknown;
}

/** The playground is off on this server (404): the page shows the not-found page. */
export class PlaygroundOff extends Error {}

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const headers = new Headers(init?.headers);
  headers.set('accept', 'application/json');
  const response = await fetch(url, { ...init, headers });
  if (response.status === 404 && url === '/api/playground') throw new PlaygroundOff();
  const body: unknown = await response.json();
  if (!response.ok) {
    const message = isRecord(body) && typeof body['message'] === 'string' ? body['message'] : '';
    throw new Error(`${response.status} ${message}`.trim());
  }
  return body;
}

export async function fetchIndex(): Promise<PlaygroundIndex> {
  const body = await getJson('/api/playground');
  if (!isRecord(body) || !Array.isArray(body['hosts']) || !Array.isArray(body['samples'])) {
    throw new Error('the playground answered an unexpected shape');
  }
  return {
    hosts: body['hosts'].filter(isRecord).map((h) => ({
      name: String(h['name']),
      supplier: String(h['supplier']),
      defaultTemplate: String(h['defaultTemplate']),
      templates: Array.isArray(h['templates']) ? h['templates'].map(String) : [],
    })),
    samples: body['samples'].filter(isRecord).map((s) => ({
      id: String(s['id']),
      supplier: String(s['supplier']),
      label: String(s['label']),
    })),
  };
}

export async function fetchSample(id: string): Promise<Bill> {
  const body = await getJson(`/api/playground/samples/${encodeURIComponent(id)}`);
  const bill = asBill(body);
  if (!bill) throw new Error('the sample bill has no doc');
  return bill;
}

export async function fetchHostLook(host: string): Promise<HostLook> {
  const body = await getJson(`/api/playground/hosts/${encodeURIComponent(host)}`);
  if (!isRecord(body) || !isRecord(body['settings']) || !isRecord(body['catalogue'])) {
    throw new Error('the host answered an unexpected shape');
  }
  return {
    settings: body['settings'],
    locale: String(body['locale']),
    catalogue: body['catalogue'],
  };
}

export async function fetchTemplateText(host: string, name: string): Promise<string> {
  const at = `/api/playground/hosts/${encodeURIComponent(host)}/templates/${encodeURIComponent(name)}`;
  const body = await getJson(at);
  if (!isRecord(body) || typeof body['text'] !== 'string') throw new Error('no template text');
  return body['text'];
}

export async function checkText(host: string, name: string, text: string): Promise<Checked> {
  const body = await getJson('/api/playground/check', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ host, name, text }),
  });
  if (!isRecord(body) || !Array.isArray(body['problems'])) throw new Error('no problems list');
  const problems = body['problems'].filter(isRecord).map((p) => {
    const found: EditorProblem = {
      file: String(p['file']),
      message: String(p['message']),
      severity: p['severity'] === 'warning' ? 'warning' : 'error',
    };
    if (typeof p['line'] === 'number') found.line = p['line'];
    if (typeof p['column'] === 'number') found.column = p['column'];
    return found;
  });
  return 'template' in body ? { problems, template: body['template'] } : { problems };
}

/** A bill as the playground takes it: an object with `doc`, and `modules`, `rate` if given. */
export function asBill(value: unknown): Bill | undefined {
  if (!isRecord(value) || !isRecord(value['doc'])) return undefined;
  return { doc: value['doc'], modules: value['modules'], rate: value['rate'] };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
