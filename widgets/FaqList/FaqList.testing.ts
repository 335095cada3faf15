import type { FaqAnswer } from '../../schemas/types/faq.gen.ts';

/** An FAQ of Alfa's kind (fixtures/customer-area/alfa.json): two topics, one file. */
export const sampleFaq: FaqAnswer = {
  topic: 'all',
  topics: ['bolletta', 'pagamenti'],
  entries: [
    {
      id: 'leggere-bolletta',
      topic: 'bolletta',
      question: 'Come si legge la bolletta?',
      answer:
        'La prima pagina riassume quanto devi pagare e entro quando.\n\nNelle pagine seguenti trovi il dettaglio dei consumi.',
      attachments: [
        {
          id: 'guida',
          filename: 'Guida alla bolletta.pdf',
          contentType: 'application/pdf',
          size: 48_213,
          href: '/api/Faq/attach/bolletta/leggere-bolletta/guida',
        },
      ],
    },
    {
      id: 'bolletta-stimata',
      topic: 'bolletta',
      question: 'Perché la mia bolletta è stimata?',
      answer: 'Quando il distributore non ci invia una lettura reale, stimiamo i consumi.',
      attachments: [],
    },
    {
      id: 'metodi-pagamento',
      topic: 'pagamenti',
      question: 'Come posso pagare la bolletta?',
      answer: 'Con carta dall’area clienti, con la domiciliazione bancaria o con il bollettino.',
      attachments: [],
    },
  ],
};
