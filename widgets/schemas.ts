import amountsChart from './AmountsChart/props.schema.json' with { type: 'json' };
import amountsDonut from './AmountsDonut/props.schema.json' with { type: 'json' };
import amountsSummary from './AmountsSummary/props.schema.json' with { type: 'json' };
import annualSpendChart from './AnnualSpendChart/props.schema.json' with { type: 'json' };
import appHeader from './AppHeader/props.schema.json' with { type: 'json' };
import banner from './Banner/props.schema.json' with { type: 'json' };
import billHeader from './BillHeader/props.schema.json' with { type: 'json' };
import consumptionCard from './ConsumptionCard/props.schema.json' with { type: 'json' };
import consumptionChart from './ConsumptionChart/props.schema.json' with { type: 'json' };
import contactsCard from './ContactsCard/props.schema.json' with { type: 'json' };
import contractTile from './ContractTile/props.schema.json' with { type: 'json' };
import costsCard from './CostsCard/props.schema.json' with { type: 'json' };
import dialogButton from './DialogButton/props.schema.json' with { type: 'json' };
import fastActions from './FastActions/props.schema.json' with { type: 'json' };
import field from './Field/props.schema.json' with { type: 'json' };
import footer from './Footer/props.schema.json' with { type: 'json' };
import heading from './Heading/props.schema.json' with { type: 'json' };
import helpTiles from './HelpTiles/props.schema.json' with { type: 'json' };
import instalments from './Instalments/props.schema.json' with { type: 'json' };
import missedPayments from './MissedPayments/props.schema.json' with { type: 'json' };
import paymentCard from './PaymentCard/props.schema.json' with { type: 'json' };
import pdfDownload from './PdfDownload/props.schema.json' with { type: 'json' };
import reservedArea from './ReservedArea/props.schema.json' with { type: 'json' };
import summaryCard from './SummaryCard/props.schema.json' with { type: 'json' };
import supplyCard from './SupplyCard/props.schema.json' with { type: 'json' };
import supplyList from './SupplyList/props.schema.json' with { type: 'json' };
import supplySelector from './SupplySelector/props.schema.json' with { type: 'json' };
import text from './Text/props.schema.json' with { type: 'json' };
import unpaidList from './UnpaidList/props.schema.json' with { type: 'json' };
import warning from './Warning/props.schema.json' with { type: 'json' };
import webBillTile from './WebBillTile/props.schema.json' with { type: 'json' };

/**
 * The registry's props schemas without React, for `quadro check` and the build. A test keeps
 * this list equal to the registry's.
 */
export const widgetSchemas: Readonly<Record<string, object>> = {
  AmountsChart: amountsChart,
  AmountsDonut: amountsDonut,
  AmountsSummary: amountsSummary,
  AnnualSpendChart: annualSpendChart,
  AppHeader: appHeader,
  Banner: banner,
  BillHeader: billHeader,
  ConsumptionCard: consumptionCard,
  ConsumptionChart: consumptionChart,
  ContactsCard: contactsCard,
  ContractTile: contractTile,
  CostsCard: costsCard,
  DialogButton: dialogButton,
  FastActions: fastActions,
  Field: field,
  Footer: footer,
  Heading: heading,
  HelpTiles: helpTiles,
  Instalments: instalments,
  MissedPayments: missedPayments,
  PaymentCard: paymentCard,
  PdfDownload: pdfDownload,
  ReservedArea: reservedArea,
  SummaryCard: summaryCard,
  SupplyCard: supplyCard,
  SupplyList: supplyList,
  SupplySelector: supplySelector,
  Text: text,
  UnpaidList: unpaidList,
  Warning: warning,
  WebBillTile: webBillTile,
};
