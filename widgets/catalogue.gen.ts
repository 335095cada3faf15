/* Generated from the widget folders by scripts/gen-widget-catalogue.ts: do not edit. */
import type { WidgetCatalogue } from '../src/engine/index.ts';
import { meta as AmountsChart } from './AmountsChart/meta.ts';
import { meta as AmountsDonut } from './AmountsDonut/meta.ts';
import { meta as AmountsSummary } from './AmountsSummary/meta.ts';
import { meta as AnnualSpendChart } from './AnnualSpendChart/meta.ts';
import { meta as AppHeader } from './AppHeader/meta.ts';
import { meta as Banner } from './Banner/meta.ts';
import { meta as BillComparison } from './BillComparison/meta.ts';
import { meta as BillHeader } from './BillHeader/meta.ts';
import { meta as CareForm } from './CareForm/meta.ts';
import { meta as ConsumptionCard } from './ConsumptionCard/meta.ts';
import { meta as ConsumptionChart } from './ConsumptionChart/meta.ts';
import { meta as ContactChannels } from './ContactChannels/meta.ts';
import { meta as ContactRequestForm } from './ContactRequestForm/meta.ts';
import { meta as ContactsCard } from './ContactsCard/meta.ts';
import { meta as ContractList } from './ContractList/meta.ts';
import { meta as ContractTile } from './ContractTile/meta.ts';
import { meta as CostsCard } from './CostsCard/meta.ts';
import { meta as CustomerHome } from './CustomerHome/meta.ts';
import { meta as CustomerProfileForm } from './CustomerProfileForm/meta.ts';
import { meta as DialogButton } from './DialogButton/meta.ts';
import { meta as EnergyReceipt } from './EnergyReceipt/meta.ts';
import { meta as FaqList } from './FaqList/meta.ts';
import { meta as FastActions } from './FastActions/meta.ts';
import { meta as Field } from './Field/meta.ts';
import { meta as Heading } from './Heading/meta.ts';
import { meta as HelpTiles } from './HelpTiles/meta.ts';
import { meta as Instalments } from './Instalments/meta.ts';
import { meta as InvoiceList } from './InvoiceList/meta.ts';
import { meta as InvoicesSummary } from './InvoicesSummary/meta.ts';
import { meta as MessageList } from './MessageList/meta.ts';
import { meta as MeterReadings } from './MeterReadings/meta.ts';
import { meta as MissedPayments } from './MissedPayments/meta.ts';
import { meta as OfferBox } from './OfferBox/meta.ts';
import { meta as PaymentCard } from './PaymentCard/meta.ts';
import { meta as PdfDownload } from './PdfDownload/meta.ts';
import { meta as ProfileForm } from './ProfileForm/meta.ts';
import { meta as RegistrationForm } from './RegistrationForm/meta.ts';
import { meta as ReservedArea } from './ReservedArea/meta.ts';
import { meta as SelfReadingForm } from './SelfReadingForm/meta.ts';
import { meta as SummaryCard } from './SummaryCard/meta.ts';
import { meta as SupplyCard } from './SupplyCard/meta.ts';
import { meta as SupplyList } from './SupplyList/meta.ts';
import { meta as SupplySelector } from './SupplySelector/meta.ts';
import { meta as Text } from './Text/meta.ts';
import { meta as UnpaidList } from './UnpaidList/meta.ts';
import { meta as UserForm } from './UserForm/meta.ts';
import { meta as Warning } from './Warning/meta.ts';
import { meta as WebBillTile } from './WebBillTile/meta.ts';

/** name → meta of every widget folder: what templates may name, without React. */
export const catalogue = {
  AmountsChart,
  AmountsDonut,
  AmountsSummary,
  AnnualSpendChart,
  AppHeader,
  Banner,
  BillComparison,
  BillHeader,
  CareForm,
  ConsumptionCard,
  ConsumptionChart,
  ContactChannels,
  ContactRequestForm,
  ContactsCard,
  ContractList,
  ContractTile,
  CostsCard,
  CustomerHome,
  CustomerProfileForm,
  DialogButton,
  EnergyReceipt,
  FaqList,
  FastActions,
  Field,
  Heading,
  HelpTiles,
  Instalments,
  InvoiceList,
  InvoicesSummary,
  MessageList,
  MeterReadings,
  MissedPayments,
  OfferBox,
  PaymentCard,
  PdfDownload,
  ProfileForm,
  RegistrationForm,
  ReservedArea,
  SelfReadingForm,
  SummaryCard,
  SupplyCard,
  SupplyList,
  SupplySelector,
  Text,
  UnpaidList,
  UserForm,
  Warning,
  WebBillTile,
} satisfies WidgetCatalogue;
