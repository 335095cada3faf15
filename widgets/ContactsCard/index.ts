import { defineWidget } from '../../src/engine/render/index.ts';
import { ContactsCard } from './ContactsCard.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const contactsCard = defineWidget({ component: ContactsCard, propsSchema, since: '0.1.0' });
