import { defineWidget } from '../../src/engine/render/index.ts';
import type { ContactsCardProps } from './props.gen.ts';
import { ContactsCard } from './ContactsCard.tsx';

export const contactsCard = defineWidget<ContactsCardProps>({ component: ContactsCard });
