import { AreaView } from '../area/AreaView.tsx';
import { ShellPage } from './ShellPage.tsx';

/**
 * `/register` (spec §2, §6: no login needed): the registration template of the host, drawn like
 * the customer area's pages but without a login (issue 18).
 */
export function RegisterPage() {
  return <ShellPage>{({ host }) => <AreaView host={host} routeKey="register" />}</ShellPage>;
}
