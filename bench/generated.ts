import type { TemplateNode } from '../src/engine/index.ts';

/**
 * Expressions of the kind real bill templates carry: flags, comparisons on document fields,
 * the domain helpers. Each widget of the generated template gets one of them.
 */
const expressions = [
  "$flag('bolletta_interattiva_esponi_paga_ora')",
  "$flag('bolletta_interattiva_esponi_rid') and $not($isDirectDebit())",
  '$number(doc.document_payment_debt) > 0',
  '$number(doc.document_payment_debt) < 0',
  "$flag('bolletta_interattiva_esponi_stato_pagamento') and doc.document_payment_status = 1",
  '$isGas()',
  "$not($isGas()) and $flag('bolletta_interattiva_dett_forn_header')",
  "doc.landing_pec != ''",
  '$exists(doc.bolletta_interattiva_banner_link)',
  "$isMobile() or $flag('bolletta_interattiva_esponi_2colonne_pagamento')",
  "$hasItems(doc.fatt_interattiva_data.fornitura) and $flag('bolletta_interattiva_esponi_storico_consumi')",
  '$isOn(doc.fatt_interattiva_data.riepilogo_doc.scelta_bolletta_web)',
];

const paths = [
  'document_number',
  'document_amount',
  'document_payment_expiry',
  'holder_name',
  'fatt_interattiva_data.fornitura.0.pdr',
];

function widget(n: number): TemplateNode {
  const visible = expressions[n % expressions.length] as string;
  switch (n % 4) {
    case 0:
      return { visible, widget: 'Heading', props: { textKey: `bench.generated.h${n}`, level: 3 } };
    case 1:
      return { visible, widget: 'Text', props: { textKey: `bench.generated.t${n}` } };
    case 2: {
      const path = paths[n % paths.length] as string;
      return { visible, widget: 'Field', props: { labelKey: `bench.generated.f${n}`, path } };
    }
    default:
      return {
        visible,
        widget: 'DialogButton',
        props: { trigger: 'help', labelKey: 'bench.help.open' },
      };
  }
}

/**
 * A template with `count` widgets in cards of ten, two columns wide, every widget and every
 * other card with a visibility expression: the resolve workload of a very large page.
 */
export function generatedTemplate(count: number): object {
  const cards: TemplateNode[] = [];
  for (let start = 0; start < count; start += 10) {
    const children = Array.from({ length: Math.min(10, count - start) }, (_, i) =>
      widget(start + i),
    );
    const card: TemplateNode = { layout: 'card', title: `bench.generated.c${start}`, children };
    if ((start / 10) % 2 === 1) card.visible = expressions[start % expressions.length] as string;
    cards.push(card);
  }
  const half = Math.ceil(cards.length / 2);
  return {
    id: 'generated',
    root: {
      layout: 'stack',
      children: [
        {
          layout: 'columns',
          columns: [
            { span: { mobile: 12, desktop: 6 }, children: cards.slice(0, half) },
            { span: { mobile: 12, desktop: 6 }, children: cards.slice(half) },
          ],
        },
        { layout: 'dialog', trigger: 'help', title: 'bench.help.title', children: [] },
      ],
    },
  };
}
