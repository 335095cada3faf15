import type { DeviceClass } from '../engine/index.ts';
import type { LoadDeps } from './loadBill.ts';
import { selectTemplate } from './selectTemplate.ts';
import { builtTemplate, templateNames } from './templates.ts';

/**
 * The API with one addition: the host's template names are asked for with its settings, and
 * as soon as both are in, the template the host would show starts downloading, while the
 * bill's own calls are in flight (issue 13: the template was asked for only once the bill was
 * in, a round trip more of the loading text). A document naming another template (decision
 * 29) loads that one later, as before; the guess costs one small request. Nothing here
 * decides what is shown: BillPage still selects the template from the whole bill, with its
 * events. The settings are handed on at once, never held for the names.
 */
export function prefetchingHostTemplate<Calls extends Pick<LoadDeps['api'], 'hostSettings'>>(
  api: Calls,
  inputs: { preview: string | null; device: () => DeviceClass },
): Calls {
  return {
    ...api,
    hostSettings: async () => {
      const names = templateNames();
      // A failure shows later, where the names or the template are needed.
      names.catch(() => undefined);
      const settings = await api.hostSettings();
      if (settings.ok) {
        names
          .then((built) => {
            const { name } = selectTemplate({
              documentTemplate: undefined,
              host: settings.value,
              device: inputs.device(),
              built,
              preview: inputs.preview,
            });
            if (name !== undefined) return builtTemplate(name);
            return undefined;
          })
          .catch(() => undefined);
      }
      return settings;
    },
  };
}
