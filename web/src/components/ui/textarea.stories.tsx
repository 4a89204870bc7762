import type { Meta, StoryObj } from '@storybook/react-vite';
import { Textarea } from './textarea';

const meta = { title: 'UI/Textarea', component: Textarea, args: { placeholder: 'Kako možemo da pomognemo?', 'aria-label': 'Poruka' } } satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Zanima me Custom Build za dve niše.' } };
export const Disabled: Story = { args: { disabled: true } };
