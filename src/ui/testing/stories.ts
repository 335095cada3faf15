import { userEvent, waitFor } from 'storybook/test';
import type { BillParameter } from '../../../.storybook/preview.tsx';

/** A story's bill: the document the widget reads from the store (see .storybook/preview.tsx). */
export const bill = (doc: unknown): { bill: BillParameter } => ({ bill: { doc } });

/**
 * An image Storybook serves (public/), for the states where a logo loads: the fixtures' logos
 * live on `.test` hosts that do not exist, which shows the load-error state instead.
 */
export const storyImage = '/favicon.svg';

/** The document with its service logos served, so the story shows them. */
export function withServedLogos(doc: Record<string, unknown>): Record<string, unknown> {
  const data = (doc['fatt_interattiva_data'] ?? {}) as Record<
    string,
    Record<string, unknown> | null
  >;
  return {
    ...doc,
    landing_page_tel1_image: storyImage,
    fatt_interattiva_data: {
      ...data,
      header: { ...(data['header'] ?? {}), logo_servizio: storyImage },
      riepilogo_doc: { ...(data['riepilogo_doc'] ?? {}), logo_servizio: storyImage },
    },
  };
}

/**
 * A play function that sends the form as it stands (empty, or as the story filled it) and waits
 * until a field is refused: the "form with errors" state. It finds the form's submit button and
 * the refused fields by their attributes, not their texts, so it runs in every locale of the
 * toolbar.
 */
export async function sendWithErrors({ canvasElement }: { canvasElement: HTMLElement }) {
  const submit = await waitFor(() => {
    const button = canvasElement.querySelector<HTMLButtonElement>('form button[type="submit"]');
    if (!button) throw new Error('the story shows no form with a submit button');
    return button;
  });
  await userEvent.click(submit);
  await waitFor(() => {
    if (!canvasElement.querySelector('[aria-invalid="true"]')) {
      throw new Error('sending the form refused no field');
    }
  });
}

/** Replaces the text of the first field that matches `selector`, once it shows. */
export async function typeInto(canvasElement: HTMLElement, selector: string, text: string) {
  const field = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLInputElement>(selector);
    if (!found) throw new Error(`the story shows no ${selector}`);
    return found;
  });
  await userEvent.clear(field);
  await userEvent.type(field, text);
}
