import { describe, expect, it } from 'vitest';
import type { DeviceClass } from '../engine/index.ts';
import { selectTemplate, type TemplateInputs } from './selectTemplate.ts';

const built = ['demo', 'demo-compact', 'bi3', 'bi3dt', 'bi5-mobile', 'bi5-desktop'];
const host = { templateName: 'bi3' };

type Row = [
  what: string,
  documentTemplate: unknown,
  hostSettings: TemplateInputs['host'],
  device: DeviceClass,
  expected: string | undefined,
  missing: string[],
];

// Spec §2 "Layout selection", project decision 29 and docs/spec-decisions.md decision 44.
const rows: Row[] = [
  ['the host templateName', undefined, host, 'mobile', 'bi3', []],
  [
    'the route template key over templateName',
    undefined,
    { ...host, templates: { bollettainterattiva: 'bi5-mobile' } },
    'mobile',
    'bi5-mobile',
    [],
  ],
  [
    'another route key does not apply',
    undefined,
    { ...host, templates: { nexiEsito: 'demo' } },
    'mobile',
    'bi3',
    [],
  ],
  [
    'the template the document names',
    'demo-compact',
    { ...host, templates: { bollettainterattiva: 'bi5-mobile' } },
    'mobile',
    'demo-compact',
    [],
  ],
  ['the host when the document names an unbuilt template', 'bi9', host, 'mobile', 'bi3', ['bi9']],
  ['the host when the document names none', null, host, 'mobile', 'bi3', []],
  ['the host when the document names an empty string', '', host, 'mobile', 'bi3', []],
  ['the host when the template name is not a string', 3, host, 'mobile', 'bi3', []],
  [
    'the desktop replacement on a desktop',
    undefined,
    { templateName: 'bi5-mobile', bollettaInterattivaDesktopTemplateName: 'bi5-desktop' },
    'desktop',
    'bi5-desktop',
    [],
  ],
  [
    'no replacement on a phone',
    undefined,
    { templateName: 'bi5-mobile', bollettaInterattivaDesktopTemplateName: 'bi5-desktop' },
    'mobile',
    'bi5-mobile',
    [],
  ],
  [
    'the desktop replacement over a document template',
    'bi3',
    { ...host, bollettaInterattivaDesktopTemplateName: 'bi3dt' },
    'desktop',
    'bi3dt',
    [],
  ],
  ['no replacement without a desktop name', undefined, host, 'desktop', 'bi3', []],
  [
    'a supplier variant of template 3 is replaced too',
    undefined,
    { templateName: 'bi3-beta', bollettaInterattivaDesktopTemplateName: 'bi3dt' },
    'desktop',
    'bi3dt',
    [],
  ],
  [
    'a desktop form the document names is kept',
    'bi3dt',
    { ...host, bollettaInterattivaDesktopTemplateName: 'bi5-desktop' },
    'desktop',
    'bi3dt',
    [],
  ],
  [
    "a template-5 name a bill asks for keeps its own desktop form over the host's bi3dt",
    'bi5-mobile',
    { templateName: 'bi3-beta', bollettaInterattivaDesktopTemplateName: 'bi3dt' },
    'desktop',
    'bi5-mobile',
    [],
  ],
  [
    'a template-3 name is not replaced by a template-5 desktop name',
    'bi3',
    { ...host, bollettaInterattivaDesktopTemplateName: 'bi5-desktop' },
    'desktop',
    'bi3',
    [],
  ],
  [
    'another family is never replaced (spec §2: only the template-3/5 names)',
    'demo-compact',
    { ...host, bollettaInterattivaDesktopTemplateName: 'bi3dt' },
    'desktop',
    'demo-compact',
    [],
  ],
  [
    'demo when the host names an unbuilt template',
    undefined,
    { templateName: 'bi4' },
    'mobile',
    'demo',
    ['bi4'],
  ],
  [
    'demo when the desktop name is not built',
    undefined,
    { ...host, bollettaInterattivaDesktopTemplateName: 'bi6dt' },
    'desktop',
    'demo',
    ['bi6dt'],
  ],
  [
    'demo after two unbuilt names, both reported',
    'bi9',
    { templateName: 'bi4' },
    'mobile',
    'demo',
    ['bi9', 'bi4'],
  ],
];

describe('template selection (spec §2 "Layout selection")', () => {
  it.each(rows)(
    'chooses %s',
    (_what, documentTemplate, hostSettings, device, expected, missing) => {
      const choice = selectTemplate({ documentTemplate, host: hostSettings, device, built });
      expect(choice.name).toBe(expected);
      expect(choice.events.map((event) => event.template)).toEqual(missing);
      for (const event of choice.events) {
        expect(event.code).toBe('template-unknown');
        expect(event.message).toContain(`"${expected ?? '—'}" is shown instead`);
      }
    },
  );

  it('chooses nothing when not even demo is built, so the page shows its error', () => {
    const choice = selectTemplate({
      documentTemplate: undefined,
      host,
      device: 'mobile',
      built: [],
    });
    expect(choice.name).toBeUndefined();
    expect(choice.events.map((event) => event.template)).toEqual(['bi3']);
  });
});

type PreviewRow = [
  what: string,
  preview: string | null,
  templatePreview: boolean | undefined,
  expected: string,
  missing: string[],
];

// Project decision 68: the link's `template` parameter, only on hosts that allow previews.
const previews: PreviewRow[] = [
  ['a built template the link names', 'bi5-mobile', true, 'bi5-mobile', []],
  ['ahead of the desktop replacement', 'bi3', true, 'bi3', []],
  ['not on a host without previews', 'bi5-mobile', undefined, 'bi3dt', []],
  ['not on a host that turned them off', 'bi5-mobile', false, 'bi3dt', []],
  ['the usual rule after an unbuilt name', 'bi9', true, 'bi3dt', ['bi9']],
  ['the usual rule for an empty parameter', '', true, 'bi3dt', []],
  ['the usual rule without the parameter', null, true, 'bi3dt', []],
];

describe('template preview from the link (decision 68)', () => {
  it.each(previews)('chooses %s', (_what, preview, templatePreview, expected, missing) => {
    const choice = selectTemplate({
      documentTemplate: undefined,
      host: {
        templateName: 'bi3',
        bollettaInterattivaDesktopTemplateName: 'bi3dt',
        ...(templatePreview === undefined ? {} : { templatePreview }),
      },
      device: 'desktop',
      built,
      preview,
    });
    expect(choice.name).toBe(expected);
    expect(choice.events.map((event) => event.template)).toEqual(missing);
  });
});
