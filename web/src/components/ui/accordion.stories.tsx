import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const meta = { title: 'UI/Accordion', component: Accordion, args: { type: 'multiple' } } satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args) => (
  <Accordion {...args} className="max-w-xl">
    <AccordionItem value="a">
      <AccordionTrigger>Da li je korišćenje besplatno?</AccordionTrigger>
      <AccordionContent>Brend kit je besplatan za početak.</AccordionContent>
    </AccordionItem>
    <AccordionItem value="b">
      <AccordionTrigger>Šta ako nisam zadovoljan?</AccordionTrigger>
      <AccordionContent>Imate 30 dana garancije povraćaja novca.</AccordionContent>
    </AccordionItem>
  </Accordion>
);

export const AllClosed: Story = { render };
export const SeveralOpen: Story = { render, args: { type: 'multiple', defaultValue: ['a', 'b'] } };
