declare module 'virtual:quadro/validators' {
  import type { ErrorObject } from 'ajv';

  /**
   * A validation function compiled at build time from a schema of `schemas/`
   * (src/api/build/vitePlugin.ts). It reports the first problem in `errors`.
   */
  export interface Validator {
    (data: unknown): boolean;
    errors?: ErrorObject[] | null;
  }

  export const hostSettings: Validator;
  export const publicAccess: Validator;
  export const billModules: Validator;
  export const billDocument: Validator;
  export const instalments: Validator;
  export const localesList: Validator;
  export const localeCatalogue: Validator;
  export const paymentRecorded: Validator;
  export const profile: Validator;
  export const firstPaymentStart: Validator;
  export const secondPaymentAnswer: Validator;
}
