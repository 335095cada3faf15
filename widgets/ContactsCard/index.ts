import { defineWidget } from '../../src/engine/render/index.ts';
import { ContactsCard } from './ContactsCard.tsx';

export const contactsCard = defineWidget({ component: ContactsCard });
