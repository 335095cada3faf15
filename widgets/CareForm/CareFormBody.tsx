import { Formik } from 'formik';
import { useCallback, useMemo } from 'react';
import { useHandedApi } from '../../src/api/context.ts';
import {
  CARE_MESSAGES,
  CARE_SEND_COOLDOWN_MS,
  type CareRequestKind,
} from '../../src/domain/careForm.ts';
import { dataText, indexValue } from '../../src/domain/flags.ts';
import { useBill } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { ConfirmDialog, useConfirmSend, type SendOutcome } from '../../src/ui/form/index.ts';
import { CareFields } from './CareFields.tsx';
import { encodeFile, messaggioRequest, sendemailRequest } from './request.ts';
import { careSchema, emptyCare, type CareValues } from './schema.ts';

/**
 * The form and its flow (spec §4): confirm, send with the send button held for 5,000 ms, then
 * "invio ok" and a reset on the answer 1, "invio ko" with everything kept otherwise. The
 * server's 413 (a file over the limit after all) shows the attachment's own message.
 * This module is the lazy chunk: it and the form kit bring formik and yup.
 */
export function CareFormBody(props: { kind: CareRequestKind }) {
  const { kind } = props;
  // A story or a page without an API still shows the form; a send there fails as offline.
  const api = useHandedApi()?.api;
  const doc = useBill((state) => state.doc);
  const supplier = useHost((state) => state.settings?.supplier);
  const crypto = dataText(doc?.crypto);
  const customerCode = indexValue(doc, 'invoices_codice_cliente');
  const noticeNumber = indexValue(doc, 'invoices_n_avviso');
  const documentNumber = dataText(doc?.document_number);

  const send = useCallback(
    async (values: CareValues): Promise<SendOutcome> => {
      if (!api) return { ok: false };
      const file = values.attachment ? await encodeFile(values.attachment) : null;
      let answer;
      if (kind === 'sendemail') {
        answer = await api.careEmail(crypto, sendemailRequest(values, file));
      } else {
        const request = messaggioRequest(values, { customerCode, documentNumber }, file);
        if (!request || supplier === undefined) return { ok: false };
        answer = await api.careMessage(supplier, crypto, request);
      }
      if (answer.ok) return { ok: answer.value };
      const tooBig = answer.failure.reason === 'status' && answer.failure.status === 413;
      return { ok: false, message: tooBig ? CARE_MESSAGES.attachmentTooBig : undefined };
    },
    [api, kind, crypto, supplier, customerCode, documentNumber],
  );
  const flow = useConfirmSend(send, { cooldownMs: CARE_SEND_COOLDOWN_MS });
  const schema = useMemo(() => careSchema(kind), [kind]);

  return (
    <>
      <Formik<CareValues>
        initialValues={emptyCare}
        validationSchema={schema}
        onSubmit={flow.onSubmit}
      >
        <CareFields
          kind={kind}
          flow={flow}
          customerCode={customerCode}
          noticeNumber={noticeNumber}
        />
      </Formik>
      <ConfirmDialog flow={flow} title="forms.care.confirm_title" text="forms.care.confirm_text" />
    </>
  );
}
