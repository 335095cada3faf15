/* Generated from the widget folders by scripts/gen-widget-catalogue.ts: do not edit. */
import type { WidgetRegistry } from '../src/engine/render/index.ts';
import { amountsChart } from './AmountsChart/index.ts';
import { amountsDonut } from './AmountsDonut/index.ts';
import { amountsSummary } from './AmountsSummary/index.ts';
import { annualSpendChart } from './AnnualSpendChart/index.ts';
import { appHeader } from './AppHeader/index.ts';
import { banner } from './Banner/index.ts';
import { billComparison } from './BillComparison/index.ts';
import { billHeader } from './BillHeader/index.ts';
import { careForm } from './CareForm/index.ts';
import { consumptionCard } from './ConsumptionCard/index.ts';
import { consumptionChart } from './ConsumptionChart/index.ts';
import { contactChannels } from './ContactChannels/index.ts';
import { contactRequestForm } from './ContactRequestForm/index.ts';
import { contactsCard } from './ContactsCard/index.ts';
import { contractList } from './ContractList/index.ts';
import { contractTile } from './ContractTile/index.ts';
import { costsCard } from './CostsCard/index.ts';
import { customerHome } from './CustomerHome/index.ts';
import { customerProfileForm } from './CustomerProfileForm/index.ts';
import { dialogButton } from './DialogButton/index.ts';
import { energyReceipt } from './EnergyReceipt/index.ts';
import { faqList } from './FaqList/index.ts';
import { fastActions } from './FastActions/index.ts';
import { field } from './Field/index.ts';
import { heading } from './Heading/index.ts';
import { helpTiles } from './HelpTiles/index.ts';
import { instalments } from './Instalments/index.ts';
import { invoiceList } from './InvoiceList/index.ts';
import { invoicesSummary } from './InvoicesSummary/index.ts';
import { messageList } from './MessageList/index.ts';
import { meterReadings } from './MeterReadings/index.ts';
import { missedPayments } from './MissedPayments/index.ts';
import { offerBox } from './OfferBox/index.ts';
import { paymentCard } from './PaymentCard/index.ts';
import { pdfDownload } from './PdfDownload/index.ts';
import { profileForm } from './ProfileForm/index.ts';
import { registrationForm } from './RegistrationForm/index.ts';
import { reservedArea } from './ReservedArea/index.ts';
import { selfReadingForm } from './SelfReadingForm/index.ts';
import { summaryCard } from './SummaryCard/index.ts';
import { supplyCard } from './SupplyCard/index.ts';
import { supplyList } from './SupplyList/index.ts';
import { supplySelector } from './SupplySelector/index.ts';
import { text } from './Text/index.ts';
import { unpaidList } from './UnpaidList/index.ts';
import { userForm } from './UserForm/index.ts';
import { warning } from './Warning/index.ts';
import { webBillTile } from './WebBillTile/index.ts';

/**
 * The widget registry: name → component (and skeleton), a plain map passed to the renderer
 * through React context. Names are what templates write in `widget`.
 */
export const registry = {
  AmountsChart: amountsChart,
  AmountsDonut: amountsDonut,
  AmountsSummary: amountsSummary,
  AnnualSpendChart: annualSpendChart,
  AppHeader: appHeader,
  Banner: banner,
  BillComparison: billComparison,
  BillHeader: billHeader,
  CareForm: careForm,
  ConsumptionCard: consumptionCard,
  ConsumptionChart: consumptionChart,
  ContactChannels: contactChannels,
  ContactRequestForm: contactRequestForm,
  ContactsCard: contactsCard,
  ContractList: contractList,
  ContractTile: contractTile,
  CostsCard: costsCard,
  CustomerHome: customerHome,
  CustomerProfileForm: customerProfileForm,
  DialogButton: dialogButton,
  EnergyReceipt: energyReceipt,
  FaqList: faqList,
  FastActions: fastActions,
  Field: field,
  Heading: heading,
  HelpTiles: helpTiles,
  Instalments: instalments,
  InvoiceList: invoiceList,
  InvoicesSummary: invoicesSummary,
  MessageList: messageList,
  MeterReadings: meterReadings,
  MissedPayments: missedPayments,
  OfferBox: offerBox,
  PaymentCard: paymentCard,
  PdfDownload: pdfDownload,
  ProfileForm: profileForm,
  RegistrationForm: registrationForm,
  ReservedArea: reservedArea,
  SelfReadingForm: selfReadingForm,
  SummaryCard: summaryCard,
  SupplyCard: supplyCard,
  SupplyList: supplyList,
  SupplySelector: supplySelector,
  Text: text,
  UnpaidList: unpaidList,
  UserForm: userForm,
  Warning: warning,
  WebBillTile: webBillTile,
} satisfies WidgetRegistry;
