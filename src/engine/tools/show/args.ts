import path from 'node:path';
import type { TemplateSource } from '../../load/source.ts';
import type { WidgetSchemas } from '../../validate/semantics.ts';

/**
 * What `quadro show` and `quadro flags` are handed by their composition root (the server's
 * CLI): the widgets' props schemas, and where a template's files come from, since only the
 * server knows how a host folder layers its templates over the shared ones.
 */
export interface InspectEnv {
  widgets: WidgetSchemas;
  /** The templates of `host` (its layered folders) or of `dir`; by default templates/. */
  templates(host: string | undefined, dir: string | undefined): TemplateSource;
  out(line: string): void;
  /** Colour the output (the CLI sets it on a terminal only). */
  color?: boolean;
}

export interface InspectArgs {
  /** The template's name (`bi3-beta`), from a name or a path (`templates/bi3-beta.json`). */
  name: string;
  /** The folder of a template given by path; undefined for a bare name. */
  dir: string | undefined;
  host: string | undefined;
  switches: Set<string>;
}

/**
 * `<template> [--host h] [--switch…]`: the template is a name looked up in templates/ (or the
 * host's folders) or a path to a file, whose folder is then the one looked in. Throws a
 * usage message on anything else.
 */
export function parseInspectArgs(args: readonly string[], allowed: readonly string[]): InspectArgs {
  let target: string | undefined;
  let host: string | undefined;
  const switches = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--host') {
      host = args[++i];
      if (host === undefined || host.startsWith('--')) throw new Error('--host needs a host name');
    } else if (arg.startsWith('--')) {
      if (!allowed.includes(arg)) throw new Error(`unknown option ${arg}`);
      switches.add(arg);
    } else if (target === undefined) target = arg;
    else throw new Error(`one template at a time (got ${target} and ${arg})`);
  }
  if (target === undefined) throw new Error('which template? Give its name or its file');
  const isPath = target.endsWith('.json') || target.includes('/');
  if (isPath && host !== undefined) {
    throw new Error('--host looks a template up by name in the host folders: give a name');
  }
  return {
    name: isPath ? path.basename(target, '.json') : target,
    dir: isPath ? path.dirname(target) : undefined,
    host,
    switches,
  };
}
