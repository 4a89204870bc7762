import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet';

const meta = { title: 'UI/Sheet', component: Sheet } satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args) => (
  <Sheet {...args}>
    <SheetTrigger asChild>
      <Button variant="outline">Otvori meni</Button>
    </SheetTrigger>
    <SheetContent>
      <SheetTitle className="text-lg font-bold">Meni</SheetTitle>
      <SheetDescription>280 px široko, 400 px od malog prekida.</SheetDescription>
      <nav className="flex flex-col gap-2">
        <a href="#kontakt">Kontakt</a>
        <a href="#custom">Custom Build</a>
        <a href="#masterclass">MasterClass</a>
      </nav>
    </SheetContent>
  </Sheet>
);

export const Closed: Story = { render };
export const Open: Story = { render, args: { defaultOpen: true } };
