import { useField, type FieldInputProps } from 'formik';
import type { HTMLAttributes, ReactNode } from 'react';
import { useFormTranslation } from '../../i18n/formTexts.ts';
import { FieldFrame, useFieldError, type ControlProps } from './Field.tsx';
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

/**
 * What every field below shares: formik's value and handlers for `name`, its message, and the
 * frame with the translated label and hint. `children` draws the control itself.
 */
function BoundFrame(
  props: BoundProps & {
    children: (field: FieldInputProps<string>, control: ControlProps) => ReactNode;
  },
) {
  const { name, label, hint, required, optional, children } = props;
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
      {(control) => children(field, control)}
    </FieldFrame>
  );
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
  const { disabled, type = 'text', inputMode, autoComplete, suffix } = props;
  const { t } = useFormTranslation();
  return (
    <BoundFrame {...props}>
      {(field, control) => {
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
        return suffix ? (
          <WithSuffix>
            {input}
            <span>{t(suffix)}</span>
          </WithSuffix>
        ) : (
          input
        );
      }}
    </BoundFrame>
  );
}

/** A multi-line text bound to formik (the customer-care description). */
export function TextAreaField(props: BoundProps & { rows?: number }) {
  const { disabled, rows = 5 } = props;
  return (
    <BoundFrame {...props}>
      {(field, control) => <TextArea {...field} {...control} rows={rows} disabled={disabled} />}
    </BoundFrame>
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
  const { disabled, options, placeholder } = props;
  const { t } = useFormTranslation();
  return (
    <BoundFrame {...props}>
      {(field, control) => (
        <Select {...field} {...control} disabled={disabled}>
          {placeholder && <option value="">{t(placeholder)}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </BoundFrame>
  );
}
