import type { WidgetRegistry } from '../src/engine/render/index.ts';
import { amountsChart } from './AmountsChart/index.ts';
import { amountsSummary } from './AmountsSummary/index.ts';
import { annualSpendChart } from './AnnualSpendChart/index.ts';
import { banner } from './Banner/index.ts';
import { billHeader } from './BillHeader/index.ts';
import { consumptionChart } from './ConsumptionChart/index.ts';
import { contactsCard } from './ContactsCard/index.ts';
import { contractTile } from './ContractTile/index.ts';
import { dialogButton } from './DialogButton/index.ts';
import { field } from './Field/index.ts';
import { heading } from './Heading/index.ts';
import { instalments } from './Instalments/index.ts';
import { missedPayments } from './MissedPayments/index.ts';
import { paymentCard } from './PaymentCard/index.ts';
import { pdfDownload } from './PdfDownload/index.ts';
import { summaryCard } from './SummaryCard/index.ts';
import { supplyCard } from './SupplyCard/index.ts';
import { supplyList } from './SupplyList/index.ts';
import { supplySelector } from './SupplySelector/index.ts';
import { text } from './Text/index.ts';
import { unpaidList } from './UnpaidList/index.ts';
import { warning } from './Warning/index.ts';

/**
 * The widget registry: name → entry, a plain map (Puck's model) passed to the renderer
 * through React context. Names are what templates write in `widget`.
 */
export const registry = {
  AmountsChart: amountsChart,
  AmountsSummary: amountsSummary,
  AnnualSpendChart: annualSpendChart,
  Banner: banner,
  BillHeader: billHeader,
  ConsumptionChart: consumptionChart,
  ContactsCard: contactsCard,
  ContractTile: contractTile,
  DialogButton: dialogButton,
  Field: field,
  Heading: heading,
  Instalments: instalments,
  MissedPayments: missedPayments,
  PaymentCard: paymentCard,
  PdfDownload: pdfDownload,
  SummaryCard: summaryCard,
  SupplyCard: supplyCard,
  SupplyList: supplyList,
  SupplySelector: supplySelector,
  Text: text,
  UnpaidList: unpaidList,
  Warning: warning,
} satisfies WidgetRegistry;
