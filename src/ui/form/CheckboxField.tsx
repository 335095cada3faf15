import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../buttons.ts';

const Row = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  & > input {
    width: 24px;
    height: 24px;
    margin: 0;
    flex: none;
    accent-color: var(--q-primary, #0b5394);
    ${focusRing}
  }
`;

/** A yes/no of a formik form, its whole row a 44 px target (the form kit has no checkbox). */
export function CheckboxField(props: { name: string; label: string; hint?: string }) {
  const [field, , helpers] = useField<boolean>(props.name);
  const hintId = useId();
  return (
    <div>
      <Row>
        <input
          type="checkbox"
          name={field.name}
          checked={field.value}
          onBlur={field.onBlur}
          onChange={(event) => void helpers.setValue(event.currentTarget.checked)}
          aria-describedby={props.hint === undefined ? undefined : hintId}
        />
        {props.label}
      </Row>
      {props.hint !== undefined && (
        <p id={hintId} style={{ margin: '0 0 0 36px' }}>
          {props.hint}
        </p>
      )}
    </div>
  );
}
