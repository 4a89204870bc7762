import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from './switch';

const meta = { title: 'UI/Switch', component: Switch, args: { 'aria-label': 'Sample Products' } } satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
