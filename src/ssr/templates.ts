import { templateAnswer, templatesPath } from '../app/templatesPath.ts';
import type { Template } from '../engine/index.ts';
import type { Transport } from './transport.ts';

/**
 * The request's host's templates for the server render, from the server's own routes as the
 * page would fetch them (ADR 0035): the same checked answers, through the in-process transport,
 * so the render knows nothing of the template store.
 */
export function transportTemplates(transport: Transport) {
  const get = async (url: string): Promise<unknown> => {
    const answer = await transport({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      body: undefined,
    });
    return answer.status === 200 ? (JSON.parse(answer.body) as unknown) : undefined;
  };
  return {
    names: async (): Promise<string[] | undefined> => {
      const body = await get(templatesPath);
      return Array.isArray(body) && body.every((n) => typeof n === 'string') ? body : undefined;
    },
    // Checked by the server before it was served (server/templates/store.ts).
    template: async (name: string) => (await get(templateAnswer(name))) as Template | undefined,
  };
}
