import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ResolvedNode } from '../../../engine/index.ts';
import { EngineProvider, Renderer } from '../../../engine/render/index.ts';
import { createI18n } from '../../../i18n/index.ts';
import italian from '../../../i18n/playground/it.json' with { type: 'json' };
import { HiddenMarker } from './HiddenMarker.tsx';

const hidden: ResolvedNode = {
  key: '/root',
  kind: 'stack',
  gap: 2,
  children: [
    {
      key: '/modules/pay',
      kind: 'hidden',
      what: 'pay: PaymentCard',
      path: '/modules/pay',
      children: [],
      reason: {
        at: '/modules/pay/visible',
        expression: "$isMobile() and $flag('x')",
        outcome: 'false',
        reads: [
          { term: '$isMobile()', value: true },
          { term: "$flag('x')", value: false },
          { term: 'doc.missing', value: undefined },
        ],
      },
    },
  ],
};

function show(withMarker: boolean) {
  const i18n = createI18n();
  i18n.addResourceBundle('it', 'translation', italian, true, false);
  return render(
    <I18nextProvider i18n={i18n}>
      <EngineProvider
        registry={{}}
        templateId="t"
        onEvent={() => undefined}
        {...(withMarker ? { hiddenMarker: HiddenMarker } : {})}
      >
        <Renderer node={hidden} />
      </EngineProvider>
    </I18nextProvider>,
  );
}

describe('a hidden place in the playground (ADR 0037)', () => {
  it('is drawn only where the page hands in a marker', () => {
    const { container } = show(false);
    expect(container.textContent).toBe('');
  });

  it('opens to say which expression hid it, and the values it read', async () => {
    show(true);
    const toggle = screen.getByRole('button', { name: /Nascosto: pay: PaymentCard/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const why = screen.getByRole('region', { name: 'pay: PaymentCard' });
    expect(why.textContent).toContain(
      "Nascosto dall'espressione $isMobile() and $flag('x') in /modules/pay/visible",
    );
    expect(why.textContent).toContain("L'espressione vale false.");
    expect(why.textContent).toContain('$isMobile() = true');
    expect(why.textContent).toContain("$flag('x') = false");
    expect(why.textContent).toContain('doc.missing = (nessun valore)');
  });
});
