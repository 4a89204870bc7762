import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Tooltip, TooltipProvider } from './tooltip';

const meta = { title: 'UI/Tooltip', component: Tooltip, args: { content: 'Otvara se posle 700 ms', children: null } } satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args) => (
  <TooltipProvider>
    <div className="p-10">
      <Tooltip content={args.content} defaultOpen={args.defaultOpen}>
        <Button variant="outline">Pređi mišem</Button>
      </Tooltip>
    </div>
  </TooltipProvider>
);

export const Closed: Story = { render };
export const Open: Story = { render, args: { defaultOpen: true } };
