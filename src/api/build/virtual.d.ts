// One module per group of src/api/build/vitePlugin.ts (`validatorGroups`), with the same names.
declare module 'virtual:quadro/validators/bill' {
  import type { Validator } from 'virtual:quadro/validator';
  export const hostSettings: Validator;
  export const publicAccess: Validator;
  export const billModules: Validator;
  export const billDocument: Validator;
  export const instalments: Validator;
  export const localeCatalogue: Validator;
}

declare module 'virtual:quadro/validators/locales' {
  import type { Validator } from 'virtual:quadro/validator';
  export const localesList: Validator;
}

declare module 'virtual:quadro/validators/profile' {
  import type { Validator } from 'virtual:quadro/validator';
  export const profile: Validator;
}

declare module 'virtual:quadro/validators/customer' {
  import type { Validator } from 'virtual:quadro/validator';
  export const menu: Validator;
  export const customerNames: Validator;
  export const invoice: Validator;
}

declare module 'virtual:quadro/validators/realm' {
  import type { Validator } from 'virtual:quadro/validator';
  export const realm: Validator;
}

declare module 'virtual:quadro/validators/payments' {
  import type { Validator } from 'virtual:quadro/validator';
  export const paymentRecorded: Validator;
  export const firstPaymentStart: Validator;
  export const secondPaymentAnswer: Validator;
}

/** Types only: no module of this name is ever loaded. */
declare module 'virtual:quadro/validator' {
  import type { ErrorObject } from 'ajv';

  /**
   * A validation function compiled at build time from a schema of `schemas/`
   * (src/api/build/vitePlugin.ts). It reports the first problem in `errors`.
   */
  export interface Validator {
    (data: unknown): boolean;
    errors?: ErrorObject[] | null;
  }
}

declare module 'virtual:quadro/validators/area' {
  import type { Validator } from 'virtual:quadro/validator';
  export const customerHome: Validator;
  export const customerProfile: Validator;
  export const userFormSections: Validator;
  export const invoicesInfo: Validator;
  export const invoiceList: Validator;
  export const invoice: Validator;
  export const infoRows: Validator;
  export const areaCount: Validator;
  export const contractsInfo: Validator;
  export const contractList: Validator;
  export const contractSections: Validator;
  export const contract: Validator;
  export const contractDialogs: Validator;
  export const contractDialog: Validator;
  export const messageList: Validator;
  export const message: Validator;
  export const faq: Validator;
}
