import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asBill, type Bill } from './api.ts';

/**
 * A bill pasted as JSON (`{doc, modules?, rate?}`, the shape a sample answers): parsed here,
 * with the parser's message when it is not JSON or has no `doc`. It never leaves the page.
 */
export function PasteBill({ onBill }: { onBill: (bill: Bill) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const use = () => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (problem) {
      setError(t('playground.pasteInvalid', { message: (problem as Error).message }));
      return;
    }
    const bill = asBill(value);
    if (!bill) {
      setError(t('playground.pasteInvalid', { message: t('playground.pasteNotObject') }));
      return;
    }
    setError(undefined);
    onBill(bill);
  };
  return (
    <details>
      <summary>{t('playground.paste')}</summary>
      <label htmlFor={id}>{t('playground.paste')}</label>
      <p id={`${id}-hint`}>{t('playground.pasteHint')}</p>
      <textarea
        id={id}
        rows={6}
        value={text}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error !== undefined}
        onChange={(event) => {
          setText(event.target.value);
        }}
        style={{ width: '100%', fontFamily: 'monospace' }}
      />
      {error && (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <button type="button" onClick={use}>
        {t('playground.usePasted')}
      </button>
    </details>
  );
}
