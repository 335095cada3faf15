import {
  layeredSource,
  loadTemplate,
  propsSchemas,
  type Problem,
  type TemplateSource,
} from '../../src/engine/tools/index.ts';
import { catalogue } from '../../widgets/catalogue.gen.ts';
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
 * it has none. The one place the playground checks: `quadro check`'s own function for a
 * source replaces `loadTemplate` here once it exists (issue 19), so the editor says what
 * `check` says.
 */
export async function checkTemplateText(
  chain: readonly string[],
  templatesDir: string,
  name: string,
  text: string,
): Promise<CheckedText> {
  const source = layeredSource([editedSource(name, text), hostTemplateSource(chain, templatesDir)]);
  const result = await loadTemplate(name, source, widgetSchemas);
  const problems = result.problems.map(toEditor);
  return result.template === undefined ? { problems } : { problems, template: result.template };
}

function toEditor(p: Problem): EditorProblem {
  const found: EditorProblem = {
    file: p.location?.file ?? p.file,
    message: p.message,
    severity: 'error',
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
