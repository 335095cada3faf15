import { useEffect, useState } from 'react';
import type { Template } from '../engine/index.ts';
import { templateAnswer, templatesPath } from './templatesPath.ts';

let names: Promise<readonly string[]> | undefined;
let known: readonly string[] | undefined;
const templates = new Map<string, Promise<Template | undefined>>();

/**
 * The names of the templates this host serves (decision 311), asked once per page: what
 * selectTemplate chooses among. A failed request is forgotten, so the next caller asks again.
 */
export function templateNames(): Promise<readonly string[]> {
  names ??= fetchJson(templatesPath).then(
    (body) => {
      if (!Array.isArray(body) || !body.every((name) => typeof name === 'string')) {
        throw new Error(`${templatesPath} did not answer a list of names`);
      }
      known = body;
      return body;
    },
    (error: unknown) => {
      names = undefined;
      throw error;
    },
  );
  return names;
}

/**
 * A template by name, as the server answers it, or undefined when the host serves no such
 * template (404). The server composed and checked it against the layout schema and the
 * widgets' props schemas before serving it (server/templates/store.ts), as the build did
 * before: this is the one place that names the data a Template, and the page ships no ajv
 * to check it again. The browser's cache keeps the answer and revalidates it by its ETag.
 */
export function builtTemplate(name: string): Promise<Template | undefined> {
  let template = templates.get(name);
  if (template === undefined) {
    template = fetchJson(templateAnswer(name)).then(
      (body) => body as Template | undefined,
      (error: unknown) => {
        templates.delete(name);
        throw error;
      },
    );
    templates.set(name, template);
  }
  return template;
}

/**
 * What a page rendered on the server brought (ADR 0019): the names and its template, so
 * hydration and later renders ask for neither again.
 */
export function seedTemplates(list: readonly string[], name: string, template: Template): void {
  known ??= list;
  names ??= Promise.resolve(list);
  if (!templates.has(name)) templates.set(name, Promise.resolve(template));
}

/** The host's template names: undefined until they are in (they are asked at once). */
export function useTemplateNames(): readonly string[] | undefined {
  const [list, setList] = useState(known);
  useEffect(() => {
    if (list !== undefined) return;
    let current = true;
    templateNames().then(
      (loaded) => {
        if (current) setList(loaded);
      },
      // No list: an empty one, so the page shows what it shows for a template it lacks.
      () => {
        if (current) setList([]);
      },
    );
    return () => {
      current = false;
    };
  }, [list]);
  return list;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as unknown;
}
