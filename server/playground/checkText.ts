import {
  checkTemplateSource,
  layeredSource,
  loadTemplate,
  propsSchemas,
  type Problem,
  type TemplateSource,
} from '../../src/engine/tools/index.ts';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import { hostVocabulary } from '../check/vocabulary.ts';
import type { Host } from '../hosts/hosts.ts';
import { hostTemplateSource } from '../hosts/hostTemplates.ts';

const widgetSchemas = propsSchemas(catalogue);

/** One problem as the playground's editor marks it. */
export interface EditorProblem {
  file: string;
  /** 1-based; absent when the problem has no place in a file. */
  line?: number;
  column?: number;
  message: string;
  severity: 'error' | 'warning';
}

export interface CheckedText {
  problems: EditorProblem[];
  /** The effective template (after `extends`, patches and fragments), when there is no error. */
  template?: unknown;
}

/**
 * The problems of a template's edited text, over what its host can show (the host's own
 * templates, those of the hosts it extends, then templates/), and the effective template when
 * it has no error. The problems are `quadro check`'s own, with the host's flags and catalogues
 * (`checkTemplateSource`, `hostVocabulary`), so the editor says what `check` says.
 */
export async function checkTemplateText(
  host: Pick<Host, 'name' | 'chain' | 'catalogues'>,
  templatesDir: string,
  name: string,
  text: string,
): Promise<CheckedText> {
  const source = layeredSource([
    editedSource(name, text),
    hostTemplateSource(host.chain, templatesDir),
  ]);
  const found = await checkTemplateSource(catalogue, hostVocabulary(host), source, {
    templates: [name],
    fragments: [],
  });
  const problems = found.map(toEditor);
  if (problems.some((p) => p.severity === 'error')) return { problems };
  const { template } = await loadTemplate(name, source, widgetSchemas);
  return template === undefined ? { problems } : { problems, template };
}

function toEditor(p: Problem): EditorProblem {
  const found: EditorProblem = {
    file: p.location?.file ?? p.file,
    message: p.message,
    severity: p.severity ?? 'error',
  };
  if (p.location) {
    found.line = p.location.line;
    found.column = p.location.column;
  }
  return found;
}

/** The edited text as the template `name`, in front of the host's files. */
function editedSource(name: string, text: string): TemplateSource {
  const file = `${name}.json`;
  return {
    template: (asked) => Promise.resolve(asked === name ? { file, text } : undefined),
    fragment: () => Promise.resolve(undefined),
    templateNames: () => Promise.resolve([name]),
    fragmentNames: () => Promise.resolve([]),
  };
}
