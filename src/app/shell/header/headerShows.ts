/**
 * The header's height with the host's name and the selector on one row: 8 px above a 44 px
 * row (ShellHeader). Every page has the header (issue 30: whose page this is), so the shell
 * keeps this much room for it while its chunk arrives.
 */
export const headerHeight = 52;
