import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { Button } from './button';

const meta = { title: 'UI/Button', component: Button, args: { children: 'Počni odmah' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { args: { variant: 'dark' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Obriši' } };
export const Link: Story = { args: { variant: 'link', children: 'Saznaj više' } };
export const Large: Story = { args: { size: 'lg', children: <>Počni odmah <ArrowRight aria-hidden /></> } };
export const Disabled: Story = { args: { disabled: true } };
