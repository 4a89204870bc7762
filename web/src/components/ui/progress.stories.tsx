import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from './progress';

const meta = { title: 'UI/Progress', component: Progress, args: { 'aria-label': 'Napredak izrade' } } satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { value: 0 } };
export const Partial: Story = { args: { value: 33 } };
export const Complete: Story = { args: { value: 100 } };
