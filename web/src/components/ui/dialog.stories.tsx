import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from './dialog';

const meta = { title: 'UI/Dialog', component: Dialog } satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args) => (
  <Dialog {...args}>
    <DialogTrigger asChild>
      <Button>Podešavanja</Button>
    </DialogTrigger>
    <DialogContent>
      <DialogTitle>Partner API Settings</DialogTitle>
      <DialogDescription>Ključevi se čuvaju samo u ovom pregledaču.</DialogDescription>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Otkaži</Button>
        </DialogClose>
        <Button>Sačuvaj</Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);

export const Closed: Story = { render };
export const Open: Story = { render, args: { defaultOpen: true } };
