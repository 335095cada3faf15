/** One file's text and the path to show in problems. */
export interface SourceFile {
  file: string;
  text: string;
}

/**
 * Where templates and fragments come from. The CLI and the build read the file system; tests
 * pass files from memory. Loading does its I/O only through this interface.
 */
export interface TemplateSource {
  template(name: string): Promise<SourceFile | undefined>;
  fragment(name: string): Promise<SourceFile | undefined>;
  /** Names of every template (not fragments), for `quadro check`. */
  templateNames(): Promise<string[]>;
  /** Names of every fragment, so that a fragment nobody uses is still checked. */
  fragmentNames(): Promise<string[]>;
}

/** A source over an in-memory map `path → text`, paths like `bi3.json`, `fragments/x.json`. */
export function memorySource(files: Record<string, string>): TemplateSource {
  const read = (file: string) => {
    const text = files[file];
    return Promise.resolve(text === undefined ? undefined : { file, text });
  };
  const names = (fragments: boolean) =>
    Promise.resolve(
      Object.keys(files)
        .filter((f) => f.endsWith('.json') && f.startsWith('fragments/') === fragments)
        .map((f) => f.replace(/^fragments\//, '').replace(/\.json$/, ''))
        .sort(),
    );
  return {
    template: (name) => read(`${name}.json`),
    fragment: (name) => read(`fragments/${name}.json`),
    templateNames: () => names(false),
    fragmentNames: () => names(true),
  };
}
