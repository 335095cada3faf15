import { useField } from 'formik';
import type { HTMLAttributes } from 'react';
import { useFormTranslation } from '../../i18n/formTexts.ts';
import { FieldFrame, useFieldError } from './Field.tsx';
import { Input, Select, TextArea, WithSuffix } from './styles.ts';

interface BoundProps {
  /** The formik field's name. */
  name: string;
  /** Catalogue keys, translated here. */
  label: string;
  hint?: string | undefined;
  required?: boolean | undefined;
  optional?: boolean | undefined;
  disabled?: boolean | undefined;
}

export interface TextFieldProps extends BoundProps {
  type?: 'text' | 'email' | 'tel' | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string | undefined;
  /** A catalogue key of a unit shown after the input (the self-reading's "Smc"). */
  suffix?: string | undefined;
}

/** A one-line text input bound to formik, with its label, hint and message. */
export function TextField(props: TextFieldProps) {
  const {
    name,
    label,
    hint,
    required,
    optional,
    disabled,
    type = 'text',
    inputMode,
    autoComplete,
  } = props;
  const { t } = useFormTranslation();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <FieldFrame
      label={t(label)}
      hint={hint && t(hint)}
      error={error}
      required={required}
      optional={optional}
    >
      {(control) => {
        const input = (
          <Input
            {...field}
            {...control}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            disabled={disabled}
          />
        );
        return props.suffix ? (
          <WithSuffix>
            {input}
            <span>{t(props.suffix)}</span>
          </WithSuffix>
        ) : (
          input
        );
      }}
    </FieldFrame>
  );
}

/** A multi-line text bound to formik (the customer-care description). */
export function TextAreaField(props: BoundProps & { rows?: number }) {
  const { name, label, hint, required, optional, disabled, rows = 5 } = props;
  const { t } = useFormTranslation();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <FieldFrame
      label={t(label)}
      hint={hint && t(hint)}
      error={error}
      required={required}
      optional={optional}
    >
      {(control) => <TextArea {...field} {...control} rows={rows} disabled={disabled} />}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  /** Already translated, or data shown as it is (a supply's address, a category of §5). */
  label: string;
}

/**
 * A native select bound to formik: on a phone it opens the system's own picker. `placeholder`
 * is the key of a first, empty choice, so nothing is chosen for the customer by accident.
 */
export function SelectField(
  props: BoundProps & { options: readonly SelectOption[]; placeholder?: string | undefined },
) {
  const { name, label, hint, required, optional, disabled, options, placeholder } = props;
  const { t } = useFormTranslation();
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <FieldFrame
      label={t(label)}
      hint={hint && t(hint)}
      error={error}
      required={required}
      optional={optional}
    >
      {(control) => (
        <Select {...field} {...control} disabled={disabled}>
          {placeholder && <option value="">{t(placeholder)}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}
