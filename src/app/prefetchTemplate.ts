import type { DeviceClass } from '../engine/index.ts';
import type { LoadDeps } from './loadBill.ts';
import { selectTemplate } from './selectTemplate.ts';
import { builtTemplate, templateNames } from './templates.ts';

/**
 * The API with one addition: as soon as the host's settings are in, the template the host
 * would show starts downloading, while the bill's own calls are in flight (issue 13: the
 * template's chunk was asked for only once the bill was in, a round trip more of the loading
 * text). A document naming another template (decision 29) loads that one later, as before;
 * the guess costs one small chunk. Nothing here decides what is shown: BillPage still
 * selects the template from the whole bill, with its events.
 */
export function prefetchingHostTemplate<Calls extends Pick<LoadDeps['api'], 'hostSettings'>>(
  api: Calls,
  inputs: { preview: string | null; device: () => DeviceClass },
): Calls {
  return {
    ...api,
    hostSettings: async () => {
      const settings = await api.hostSettings();
      if (settings.ok) {
        const { name } = selectTemplate({
          documentTemplate: undefined,
          host: settings.value,
          device: inputs.device(),
          built: templateNames,
          preview: inputs.preview,
        });
        // A failed download shows later, where the template is rendered (useBuiltTemplate).
        if (name !== undefined) builtTemplate(name).catch(() => undefined);
      }
      return settings;
    },
  };
}
