import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input';
import { Label } from './label';

const meta = { title: 'UI/Input', component: Input, args: { placeholder: 'ime@primer.rs', 'aria-label': 'E-mail' } } satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'marija@primer.rs' } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'nije-email' } };
export const Disabled: Story = { args: { disabled: true } };
export const WithLabel: Story = {
  render: (args) => (
    <div className="grid max-w-sm gap-1.5">
      <Label htmlFor="story-email">E-mail</Label>
      <Input id="story-email" {...args} aria-label={undefined} />
    </div>
  ),
};
