// @vitest-environment node
// Issue 17, CONTRIBUTING "Texts shown to customers are i18n keys, never literals": no component
// writes a text a customer reads (JSX text, or a string in an attribute that is read out or shown:
// aria-label, title, alt, placeholder …) other than through the catalogue. The TypeScript
// compiler reads every component of widgets/ and src/ (not tests, stories or test helpers); a
// text with a letter in it fails, with its file and line, unless the allow-list below names it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { productCatalogue, type Catalogue } from '../../server/hosts/catalogue.ts';

const root = process.cwd();

/** Every key of the product's catalogue: a literal that names one is a text, not a literal. */
const keys = new Set<string>();
(function collect(catalogue: Catalogue, prefix: string) {
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') keys.add(prefix + key);
    else collect(value, `${prefix}${key}.`);
  }
})(productCatalogue(path.join(root, 'src/i18n'), 'it'), '');

/** Attributes whose value a customer reads or hears. */
const spokenAttributes = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
]);

/**
 * Texts that must stay literal, by file: not words of a language but signs, units and codes
 * the spec fixes (`Smc`, `€`), or names that are the same in every language.
 */
const allowed: Record<string, readonly string[]> = {};

function components(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/\.(test|stories)\.tsx$/.test(file) && !file.includes('/testing/'));
}

/** Words a customer would read: a letter in it, and not a key of the catalogue. */
const isText = (text: string): boolean => /\p{L}/u.test(text) && !keys.has(text.trim());

/** The literal texts of one component file, as `line: text`. */
export function literalTexts(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push(`${file}:${line + 1}: ${text.trim()}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && isText(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const inner = node.expression;
      if (
        inner &&
        (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) &&
        isText(inner.text)
      ) {
        report(inner, inner.text);
      }
    }
    if (ts.isJsxAttribute(node) && spokenAttributes.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value &&
              ts.isJsxExpression(value) &&
              value.expression &&
              (ts.isStringLiteral(value.expression) ||
                ts.isNoSubstitutionTemplateLiteral(value.expression))
            ? value.expression
            : undefined;
      if (literal && isText(literal.text)) report(literal, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

const files = [...components('widgets'), ...components('src')];

describe('components write no text of their own (issue 17)', () => {
  it('reads the components', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files)('%s shows only catalogue texts', (file) => {
    const texts = literalTexts(file, readFileSync(path.join(root, file), 'utf8'));
    const permitted = allowed[file] ?? [];
    expect(texts.filter((entry) => !permitted.some((text) => entry.endsWith(`: ${text}`)))).toEqual(
      [],
    );
  });

  it('finds a literal text, title, alt and string, and lets a catalogue key through', () => {
    const source = `export const A = () => <p title="Titolo">Ciao <img alt="logo" /> {'mondo'} {t('x')} – 3 € <F label="forms.care.title" /></p>;`;
    expect(literalTexts('a.tsx', source)).toEqual([
      'a.tsx:1: Titolo',
      'a.tsx:1: Ciao',
      'a.tsx:1: logo',
      'a.tsx:1: mondo',
    ]);
  });
});
