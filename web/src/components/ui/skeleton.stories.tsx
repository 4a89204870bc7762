import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = { title: 'UI/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { className: 'h-5 w-64' } };
export const StoreCard: Story = {
  render: () => (
    <div className="grid max-w-sm gap-3 rounded-2xl border p-6">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-2.5 w-full" />
    </div>
  ),
};
