import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the first control of `root` marked aria-invalid, in the page's order, and
 * returns it (undefined when none is). The customer lands where the first message is, and the
 * screen reader reads that field's label and message.
 */
export function focusFirstInvalid(root: HTMLElement | null): HTMLElement | undefined {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return undefined;
  first.focus();
  return first;
}

/**
 * Inside a formik form: after each refused submit (formik ran validation and did not call
 * onSubmit), focuses the first invalid field of `formRef`. It waits for the render that shows
 * the messages, so aria-invalid is already on the fields it looks for.
 */
export function useFocusFirstInvalidOnSubmit(formRef: RefObject<HTMLElement | null>): void {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (!isValid) focusFirstInvalid(formRef.current);
  }, [submitCount, isSubmitting, isValid, formRef]);
}
