/**
 * The built-in sandboxes' addresses. A host whose provider `url` is one of these pays there;
 * the payment keys (../payments/secrets.ts) read them to tell a sandbox host from a real one,
 * without importing the sandboxes' routes.
 */
export const NEXI_SANDBOX = '/sandbox/nexi/ecomm/DispatcherServlet';
export const WORLDLINE_SANDBOX = '/sandbox/worldline/checkout';
