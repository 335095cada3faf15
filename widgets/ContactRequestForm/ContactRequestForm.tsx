import { Formik } from 'formik';
import { useCallback, useId, useMemo } from 'react';
import { createContactCalls } from '../../src/api/contactCalls.ts';
import { CARE_SEND_COOLDOWN_MS } from '../../src/domain/careForm.ts';
import { useArea } from '../../src/state/area.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { ConfirmDialog, useConfirmSend, type SendOutcome } from '../../src/ui/form/index.ts';
import type { ContactRequestFormProps } from './props.gen.ts';
import { RequestFields } from './RequestFields.tsx';
import {
  contactRequest,
  emptyRequest,
  encodeFile,
  refusals,
  requestSchema,
  type RequestValues,
} from './schema.ts';
import { useProfileTexts } from './texts.ts';

/**
 * The area's message to customer care (issue 18, decision 271; spec §4 "Customer-care form"):
 * confirm, send for the selected customer with the send button held for 5,000 ms, then "invio
 * ok" and a reset on the answer 1 (the acknowledgement waits in the customer's messages), or
 * "invio ko" with everything kept. The server's 413 shows the attachment's own message.
 */
export function ContactRequestForm({
  titleKey = 'area_profile.request_title',
}: ContactRequestFormProps) {
  const { t } = useProfileTexts();
  const area = useArea();
  const titleId = useId();
  const client = area?.client;
  const calls = useMemo(() => client && createContactCalls(client), [client]);
  const customer = area?.customer;

  const send = useCallback(
    async (values: RequestValues): Promise<SendOutcome> => {
      if (!calls || !customer) return { ok: false };
      const file = values.attachment ? await encodeFile(values.attachment) : null;
      const request = contactRequest(values, file);
      if (!request) return { ok: false };
      const answer = await calls.sendRequest(customer.id, request);
      if (answer.ok) return { ok: true };
      const tooBig = answer.failure.reason === 'status' && answer.failure.status === 413;
      return { ok: false, message: tooBig ? refusals.attachmentTooBig : undefined };
    },
    [calls, customer],
  );
  const flow = useConfirmSend(send, { cooldownMs: CARE_SEND_COOLDOWN_MS });

  if (!area || !customer) return <p role="status">{t('area_profile.outside_area')}</p>;
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey)}</CardTitle>
      <p style={{ margin: 0 }}>{t('area_profile.request_intro')}</p>
      <Formik<RequestValues>
        key={customer.id}
        initialValues={emptyRequest}
        validationSchema={requestSchema}
        onSubmit={flow.onSubmit}
      >
        <RequestFields flow={flow} customerCode={customer.code ?? ''} />
      </Formik>
      <ConfirmDialog
        flow={flow}
        title="area_profile.send_confirm_title"
        text="area_profile.send_confirm_text"
        confirmLabel="area_profile.send"
      />
    </WidgetCard>
  );
}
