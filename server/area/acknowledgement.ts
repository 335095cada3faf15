import type { Acknowledgement } from './contactStore.ts';

/**
 * The "we received your request" message a contact request leaves in the customer's messages
 * (issue 18). Written in Italian, the supplier's language, as every stored message is (the
 * messages are data, like bills); it quotes the request's number so the customer can cite it.
 */
export function acknowledgement(request: {
  id: string;
  category: string;
  subject: string;
  received: Date;
}): Acknowledgement {
  const day = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(request.received);
  return {
    subject: `Abbiamo ricevuto la tua richiesta n. ${request.id}`,
    body: [
      `Gentile cliente, abbiamo ricevuto la tua richiesta del ${day}: «${request.subject}» (${request.category}).`,
      `Il numero della richiesta è ${request.id}: citalo se ci contatti per la stessa questione. Ti risponderemo al più presto.`,
    ].join('\n\n'),
  };
}
