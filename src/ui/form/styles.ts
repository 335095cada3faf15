import styled, { css } from 'styled-components';
import { focusRing } from '../buttons.ts';

/**
 * The look of a form's text inputs, selects and text areas: a 44 px target, the host's border
 * and focus ring, and a red border the moment the field is refused (aria-invalid), so the
 * colour and the message beside it always agree.
 */
const control = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid var(--q-text-muted, #52606d);
  border-radius: 8px;
  background: var(--q-surface, #fff);
  color: var(--q-text, #1f2933);
  font: inherit;
  ${focusRing}
  &[aria-invalid='true'] {
    border: 2px solid var(--q-danger, #b3261e);
  }
  &:disabled {
    background: var(--q-muted, #e6eaee);
  }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  resize: vertical;
`;

/** A field: its label, hint, control and message, one under the other. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  & > label {
    font-weight: 600;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--q-text-muted, #52606d);
  font-size: 0.875rem;
`;

/** The message of a refused field, in the danger colour with a sign, so colour is not alone. */
export const ErrorText = styled.p`
  margin: 0;
  color: var(--q-danger, #b3261e);
  font-size: 0.875rem;
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

/** A control with a unit after it (the self-reading's "Smc"). */
export const WithSuffix = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  & > span {
    font-weight: 600;
    /* A unit is one word ("Smc"): a full-width input must not squeeze it onto two lines. */
    flex: none;
    white-space: nowrap;
  }
`;

/** The fields of a form, on the 8 px grid; noValidate forms show our messages, not the browser's. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/** The form's buttons: side by side on a desktop, full width under each other on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
`;
