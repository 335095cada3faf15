/**
 * UIDs for the .ics files the bill offers (spec §9 reminders). A calendar app treats two events
 * with one UID as one event (RFC 5545 §3.8.4.7), so a UID must name the bill and the item: the
 * supplier, the document number and date, then the item's own keys. It uses no time and no
 * link token, so downloading the same bill's file twice gives the same UIDs and updates the
 * event instead of adding a second one.
 */
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { dataText } from './flags.ts';

/**
 * One part of a UID in letters, digits and `-` only: every other character (`_` included) is
 * written as `_` and the hex of its UTF-8 bytes, so two different texts never give one part
 * (`A/1` and `A-1` stay apart) and no part holds the `.` that separates parts.
 */
export function uidPart(text: string): string {
  let out = '';
  for (const char of text) {
    if (/^[A-Za-z0-9-]$/.test(char)) {
      out += char;
      continue;
    }
    for (const byte of new TextEncoder().encode(char))
      out += `_${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** `<kind>.<part>.<part>…@quadro`, each part escaped by `uidPart`. */
export function calendarUid(kind: string, parts: readonly string[]): string {
  return `${[kind, ...parts].map(uidPart).join('.')}@quadro`;
}

/** The parts that name a bill: the supplier, then the document's number and date. */
export function billIdentity(
  supplier: string | undefined,
  doc: BillDocument | undefined,
): string[] {
  return [supplier ?? '', dataText(doc?.document_number), dataText(doc?.document_date)];
}
