import dialogButton from './DialogButton/props.schema.json' with { type: 'json' };
import field from './Field/props.schema.json' with { type: 'json' };
import heading from './Heading/props.schema.json' with { type: 'json' };
import text from './Text/props.schema.json' with { type: 'json' };

/**
 * The registry's props schemas without React, for `quadro check` and the build. A test keeps
 * this list equal to the registry's.
 */
export const widgetSchemas: Readonly<Record<string, object>> = {
  DialogButton: dialogButton,
  Field: field,
  Heading: heading,
  Text: text,
};
