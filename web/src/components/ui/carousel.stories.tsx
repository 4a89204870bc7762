import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel, CarouselContent, CarouselDots, CarouselItem, CarouselNext, CarouselPrevious } from './carousel';

const meta = { title: 'UI/Carousel', component: Carousel, args: { label: 'Primer', children: null } } satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const slides = (count: number, basis: string): Story['render'] =>
  function Render(args) {
    return (
      <Carousel label={args.label} className="max-w-3xl">
        <CarouselContent>
          {Array.from({ length: count }, (_, index) => (
            <CarouselItem key={index} className={basis}>
              <div className="flex h-40 items-center justify-center rounded-xl bg-brand-100 text-2xl font-bold">{index + 1}</div>
            </CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-4 flex items-center justify-center gap-4">
          <CarouselPrevious />
          <CarouselDots />
          <CarouselNext />
        </div>
      </Carousel>
    );
  };

export const TwoPerView: Story = { render: slides(9, 'md:basis-1/2') };
export const ThreePerView: Story = { render: slides(6, 'md:basis-1/3') };
export const Single: Story = { render: slides(1, '') };
