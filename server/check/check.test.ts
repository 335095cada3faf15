// @vitest-environment node
// quadro check on tests/fixtures/broken/: each broken template or host folder, checked on its
// own, prints its problem at file:line:col with its did-you-mean, and fails unless all it has
// are warnings; warnings come after the errors, under their own heading.
import { describe, expect, it } from 'vitest';
import {
  checkTemplateSource,
  fileSource,
  formatProblem,
  layeredSource,
  memorySource,
} from '../../src/engine/tools/index.ts';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import { hostTemplateSource } from '../hosts/hostTemplates.ts';
import { loadHosts } from '../hosts/hosts.ts';
import { checkCommand } from './command.ts';
import { hostVocabulary } from './vocabulary.ts';

const b = 'tests/fixtures/broken/';
const dirs = {
  hostsDir: `${process.cwd()}/${b}hosts`,
  templatesDir: `${process.cwd()}/${b}templates`,
  i18nDir: `${process.cwd()}/src/i18n`,
};

async function run(paths: string[], where = dirs): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await checkCommand(catalogue, paths, (line) => lines.push(line), where);
  return { code, lines };
}

const broken: [string, string[], number][] = [
  [
    'templates/bad-href.json',
    [
      `${b}templates/bad-href.json:21:9 link "ftp://maps.example.test" is not an http(s) address: the tab is hidden`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/dialog-missing.json',
    [
      `${b}templates/dialog-missing.json:22:11 DialogButton opens dialog "hepl", but no dialog of the template has that trigger — did you mean "help"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/expression-syntax.json',
    [
      `${b}templates/expression-syntax.json:5:5 expression does not parse: Expected ")" before end of expression (at character 6)`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/extends-unknown.json',
    [
      `${b}templates/extends-unknown.json:3:3 template "bsae" does not exist — did you mean "base"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/missing-text.json',
    [
      `${b}templates/missing-text.json:6:7 text key "demo.titel" is missing in every catalogue offered — did you mean "demo.title"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/patch-nothing.json',
    [
      `${b}templates/patch-nothing.json:5:5 patch names node "paymnt-card", which the parent has not — did you mean "payment-card"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/unknown-flag.json',
    [
      `${b}templates/unknown-flag.json:5:5 unknown flag "bolletta_interattiva_esponi_paga_or" — did you mean "bolletta_interattiva_esponi_paga_ora"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/unknown-fragment.json',
    [
      `${b}templates/unknown-fragment.json:4:5 fragment "card-fragmnt" does not exist — did you mean "card-fragment"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/unknown-helper.json',
    [
      `${b}templates/unknown-helper.json:5:5 unknown helper "$isGaz" — did you mean "$isGas"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/unknown-module-key.json',
    [
      `${b}templates/unknown-module-key.json:13:14 module key "consumy" has no entry in the template's modules: it never shows — did you mean "consumi"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/unknown-node-property.json',
    [
      `${b}templates/unknown-node-property.json:5:5 unknown property "vissible" — did you mean "visible"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'templates/unknown-prop.json',
    [
      `${b}templates/unknown-prop.json:5:5 props of Heading: missing required property "textKey"`,
      `${b}templates/unknown-prop.json:6:7 props of Heading: unknown property "textKy" — did you mean "textKey"?`,
      '2 problems',
    ],
    1,
  ],
  [
    'templates/unknown-widget.json',
    [
      `${b}templates/unknown-widget.json:4:5 unknown widget "PaymentCrad" — did you mean "PaymentCard"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'hosts/bolletta.bad-footer.test',
    [
      `${b}hosts/bolletta.bad-footer.test/hostsettings.json:4:15 text key "host.footer.compagny" is missing in bolletta.bad-footer.test (it) — did you mean "host.footer.company"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'hosts/bolletta.bad-menu.test',
    [
      `${b}hosts/bolletta.bad-menu.test/hostsettings.json:7:9 text key "host.footer.compagny" is missing in bolletta.bad-menu.test (it) — did you mean "host.footer.company"?`,
      `${b}hosts/bolletta.bad-menu.test/hostsettings.json:7:62 menu item opens module "servzi", which is not one of the host's multiModulePages — did you mean "servizi"?`,
      '2 problems',
    ],
    1,
  ],
  [
    'hosts/bolletta.bad-locale.test',
    [
      `${b}hosts/bolletta.bad-locale.test/locales/it.json:3:5 must be string or object`,
      '1 problem',
    ],
    1,
  ],
  [
    'hosts/bolletta.bad-server.test',
    [
      `${b}hosts/bolletta.bad-server.test/server.json:2:3 unknown property "linkTtlDay" — did you mean "linkTtlDays"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'hosts/bolletta.bad-setting.test',
    [
      `${b}hosts/bolletta.bad-setting.test/hostsettings.json:3:3 unknown property "supplierNme" — did you mean "supplierName"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'hosts/bolletta.bad-template.test',
    [
      `${b}hosts/bolletta.bad-template.test/hostsettings.json:3:3 template "bsae" is not one this host can see — did you mean "base"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'hosts/bolletta.bad-term.test',
    [
      `${b}hosts/bolletta.bad-term.test/hostsettings.json:6:31 glossaryLabels names term "bonus_verdi", which neither the product's glossary nor the host's catalogues have — did you mean "bonus_verde"?`,
      `${b}hosts/bolletta.bad-term.test/locales/it.json:3:5 glossary term "fondo_verde" that the host adds is missing in en: ${b}hosts/bolletta.bad-term.test/locales/en.json needs /glossary/fondo_verde/title and /glossary/fondo_verde/text`,
      `${b}hosts/bolletta.bad-term.test/locales/it.json:7:5 glossary term "bonus_verde" that the host adds has no text (/glossary/bonus_verde/text)`,
      `${b}hosts/bolletta.bad-term.test/locales/it.json:9:7 glossary term "bonus_verde" that the host adds has an unknown property "txt" (/glossary/bonus_verde/txt) — did you mean "text"?`,
      'warnings (they do not fail the check):',
      `${b}hosts/bolletta.bad-term.test/locales/en.json:7:5 glossary term "bonus_verde" that the host adds is named by no rule of glossaryLabels: no line shows its "i"`,
      '4 problems, 1 warning',
    ],
    1,
  ],
  [
    'hosts/bolletta.base.test',
    [
      'warnings (they do not fail the check):',
      `${b}hosts/bolletta.base.test/locales/it.json:10:7 text "widgets.paymentCard.titel" overrides no text of the product's it catalogue: it does nothing — did you mean "widgets.paymentCard.title"?`,
      '3 files checked, no problems, 1 warning',
    ],
    0,
  ],
  [
    'hosts/bolletta.clash.test',
    [
      `${b}hosts/bolletta.clash.test/templates/base.json host template "base" has the name of the shared ${b}templates/base.json: give it a name of its own`,
      '1 problem',
    ],
    1,
  ],
  [
    'hosts/bolletta.no-logo.test',
    [
      `${b}hosts/bolletta.no-logo.test/hostsettings.json:4:5 file "logo-gas.svg" is not in the host folder`,
      '1 problem',
    ],
    1,
  ],
  [
    'hosts/bolletta.own-template.test',
    [
      `${b}hosts/bolletta.own-template.test/templates/acme-gas.json:6:7 unknown helper "$isGaz" — did you mean "$isGas"?`,
      '1 problem',
    ],
    1,
  ],
  [
    'hosts/bolletta.typo-extends.test',
    [
      `${b}hosts/bolletta.typo-extends.test/hostsettings.json:2:3 "extends" names host "bolletta.base.tst", which hosts/ has not — did you mean "bolletta.base.test"?`,
      '1 problem',
    ],
    1,
  ],
];

describe('quadro check on broken templates and hosts', () => {
  it.each(broken)('%s', async (file, expected, code) => {
    const found = await run([`${b}${file}`]);
    expect(found.lines).toEqual(expected);
    expect(found.code).toBe(code);
  });

  it('lists the warnings apart, after the errors, and still fails on the errors', async () => {
    const { code, lines } = await run([`${b}hosts`]);
    const heading = lines.indexOf('warnings (they do not fail the check):');
    expect(code).toBe(1);
    expect(heading).toBeGreaterThan(0);
    expect(lines.slice(heading + 1, -1)).toEqual([
      expect.stringContaining('glossary term "bonus_verde" that the host adds is named by no rule'),
      expect.stringContaining('text "widgets.paymentCard.titel" overrides no text'),
    ]);
    expect(lines.at(-1)).toBe('15 problems, 2 warnings');
  });

  it('checks the product catalogues: their shape, and every Italian text in each locale', async () => {
    const { code, lines } = await run([`${b}i18n`], {
      ...dirs,
      i18nDir: `${process.cwd()}/${b}i18n`,
    });
    expect(lines).toEqual([
      `${b}i18n/en.json:2:3 text key "demo.subtitle" of the Italian catalogue is missing in en`,
      `${b}i18n/en.json:2:31 must be string or object`,
      '2 problems',
    ]);
    expect(code).toBe(1);
  });

  it("checks a host's own template with its host, over the templates the host can see", async () => {
    const file = `${b}hosts/bolletta.own-template.test/templates/acme-gas.json`;
    expect(await run([file])).toEqual({
      code: 1,
      lines: [`${file}:6:7 unknown helper "$isGaz" — did you mean "$isGas"?`, '1 problem'],
    });
  });

  it('says when a path is neither a template nor a host', async () => {
    expect(await run([`${b}nothing-here.json`])).toEqual({
      code: 1,
      lines: [`${b}nothing-here.json no such file or folder`],
    });
  });
});

describe('checkTemplateSource, for a template held in memory', () => {
  it('gives the same problems as the command line, at the line of the text it was given', async () => {
    const text = [
      '{',
      '  "id": "draft",',
      '  "extends": "base",',
      '  "patch": { "payment-card": { "visible": "$isGaz()" } }',
      '}',
    ].join('\n');
    const source = layeredSource([
      memorySource({ 'draft.json': text }),
      fileSource(dirs.templatesDir),
    ]);
    const problems = await checkTemplateSource(catalogue, {}, source, {
      templates: ['draft'],
      fragments: [],
    });
    expect(problems.map(formatProblem)).toEqual([
      'draft.json:4:32 unknown helper "$isGaz" — did you mean "$isGas"?',
    ]);
  });
});

describe('hostVocabulary, for a template checked with a loaded host', () => {
  it("names the host's catalogues a text key is missing in", async () => {
    const hosts = loadHosts(`${process.cwd()}/hosts`, `${process.cwd()}/src/i18n`);
    const host = hosts.all.find((h) => h.name === 'bolletta.beta-gas.test');
    if (!host) throw new Error('the sample host bolletta.beta-gas.test is missing');
    const text =
      '{ "id": "draft", "root": { "widget": "Heading", "props": { "textKey": "host.nam" } } }';
    const source = layeredSource([
      memorySource({ 'draft.json': text }),
      hostTemplateSource(host.chain, `${process.cwd()}/templates`),
    ]);
    const problems = await checkTemplateSource(catalogue, hostVocabulary(host), source, {
      templates: ['draft'],
      fragments: [],
    });
    expect(problems.map(formatProblem)).toEqual([
      'draft.json:1:60 text key "host.nam" is missing in bolletta.beta-gas.test (it) — did you mean "host.name"?',
    ]);
  });
});

describe('quadro check on what the product ships', () => {
  it('finds no problem in templates/, hosts/ and src/i18n', async () => {
    const { code, lines } = await run([], {
      hostsDir: `${process.cwd()}/hosts`,
      templatesDir: `${process.cwd()}/templates`,
      i18nDir: `${process.cwd()}/src/i18n`,
    });
    expect(lines).toEqual([expect.stringMatching(/^\d+ files checked, no problems$/)]);
    expect(code).toBe(0);
  });
});
