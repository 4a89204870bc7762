import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from './button';
import { Toaster } from './toast';
import { resetToasts, toast } from './use-toast';

const meta = { title: 'UI/Toast', component: Toaster } satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

function Raise({ variant }: { variant: 'default' | 'destructive' }) {
  useEffect(() => {
    resetToasts();
    if (variant === 'default') toast({ title: 'Uspešno pretplaćen!', description: 'Proverite inbox.' });
    else toast({ variant: 'destructive', title: 'Greška', description: 'Došlo je do greške. Molimo pokušajte ponovo.' });
  }, [variant]);
  return (
    <>
      <Button onClick={() => toast({ title: 'Još jedno obaveštenje', description: 'Zamenjuje prethodno (jedno u isto vreme).' })}>Prikaži obaveštenje</Button>
      <Toaster />
    </>
  );
}

export const Success: Story = { render: () => <Raise variant="default" /> };
export const Destructive: Story = { render: () => <Raise variant="destructive" /> };
