import { DialogView } from '../../src/engine/render/Dialog.tsx';
import { ColumnBox, ColumnsBox, StackBox } from '../../src/engine/render/layouts.tsx';
import { TabsView } from '../../src/engine/render/Tabs.tsx';
import type { ResolvedDialog, ResolvedTab, ResolvedTabs } from '../../src/engine/index.ts';
import { DialogButton } from '../../widgets/DialogButton/DialogButton.tsx';
import { Field } from '../../widgets/Field/Field.tsx';
import { Heading } from '../../widgets/Heading/Heading.tsx';
import { Text } from '../../widgets/Text/Text.tsx';
import { decisions, type Decisions, type HandBill } from './bill.ts';
import { Card, Module } from './modules.tsx';

/**
 * bench/fixtures/bill-page.json written by hand: the same layout primitives and widgets,
 * with every `visible` expression as a TypeScript condition. The bench checks that both
 * produce the same HTML before timing them.
 */
export function HandPage({ bill }: { bill: HandBill }) {
  const d = decisions(bill);
  const span = d.desktop ? { left: 4, right: 8 } : { left: 12, right: 12 };
  return (
    <StackBox $gap={3}>
      <Heading textKey="bench.title" level={1} />
      {d.serviceHeader && <Text textKey="bench.subtitle" tone="muted" />}
      <ColumnsBox $gap={3} data-node-id="main-columns">
        <ColumnBox $span={span.left}>
          {bill.modules.modules_left.map((key) => (
            <Module key={key} name={key} d={d} />
          ))}
        </ColumnBox>
        <ColumnBox $span={span.right}>
          {bill.modules.modules_right.map((key) => (
            <Module key={key} name={key} d={d} />
          ))}
        </ColumnBox>
      </ColumnsBox>
      <SectionTabs d={d} />
      <DialogButton trigger="help" labelKey="bench.help.open" />
      <DialogView node={dialog('help', 'bench.help.title')}>
        <Text textKey="bench.help.text" />
        <Field labelKey="bench.contacts.phone" path="landing_page_tel1" />
      </DialogView>
      <DialogView node={dialog('pay-now', 'bench.payNow.title')}>
        <Field
          labelKey="bench.payment.toPay"
          path="document_payment_debt"
          format="amount"
          emphasis
        />
        <Text textKey="bench.payNow.text" />
      </DialogView>
      <DialogView node={dialog('pdf', 'bench.pdf.title')}>
        <Text textKey="bench.pdf.dialog" />
      </DialogView>
      <DialogView node={dialog('care', 'bench.care.title', 'always')}>
        <Text textKey="bench.care.dialog" />
      </DialogView>
    </StackBox>
  );
}

function dialog(
  trigger: string,
  title: string,
  fullscreen: ResolvedDialog['fullscreen'] = 'mobile',
): ResolvedDialog {
  return { kind: 'dialog', key: trigger, trigger, title, fullscreen, children: [] };
}

function SectionTabs({ d }: { d: Decisions }) {
  const tab = (id: string, label: string, shown = true): ResolvedTab[] =>
    shown ? [{ id, label: `bench.tabs.${label}`, children: [] }] : [];
  const tabs = [
    ...tab('consumption', 'consumption'),
    ...tab('supply', 'supply', d.supplyTab),
    ...tab('customer-care', 'care', d.careTab),
    ...tab('self-reading', 'selfReading', d.selfReadingTab),
    ...tab('profile', 'profile', d.profileTab),
  ];
  if (d.locationUrl !== undefined) {
    tabs.push({ id: 'location', label: 'bench.tabs.location', href: d.locationUrl, children: [] });
  }
  const node: ResolvedTabs = {
    kind: 'tabs',
    key: 'sections',
    id: 'sections',
    variant: 'switcher',
    label: 'bench.tabs.label',
    initial: 'consumption',
    sheets: false,
    dock: 'top',
    tabs,
  };
  return (
    <TabsView node={node} renderChildren={(_, selected) => <Panel id={selected.id} d={d} />} />
  );
}

function Panel({ id, d }: { id: string; d: Decisions }) {
  const supply = 'fatt_interattiva_data.fornitura.0';
  switch (id) {
    case 'consumption':
      return (
        <Card title="bench.consumption.title">
          <Field labelKey="bench.consumption.value" path={`${supply}.consumi.consumo`} emphasis />
          <Field labelKey="bench.consumption.period" path={`${supply}.consumi.periodo`} />
          <Field labelKey="bench.consumption.kind" path={`${supply}.consumi.stimato_reale`} />
          {d.history && <Text textKey="bench.consumption.history" />}
          {d.annualSpend && <Text textKey="bench.consumption.annual" />}
        </Card>
      );
    case 'supply':
      return (
        <Card title="bench.supply.title">
          <Field labelKey="bench.supply.pointType" path={`${supply}.tipo_punto`} />
          {d.gas && <Field labelKey="bench.supply.pdr" path={`${supply}.pdr`} />}
          {!d.gas && <Field labelKey="bench.supply.pod" path={`${supply}.pod`} />}
          <Field labelKey="bench.supply.address" path={`${supply}.indirizzo.0`} />
          {d.gas && <Field labelKey="bench.supply.remi" path={`${supply}.codice_remi`} />}
          <Field labelKey="bench.supply.category" path={`${supply}.categoria`} />
          <Field labelKey="bench.supply.annual" path={`${supply}.consumo_annuo`} />
          <Field
            labelKey="bench.supply.since"
            path={`${supply}.data_attivazione_fornitura`}
            format="date"
          />
        </Card>
      );
    case 'customer-care':
      return (
        <>
          <Text textKey="bench.care.intro" />
          <DialogButton trigger="care" labelKey="bench.care.write" />
        </>
      );
    case 'self-reading':
      return <Text textKey="bench.selfReading.intro" />;
    case 'profile':
      return <Text textKey="bench.profile.intro" />;
    default:
      return null;
  }
}
