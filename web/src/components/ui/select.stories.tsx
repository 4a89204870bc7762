import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const options = [
  { value: 'RS', label: 'Srbija' },
  { value: 'BA', label: 'Bosna i Hercegovina' },
  { value: 'ME', label: 'Crna Gora' },
];

const meta = { title: 'UI/Select', component: Select, args: { options, 'aria-label': 'Država', placeholder: 'Izaberite državu' } } satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Selected: Story = { args: { defaultValue: 'RS' } };
export const Open: Story = { args: { defaultOpen: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ME' } };
