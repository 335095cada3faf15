import type { WidgetRegistry } from '../src/engine/render/index.ts';
import { dialogButton } from './DialogButton/index.ts';
import { field } from './Field/index.ts';
import { heading } from './Heading/index.ts';
import { text } from './Text/index.ts';

/**
 * The widget registry: name → entry, a plain map (Puck's model) passed to the renderer
 * through React context. Names are what templates write in `widget`.
 */
export const registry = {
  DialogButton: dialogButton,
  Field: field,
  Heading: heading,
  Text: text,
} satisfies WidgetRegistry;
