import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup, RadioGroupItem } from './radio-group';

const meta = { title: 'UI/RadioGroup', component: RadioGroup } satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args) => (
  <RadioGroup aria-label="Stil brenda" {...args}>
    {['Razigran', 'Moderan', 'Prirodan'].map((label) => (
      <label key={label} className="flex items-center gap-2">
        <RadioGroupItem value={label} /> {label}
      </label>
    ))}
  </RadioGroup>
);

export const NothingChosen: Story = { render };
export const Chosen: Story = { render, args: { defaultValue: 'Moderan' } };
export const Disabled: Story = { render, args: { disabled: true, defaultValue: 'Prirodan' } };
