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
