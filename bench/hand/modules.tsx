import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBox } from '../../src/engine/render/layouts.tsx';
import { DialogButton } from '../../widgets/DialogButton/DialogButton.tsx';
import { Field } from '../../widgets/Field/Field.tsx';
import { Text } from '../../widgets/Text/Text.tsx';
import type { Decisions } from './bill.ts';

const F = 'fatt_interattiva_data';
const amounts = `${F}.sintesi_importi.tabella_importi`;

/** A titled card, as the page's own design system would offer it. */
export function Card(props: { title: string; id?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(props.title);
  return (
    <CardBox data-node-id={props.id} aria-label={title}>
      <h2>{title}</h2>
      {props.children}
    </CardBox>
  );
}

function SummaryCard({ d }: { d: Decisions }) {
  return (
    <Card title="bench.summary.title" id="summary">
      <Field labelKey="bench.summary.holder" path="holder_name" />
      <Field labelKey="bench.summary.address" path="holder_ind_riga2" />
      <Field labelKey="bench.summary.locality" path="holder_localita" />
      <Field labelKey="bench.summary.documentType" path="document_type" />
      <Field labelKey="bench.summary.documentNumber" path="document_number" />
      <Field labelKey="bench.summary.documentDate" path="document_date" format="date" />
      <Field labelKey="bench.summary.customerCode" path={`${F}.riepilogo_doc.codice_cliente`} />
      {d.period && (
        <Field labelKey="bench.summary.period" path={`${F}.riepilogo_doc.periodo_fatturazione`} />
      )}
      {d.serviceHeader && (
        <Field labelKey="bench.summary.service" path={`${F}.riepilogo_doc.descrizione_servizio`} />
      )}
    </Card>
  );
}

function PaymentCard({ d }: { d: Decisions }) {
  return (
    <Card title="bench.payment.title" id="payment">
      <Field labelKey="bench.payment.amount" path="document_amount" format="amount" emphasis />
      {d.debt >= 0 && (
        <Field
          labelKey="bench.payment.toPay"
          path="document_payment_debt"
          format="amount"
          emphasis
        />
      )}
      {d.debt < 0 && <Text textKey="bench.payment.credit" />}
      {d.debt > 0 && (
        <Field labelKey="bench.payment.expiry" path="document_payment_expiry" format="date" />
      )}
      {d.paymentStatus && d.paid && <Text textKey="bench.payment.statusPaid" />}
      {d.paymentStatus && d.due && <Text textKey="bench.payment.statusDue" />}
      {d.payNow && <DialogButton trigger="pay-now" labelKey="bench.payment.payNow" />}
      {d.pagopa && <Text textKey="bench.payment.pagopa" />}
      {d.rid && <Text textKey="bench.payment.rid" tone="muted" />}
    </Card>
  );
}

function AmountsCard({ d }: { d: Decisions }) {
  return (
    <Card title="bench.amounts.title" id="amounts">
      <Field labelKey="bench.amounts.energy" path={`${amounts}.materia`} format="amount" />
      <Field labelKey="bench.amounts.transport" path={`${amounts}.trasporto`} format="amount" />
      <Field labelKey="bench.amounts.charges" path={`${amounts}.oneri`} format="amount" />
      <Field labelKey="bench.amounts.taxes" path={`${amounts}.imposte`} format="amount" />
      {d.vat && <Field labelKey="bench.amounts.vat" path={`${amounts}.iva`} format="amount" />}
      <Field labelKey="bench.amounts.total" path={`${amounts}.totale`} format="amount" emphasis />
      {d.chart && <Text textKey="bench.amounts.chart" tone="muted" />}
    </Card>
  );
}

function PdfCard() {
  return (
    <Card title="bench.pdf.title">
      <Text textKey="bench.pdf.text" tone="muted" />
      <DialogButton trigger="pdf" labelKey="bench.pdf.download" />
    </Card>
  );
}

function ContactsCard({ d }: { d: Decisions }) {
  return (
    <Card title="bench.contacts.title">
      <Field labelKey="bench.contacts.phone" path="landing_page_tel1" />
      <Field labelKey="bench.contacts.phone2" path="landing_page_tel2" />
      <Field labelKey="bench.contacts.email" path="landing_email" />
      {d.pec && <Field labelKey="bench.contacts.pec" path="landing_pec" />}
      {d.gas && (
        <Field
          labelKey="bench.contacts.emergency"
          path={`${F}.contatti.numero_pronto_intervento`}
        />
      )}
    </Card>
  );
}

/** The modules call names modules by key; a page maps each key to its component. */
export function Module({ name, d }: { name: string; d: Decisions }): ReactNode {
  switch (name) {
    case 'riepilogo_doc':
      return <SummaryCard d={d} />;
    case 'dati_pagamento':
      return <PaymentCard d={d} />;
    case 'sintesi_importi':
      return <AmountsCard d={d} />;
    case 'scarica_pdf':
      return <PdfCard />;
    case 'info_e_contatti':
      return <ContactsCard d={d} />;
    case 'banner_pubblicitario':
      return d.banner ? <Text textKey="bench.banner" /> : null;
    default:
      return null;
  }
}
