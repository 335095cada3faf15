import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import type { RegistrationOptions } from '../../src/api/registrationCalls.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import { focusRing } from '../../src/ui/buttons.ts';
import {
  ErrorText,
  FieldFrame,
  Input,
  SelectField,
  useFieldError,
} from '../../src/ui/form/index.ts';
import italian from '../../src/i18n/registration/it.json' with { type: 'json' };
import type { Field } from './sectionForm.ts';

/** A select's options, by `list/param`, as the dropdown call answered them. */
export type OptionLists = Readonly<Record<string, RegistrationOptions['options']>>;
export const listKey = (options: { list: string; param: string }): string =>
  `${options.list}/${options.param}`;

const autoComplete = (field: Field): string | undefined => field.autocomplete;

/** A one-line input of any text kind, password included, read-only when the section says so. */
function TextInput({ field }: { field: Field }) {
  const { t } = useTranslationWith(italian);
  const [bound] = useField<string>(field.name);
  const error = useFieldError(field.name);
  const type = field.type === 'select' || field.type === 'checkbox' ? 'text' : field.type;
  return (
    <FieldFrame
      label={t(field.label)}
      hint={field.hint && t(field.hint)}
      error={error}
      required={field.required}
      optional={field.required !== true && field.readOnly !== true}
    >
      {(control) => (
        <Input
          {...bound}
          {...control}
          type={type}
          readOnly={field.readOnly}
          autoComplete={autoComplete(field)}
          autoCapitalize={field.uppercase === true ? 'characters' : undefined}
          spellCheck={false}
          maxLength={field.maxLength}
        />
      )}
    </FieldFrame>
  );
}

const Tick = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & > label {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    min-height: 44px;
    cursor: pointer;
  }
  & input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 10px 0;
    accent-color: var(--q-primary, #0b5cad);
    ${focusRing}
  }
  & span {
    padding: 10px 0;
  }
`;

/** A tick box with its label beside it, the whole line a 44 px target. */
function TickBox({ field }: { field: Field }) {
  const { t } = useTranslationWith(italian);
  const [bound] = useField<boolean>({ name: field.name, type: 'checkbox' });
  const error = useFieldError(field.name);
  const id = useId();
  return (
    <Tick>
      <label htmlFor={id}>
        <input
          name={bound.name}
          checked={bound.checked === true}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-required={field.required === true || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{t(field.label)}</span>
      </label>
      <ErrorText id={`${id}-error`} aria-live="polite">
        {error}
      </ErrorText>
    </Tick>
  );
}

/** A section's fields, in its order, each drawn by its type. */
export function SectionFields(props: { fields: readonly Field[]; lists: OptionLists }) {
  const { t } = useTranslationWith(italian);
  return props.fields.map((field) => {
    if (field.type === 'checkbox') return <TickBox key={field.name} field={field} />;
    if (field.type === 'select') {
      const options = field.options ? (props.lists[listKey(field.options)] ?? []) : [];
      return (
        <SelectField
          key={field.name}
          name={field.name}
          label={field.label}
          hint={field.hint}
          required={field.required}
          optional={field.required !== true}
          placeholder="registration.choose"
          options={options.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      );
    }
    return <TextInput key={field.name} field={field} />;
  });
}
