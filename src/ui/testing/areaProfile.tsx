import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FakeAnswer } from '../../api/testing.ts';
import { createI18n } from '../../i18n/index.ts';
import { AreaProvider } from '../../state/area.ts';
import { fakeArea } from './areaProfileData.ts';

export {
  areaContacts,
  areaCustomer,
  areaFormSections,
  areaProfile,
  fakeArea,
} from './areaProfileData.ts';

/** Renders an area widget with the Italian catalogue and the area's session. */
export function showInArea(widget: ReactElement, answers: Record<string, FakeAnswer>) {
  const { session, requests } = fakeArea(answers);
  const view = render(
    <I18nextProvider i18n={createI18n()}>
      <AreaProvider value={session}>{widget}</AreaProvider>
    </I18nextProvider>,
  );
  return { ...view, requests };
}
