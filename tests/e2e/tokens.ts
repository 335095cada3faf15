/**
 * The e2e server's access-token lifetime, in seconds (5 minutes in `npm start`): spec §6
 * refreshes a token with less than 70 seconds left, so every logged-in journey sees its token
 * refreshed about ten seconds after the login, as a customer would after four minutes
 * (issue 18).
 */
export const accessTokenSeconds = 80;
