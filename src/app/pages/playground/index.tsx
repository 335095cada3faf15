import { useLocation } from 'react-router-dom';
import FramePage from './FramePage.tsx';
import PlaygroundPage from './PlaygroundPage.tsx';

/**
 * `/playground/*`, one chunk and one entry of the route table (the table is in the bill
 * route's initial JavaScript, ADR 0037): the playground, and `/playground/frame`, its frames.
 */
export default function PlaygroundRoute() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === '/playground/frame' ? <FramePage /> : <PlaygroundPage />;
}
