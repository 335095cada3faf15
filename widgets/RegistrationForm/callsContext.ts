import { createContext } from 'react';
import type { RegistrationCalls } from '../../src/api/registrationCalls.ts';

/**
 * The registration calls the form uses: none given, its own without a token (the page's API);
 * stories and unit tests hand in calls over a fake client.
 */
export const RegistrationCallsContext = createContext<RegistrationCalls | undefined>(undefined);
