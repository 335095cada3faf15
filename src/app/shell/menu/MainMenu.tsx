/** Placeholder until the menu lands (issue 17): the logged-in customer's menu. */
export function MainMenu() {
  return null;
}
