import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = { title: 'UI/Badge', component: Badge, args: { children: 'NEW' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Solid: Story = { args: { variant: 'solid', children: 'Step 2 of 5' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Na čekanju' } };
export const Outline: Story = { args: { variant: 'outline', children: 'U toku' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Neuspešno' } };
