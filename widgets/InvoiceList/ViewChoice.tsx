import { useId } from 'react';
import styled from 'styled-components';
import type { InvoiceView } from '../../src/api/areaCalls.ts';

export const views: readonly InvoiceView[] = ['all', 'unpaid', 'paid'];

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  border: 1px solid var(--q-primary, #0b5cad);
  border-radius: 999px;
  overflow: hidden;
  & > label {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    min-width: 88px;
    padding: 0 16px;
    color: var(--q-primary, #0b5cad);
    background: var(--q-surface, #fff);
    font-weight: 600;
    cursor: pointer;
  }
  & > label + label {
    border-left: 1px solid var(--q-primary, #0b5cad);
  }
  & > label:has(input:checked) {
    background: var(--q-primary, #0b5cad);
    color: var(--q-on-primary, #fff);
  }
  & > label:has(input:focus-visible) {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: -3px;
  }
  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;

/** The choice of view: radio buttons drawn as a segmented control (arrow keys move along). */
export function ViewChoice(props: {
  legend: string;
  value: InvoiceView;
  labelOf: (view: InvoiceView) => string;
  onChange: (view: InvoiceView) => void;
}) {
  const name = useId();
  return (
    <Group>
      <legend>{props.legend}</legend>
      <Segments>
        {views.map((view) => (
          <label key={view}>
            <input
              type="radio"
              name={name}
              value={view}
              checked={props.value === view}
              onChange={() => {
                props.onChange(view);
              }}
            />
            {props.labelOf(view)}
          </label>
        ))}
      </Segments>
    </Group>
  );
}
