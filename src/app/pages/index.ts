/**
 * The pages around the bill, one chunk: each is a few hundred bytes, and a chunk of its own
 * would cost the entry an import and a file name each (the bill route's budget, ADR 0013).
 */
export { AreaPage } from './AreaPage.tsx';
export { MultiModulePage } from './MultiModulePage.tsx';
export { NotAuthenticatedPage } from './NotAuthenticatedPage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
export { RegisterPage } from './RegisterPage.tsx';
export { TemplateList } from './TemplateList.tsx';
